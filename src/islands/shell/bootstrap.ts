/**
 * The only panel code every shell page loads: every byte here is paid on every page, so it
 * imports the notifications store alone (nanostores is already on the page for the navbar). It
 * wakes the panels' island (ShellPanels.astro, decision 091) once: on a click on one of the
 * shell's buttons (`data-panel`), or when the notifications store has something to show.
 *
 * Product code reports events with `notify` (stores/notification-calls.ts) and shows snackbar
 * messages with `showMessage`. Scripts outside the islands (browser tests, integrations) use the
 * window entry point: `window.dispatchEvent(new CustomEvent('portal:notify', { detail: { message,
 * variant } }))` for a notification (kept by the server as the person's, decision 065),
 * 'portal:message' with the same detail for a snackbar.
 */
import { wakeEvent } from '../../scripts/held-events.ts';
import { SHELL_STATE_ID } from '../../shell/shell-state.ts';
import { $message, $newNotifications, $unread, type MessageVariant, showMessage } from '../../stores/notifications.ts';
import { panelsStarted, type StartedPanels } from './panels-started.ts';

/** Wakes the panels' island (it hydrates on its first wake); settles once it has started. */
function wakePanels(): Promise<StartedPanels> {
  document.getElementById(SHELL_STATE_ID)?.querySelector('astro-island')?.dispatchEvent(new Event(wakeEvent));
  return panelsStarted;
}

const variants: readonly string[] = ['success', 'warning', 'error', 'info'];

/** The window entry point: a message of the event's detail goes to the store action. */
function fromWindow(action: (message: string, variant?: MessageVariant) => unknown) {
  return (event: Event) => {
    const { message, variant } = ((event as CustomEvent<unknown>).detail ?? {}) as {
      message?: unknown;
      variant?: unknown;
    };
    if (typeof message !== 'string' || !message) return;
    action(message, variants.includes(variant as string) ? (variant as MessageVariant) : undefined);
  };
}

export function startShellPanels(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-panel]');
    if (!button) return;
    event.preventDefault();
    void wakePanels().then((panels) => panels.openFromButton(button));
  });
  window.addEventListener(
    'portal:notify',
    fromWindow((text, variant) => {
      void import('../../stores/notification-calls.ts').then(({ notify }) =>
        notify({ kind: 'message', text, variant }),
      );
    }),
  );
  window.addEventListener('portal:message', fromWindow(showMessage));
  // New notifications (toasts) and snackbar messages are shown by the panels, which also keep the
  // toolbar's badge up to date once started: a notification listed without a toast (one the page
  // says in place, decision 113) changes only the count, and wakes them too.
  $newNotifications.listen((fresh) => {
    if (fresh.length > 0) void wakePanels();
  });
  $unread.listen(() => void wakePanels());
  $message.listen(() => void wakePanels());
}

/**
 * The only panel code every shell page loads: every byte here is paid on every page, so it
 * imports the notifications store alone (nanostores is already on the page for the navbar). It
 * loads the panels (host.tsx) once: on a click on one of the shell's buttons (`data-panel`), or
 * when the notifications store has something to show.
 *
 * Product code notifies through the store (`addNotification`, `showMessage`). Scripts outside the
 * islands (browser tests, future integrations) use the window entry point, which calls the same
 * actions: `window.dispatchEvent(new CustomEvent('portal:notify', { detail: { message, variant } }))`
 * for a notification, 'portal:message' with the same detail for a snackbar.
 */
import { $message, $notifications, addNotification, type MessageVariant, showMessage } from '@/stores/notifications.ts';

// host.tsx starts the panels when it is first evaluated.
const loadHost = () => import('./host.tsx');

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
    void loadHost().then(async (module) => {
      await module.ready;
      module.openFromButton(button);
    });
  });
  window.addEventListener('portal:notify', fromWindow(addNotification));
  window.addEventListener('portal:message', fromWindow(showMessage));
  // Notifications kept for this tab or just added, and snackbar messages, are shown by the panels
  // (host.tsx keeps the toolbar's badge up to date once loaded).
  $notifications.subscribe((notifications) => {
    if (notifications.length > 0) void loadHost();
  });
  $message.listen(() => void loadHost());
}

import type { ShellState } from '../../shell/shell-state.ts';
import { $openPanel, closePanel, type PanelName } from '../../stores/panels.ts';

let state: ShellState | undefined;
/** The button each panel was last opened from: server-rendered HTML, outside React. */
export const triggers = new Map<PanelName, HTMLElement>();

export function setShellState(next: ShellState): void {
  state = next;
}

export function shellState(): ShellState {
  if (!state) throw new Error('The shell state is read before the panels started');
  return state;
}

export function triggerOf(name: PanelName): HTMLElement | null {
  return triggers.get(name) ?? null;
}

/** Closes the open panel and gives focus back to the button that opened it. */
function closeAndRestoreFocus(): void {
  const name = $openPanel.get();
  closePanel();
  if (name) triggers.get(name)?.focus();
}

/**
 * What ties an Ark Dialog or Popover root to the panels store: a panel is rendered only while it
 * is the open one, and closing it (Escape, its close button, a click outside) closes the panel and
 * gives focus back to its button. The panel unmounts at once, before Ark could restore focus itself.
 */
export function panelRoot(name: PanelName) {
  return {
    open: true,
    onOpenChange: ({ open }: { open: boolean }) => {
      if (!open) closeAndRestoreFocus();
    },
    finalFocusEl: () => triggerOf(name),
  };
}

import type { ShellState } from '@/shell/shell-state.ts';
import { $openPanel, closePanel, type PanelName } from '@/stores/panels.ts';
import { type Texts, textOf } from './texts.ts';

let state: ShellState | undefined;
/** The button each panel was last opened from. */
export const triggers = new Map<string, HTMLElement>();

export function setShellState(next: ShellState): void {
  state = next;
}

export function shellState(): ShellState {
  if (!state) throw new Error('The shell state is read before the panels started');
  return state;
}

/** A string of the `panels` dictionary in the page's language. */
export function tx(key: string, values?: Record<string, string | number>): string {
  return textOf(shellState().texts as Texts, key, values);
}

export function triggerOf(name: PanelName): HTMLElement | undefined {
  return triggers.get(name);
}

/** Closes the open panel and gives focus back to the button that opened it. */
export function closeAndRestoreFocus(): void {
  const name = $openPanel.get();
  closePanel();
  if (name) triggers.get(name)?.focus();
}

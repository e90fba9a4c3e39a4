import { atom } from 'nanostores';

/** The shell's panels (docs/behaviour.md): one is open at a time; settings and schemes share the drawer. */
export type PanelName =
  | 'settings'
  | 'schemes'
  | 'notifications'
  | 'quick'
  | 'search'
  | 'shortcuts'
  | 'language'
  | 'font-size';

export const $openPanel = atom<PanelName | undefined>(undefined);

export function openPanel(name: PanelName): void {
  $openPanel.set(name);
}

export function togglePanel(name: PanelName): void {
  $openPanel.set($openPanel.get() === name ? undefined : name);
}

export function closePanel(): void {
  $openPanel.set(undefined);
}

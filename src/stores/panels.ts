import { atom } from 'nanostores';

/** The shell's panels (docs/behaviour.md): one is open at a time; settings and schemes share the drawer. */
const panelNames = [
  'settings',
  'schemes',
  'notifications',
  'quick',
  'search',
  'shortcuts',
  'language',
  'font-size',
] as const;
export type PanelName = (typeof panelNames)[number];

export function isPanelName(name: string): name is PanelName {
  return (panelNames as readonly string[]).includes(name);
}

export const $openPanel = atom<PanelName | undefined>(undefined);

/** A panel's button opens it, or closes it when it is the open one. */
export function togglePanel(name: PanelName): void {
  $openPanel.set($openPanel.get() === name ? undefined : name);
}

export function closePanel(): void {
  $openPanel.set(undefined);
}

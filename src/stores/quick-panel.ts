import { atom } from 'nanostores';
import type { QuickPanelData } from '../shell/quick-panel.ts';
import { fetchQuickPanelData } from '../shell/services/quick-panel.ts';

/** The quick panel's events and notes (docs/routes.md): loaded each time the panel opens. */
export type QuickPanelLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: QuickPanelData };

export const $quickPanel = atom<QuickPanelLoad>({ status: 'loading' });

/** How the panel's data are fetched (the portal API's by default; a story gives its own). */
export type QuickPanelFetch = (signal: AbortSignal) => Promise<QuickPanelData>;

let current: AbortController | undefined;

/** Loads the panel's data (again after a failure); a load still under way is given up. */
export async function loadQuickPanel(fetchData: QuickPanelFetch = fetchQuickPanelData): Promise<void> {
  current?.abort();
  const load = new AbortController();
  current = load;
  $quickPanel.set({ status: 'loading' });
  try {
    const data = await fetchData(load.signal);
    if (!load.signal.aborted) $quickPanel.set({ status: 'ready', data });
  } catch {
    if (!load.signal.aborted) $quickPanel.set({ status: 'failed' });
  }
}

/** The panel closed: a load under way is given up. */
export function stopQuickPanel(): void {
  current?.abort();
}

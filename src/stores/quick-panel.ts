import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { QuickPanelData } from '../shell/quick-panel.ts';
import { fetchQuickPanelData } from '../shell/services/quick-panel.ts';

/** The quick panel's events and notes (docs/routes.md): loaded each time the panel opens. */
export type QuickPanelLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: QuickPanelData };

export interface QuickPanelServices {
  /** The panel's events and notes (the portal API's). */
  fetchData(signal: AbortSignal): Promise<QuickPanelData>;
}

const browserServices: QuickPanelServices = { fetchData: fetchQuickPanelData };
let services = browserServices;

/** For tests and stories: some of the services the store uses (all the browser's again when called without). */
export function replaceQuickPanelServices(replacement: Partial<QuickPanelServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

/** One opening of the quick panel: what it shows of the day, and Try again. */
export interface QuickPanelOpening {
  /** Loaded when the panel's content first listens; a load under way is given up a second after nothing listens. */
  readonly $load: ReadableAtom<QuickPanelLoad>;
  /** Loads again (Try again after a failure); a load still under way is given up. */
  retry(): Promise<void>;
}

/**
 * The panel's events and notes for one opening, made when the panel opens. A store per opening,
 * not one for the page: nanostores keeps a store mounted for a second after its last listener
 * (STORE_UNMOUNT_DELAY), so one store would not load again for a panel closed and opened within
 * that second, and would show the last opening's answer until its own came.
 */
export function createQuickPanelOpening(): QuickPanelOpening {
  const $load = atom<QuickPanelLoad>({ status: 'loading' });
  let current: AbortController | undefined;
  const load = async () => {
    current?.abort();
    const attempt = new AbortController();
    current = attempt;
    // `value`, not `get()`: reading a store nothing listens to would mount it (for a second).
    if ($load.value?.status !== 'loading') $load.set({ status: 'loading' });
    try {
      const data = await services.fetchData(attempt.signal);
      if (!attempt.signal.aborted) $load.set({ status: 'ready', data });
    } catch {
      if (!attempt.signal.aborted) $load.set({ status: 'failed' });
    }
  };
  onMount($load, () => {
    void load();
    return () => current?.abort();
  });
  return { $load, retry: load };
}

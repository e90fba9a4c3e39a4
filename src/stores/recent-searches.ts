import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { withoutRecentSearch, withRecentSearch } from '../search/recent.ts';
import { recentSearchesApi } from '../search/services/search-api.ts';

/**
 * The person's recent searches, shown when the toolbar's search box is opened empty (decision
 * 088): read from the server on opening, kept there when a search is made, removed one by one or
 * all at once. A removal shows at once; the server's answer then stands.
 */
export type RecentSearchesLoad = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; queries: string[] };

export const $recentSearches = atom<RecentSearchesLoad>({ status: 'idle' });

export type RecentSearchesApi = typeof recentSearchesApi;

export interface RecentSearchesServices {
  /** The portal's API of the person's recent searches. */
  api: RecentSearchesApi;
}

const browserServices: RecentSearchesServices = { api: recentSearchesApi };
let services = browserServices;

/** For tests and stories: some of the services the store uses (all the browser's again when called without). */
export function replaceRecentSearchesServices(replacement: Partial<RecentSearchesServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

// The reading under way: a change made meanwhile gives it up, so that its older answer does not undo it.
let reading: AbortController | undefined;

/** Reads the list; a failure shows none: the search itself still works. */
async function read(load: AbortController): Promise<void> {
  reading?.abort();
  reading = load;
  // `value`, not `get()`: read as the box opens, when nothing listens to the list itself yet.
  if ($recentSearches.value?.status === 'idle') $recentSearches.set({ status: 'loading' });
  try {
    const { queries } = await services.api.list(load.signal);
    if (!load.signal.aborted) $recentSearches.set({ status: 'ready', queries });
  } catch {
    if (!load.signal.aborted) $recentSearches.set({ status: 'ready', queries: [] });
  }
}

/**
 * The list as one opening of the search box shows it, made when the box opens: its first listener
 * reads the list from the server (the last one known shows meanwhile), a reading under way is given
 * up a second after nothing listens. A store per opening, not the list's own lifecycle: nanostores keeps a store
 * mounted for a second after its last listener (STORE_UNMOUNT_DELAY), and a box opened again within
 * that second must read the list again, as it always has. A guest has none (the API wants a
 * session): nothing is read.
 */
export function createRecentSearchesOpening(guest: boolean): ReadableAtom<RecentSearchesLoad> {
  const $shown = computed($recentSearches, (load) => load);
  if (!guest) {
    onMount($shown, () => {
      const load = new AbortController();
      void read(load);
      return () => load.abort();
    });
  }
  return $shown;
}

const shown = (): string[] => {
  const current = $recentSearches.get();
  return current.status === 'ready' ? current.queries : [];
};

/** Sets the list the server answered, unless a newer change was made meanwhile. */
async function change(next: string[], call: () => Promise<{ queries: string[] }>): Promise<void> {
  reading?.abort();
  $recentSearches.set({ status: 'ready', queries: next });
  try {
    const { queries } = await call();
    if (shown() === next) $recentSearches.set({ status: 'ready', queries });
  } catch {
    // Not removed on the server: the next opening shows it again, as it is.
  }
}

/** A search was made (a result or the results page opened): it becomes the newest. */
export function rememberSearch(query: string): Promise<void> {
  return change(withRecentSearch(shown(), query), () => services.api.remember(query));
}

export function forgetSearch(query: string): Promise<void> {
  return change(withoutRecentSearch(shown(), query), () => services.api.forget(query));
}

export function clearRecentSearches(): Promise<void> {
  return change([], () => services.api.clear());
}

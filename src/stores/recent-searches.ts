import { atom } from 'nanostores';
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

/** For tests: some of the services the store uses (all the browser's again when called without). */
export function replaceRecentSearchesServices(replacement: Partial<RecentSearchesServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

let reading: AbortController | undefined;

/** Reads the list (the box was opened); a failure shows none: the search itself still works. */
export async function loadRecentSearches(): Promise<void> {
  reading?.abort();
  const load = new AbortController();
  reading = load;
  if ($recentSearches.get().status === 'idle') $recentSearches.set({ status: 'loading' });
  try {
    const { queries } = await services.api.list(load.signal);
    if (!load.signal.aborted) $recentSearches.set({ status: 'ready', queries });
  } catch {
    if (!load.signal.aborted) $recentSearches.set({ status: 'ready', queries: [] });
  }
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

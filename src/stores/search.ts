import { atom } from 'nanostores';
import type { SearchAnswer } from '../search/kinds.ts';
import { queryWords } from '../search/normalise.ts';
import { fetchSearchSections } from '../search/services/search-api.ts';

/**
 * The toolbar search's sections below the screens: asked of the server on every change of the
 * query; an answer that comes after a newer query was typed is dropped (its request is aborted).
 */
export type SearchSectionsLoad =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'ready'; query: string; answer: SearchAnswer };

export const $searchSections = atom<SearchSectionsLoad>({ status: 'idle' });

export interface SearchServices {
  fetchSections(query: string, signal: AbortSignal): Promise<SearchAnswer>;
}

const browserServices: SearchServices = { fetchSections: fetchSearchSections };
let services = browserServices;

/** For tests: some of the services the store uses (all the browser's again when called without). */
export function replaceSearchServices(replacement: Partial<SearchServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

let current: AbortController | undefined;

export async function searchSections(query: string): Promise<void> {
  current?.abort();
  if (queryWords(query).length === 0) {
    current = undefined;
    $searchSections.set({ status: 'idle' });
    return;
  }
  const load = new AbortController();
  current = load;
  $searchSections.set({ status: 'loading', query });
  try {
    const answer = await services.fetchSections(query, load.signal);
    if (!load.signal.aborted) $searchSections.set({ status: 'ready', query, answer });
  } catch {
    if (!load.signal.aborted) $searchSections.set({ status: 'failed', query });
  }
}

/** The search box closed: a search under way is given up and the next opening starts empty. */
export function stopSearchSections(): void {
  current?.abort();
  current = undefined;
  $searchSections.set({ status: 'idle' });
}

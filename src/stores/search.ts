import { atom, onMount, type ReadableAtom } from 'nanostores';
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

export interface SearchServices {
  fetchSections(query: string, signal: AbortSignal): Promise<SearchAnswer>;
}

const browserServices: SearchServices = { fetchSections: fetchSearchSections };
let services = browserServices;

/** For tests and stories: some of the services the store uses (all the browser's again when called without). */
export function replaceSearchServices(replacement: Partial<SearchServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

/** One opening of the toolbar search: its sections, and the search of what is typed. */
export interface SearchOpening {
  /** Idle when the box opens; a search under way is given up a second after nothing listens. */
  readonly $sections: ReadableAtom<SearchSectionsLoad>;
  /** Asks for the sections of the query typed; a search still under way is given up. */
  search(query: string): Promise<void>;
}

/**
 * The sections for one opening of the search box, made when it opens, so that each opening starts
 * empty. A store per opening, not one for the page: nanostores keeps a store mounted for a second
 * after its last listener (STORE_UNMOUNT_DELAY), so one store would still hold, and still be
 * loading, the last opening's query in a box opened again within that second.
 */
export function createSearchOpening(): SearchOpening {
  const $sections = atom<SearchSectionsLoad>({ status: 'idle' });
  let current: AbortController | undefined;
  const search = async (query: string) => {
    current?.abort();
    if (queryWords(query).length === 0) {
      current = undefined;
      $sections.set({ status: 'idle' });
      return;
    }
    const load = new AbortController();
    current = load;
    $sections.set({ status: 'loading', query });
    try {
      const answer = await services.fetchSections(query, load.signal);
      if (!load.signal.aborted) $sections.set({ status: 'ready', query, answer });
    } catch {
      if (!load.signal.aborted) $sections.set({ status: 'failed', query });
    }
  };
  // The box closed: a search under way is given up.
  onMount($sections, () => () => current?.abort());
  return { $sections, search };
}

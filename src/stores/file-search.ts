/**
 * A search of the library (the URL's `q`): while it has a query, its results stand in for the
 * folder; a result opens where it lives, and Back returns to the results.
 */
import { atom } from 'nanostores';
import type { SearchResult } from '../file-manager/search.ts';
import { type DriveError, searchLibrary } from '../file-manager/services/drive-client.ts';
import { openLibraryNow, refusalOf } from './file-library.ts';
import { editAddress, openPlace, showPlace } from './file-listing.ts';

export interface LibrarySearch {
  query: string;
  status: 'idle' | 'searching' | 'complete' | 'failed';
  results: SearchResult[];
  error?: DriveError | undefined;
}

export const $search = atom<LibrarySearch>({ query: '', status: 'idle', results: [] });

let searching: AbortController | undefined;

/** Ends the search (its call under way is given up): the folder shows again. */
export function stopSearch(): void {
  searching?.abort();
  searching = undefined;
  if ($search.get().status !== 'idle') $search.set({ query: '', status: 'idle', results: [] });
}

/** Searches the library for `query` (the URL already says it); a newer search gives this one up. */
export async function runSearch(query: string): Promise<void> {
  const opened = openLibraryNow();
  const graph = opened?.graph;
  if (!opened || !graph) return;
  searching?.abort();
  const controller = new AbortController();
  searching = controller;
  const { siteId, rootParentId } = opened.library;
  $search.set({ query, status: 'searching', results: $search.get().results });
  try {
    const results = await searchLibrary(graph, siteId, rootParentId, query, controller.signal);
    if (!controller.signal.aborted) $search.set({ query, status: 'complete', results });
  } catch (error) {
    if (!controller.signal.aborted) $search.set({ query, status: 'failed', results: [], error: refusalOf(error) });
  }
}

/** Searches the library for the words typed; an empty query goes back to the folder. The URL keeps the query. */
export function searchFor(text: string): Promise<void> {
  const query = text.trim();
  editAddress((params) => {
    if (query) params.set('q', query);
    else params.delete('q');
  });
  if (!query) {
    stopSearch();
    return Promise.resolve();
  }
  return runSearch(query);
}

/**
 * Opens a search result where it lives: a folder is opened, a file's folder is opened with the
 * file selected. The search ends, and the move is an entry of the browser's history.
 */
export async function openResult(result: SearchResult): Promise<void> {
  if (!openLibraryNow()) return;
  stopSearch();
  const { item, folders } = result;
  const folder = item.type === 'Folder' ? item.id : folders.length > 0 ? item.parentId : '';
  await openPlace({ site: '', folder, item: item.type === 'Folder' ? '' : item.id });
  // The search keeps its entry in the history: Back returns to the results.
  showPlace('push', ['q']);
}

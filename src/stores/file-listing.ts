/**
 * Where the person is in the library and what is there (state in docs/data.md, navigation in
 * docs/behaviour.md): the trail, the listing of the current folder (filled page by page), its
 * order, and that place in the page's URL, so a reload, a link or the browser's back button finds
 * it again.
 */
import { atom } from 'nanostores';
import { waitUntil } from '../file-manager/back-off.ts';
import type { FileItem } from '../file-manager/file-item.ts';
import { listing } from '../file-manager/listing.ts';
import { backOffSeconds } from '../file-manager/problem.ts';
import { type DriveError, listChildren, trailTo } from '../file-manager/services/drive-client.ts';
import { compareBy, DEFAULT_SORT, type FileSort, writeSort } from '../file-manager/sort.ts';
import * as navigation from '../file-manager/state.ts';
import { type FileManagerPlace, placeOf, placeUrl } from '../file-manager/url.ts';
import { BREADCRUMBS_KEY } from './clients.ts';
import { busyUntil, openLibraryNow, refusalOf } from './file-library.ts';

/** `waiting`: Graph said it was busy and when to ask again; the listing starts by itself then. */
export type FolderStatus = 'loading' | 'waiting' | 'complete' | 'failed';

export interface FolderListing {
  status: FolderStatus;
  /** While waiting: the seconds left before the folder is asked for again. */
  retryIn?: number | undefined;
  /** Visible rows, hidden folders removed, in the order of docs/calls.md; grows while pages arrive. */
  items: FileItem[];
  /** Items the folder holds when known (from its parent's childCount), for progress. */
  expected?: number | undefined;
  error?: DriveError | undefined;
  /**
   * Listed again with its rows kept (after an upload into it): the rows may still change, so the
   * list says it is busy. A row clicked now may move under the pointer when the new listing lands.
   */
  refreshing?: boolean | undefined;
}

export const $fileManager = atom<navigation.FileManagerState | undefined>(undefined);
export const $folder = atom<FolderListing>({ status: 'loading', items: [] });
/** The order of the list (the URL's `sort` and `order`). */
export const $sort = atom<FileSort>(DEFAULT_SORT);

let current: AbortController | undefined;

interface StoredTrail {
  siteId: string;
  breadcrumbs: navigation.Crumb[];
}

function storeTrail(state: navigation.FileManagerState): void {
  try {
    const stored: StoredTrail = { siteId: state.documentLibrary.siteId, breadcrumbs: state.breadcrumbs };
    sessionStorage.setItem(BREADCRUMBS_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the trail is found again from the library.
  }
}

function storedTrail(siteId: string, folderId: string): navigation.Crumb[] | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(BREADCRUMBS_KEY) ?? 'null') as StoredTrail | null;
    if (stored?.siteId !== siteId || stored.breadcrumbs.at(-1)?.parentId !== folderId) return undefined;
    return stored.breadcrumbs.slice(1);
  } catch {
    return undefined;
  }
}

/** The trail to a folder the user has been through on this page (back and forward), below Home. */
function visitedTrail(folderId: string): navigation.Crumb[] | undefined {
  const trail = $fileManager.get()?.breadcrumbs ?? [];
  const index = trail.findIndex((crumb) => crumb.parentId === folderId);
  return index > 0 ? trail.slice(1, index + 1) : undefined;
}

function commit(state: navigation.FileManagerState): void {
  $fileManager.set(state);
  storeTrail(state);
}

/** Writes the place in the URL: a new history entry when the user moved to another folder, else in place. */
export function showPlace(how: 'push' | 'replace', leaving: readonly string[] = []): void {
  const state = $fileManager.get();
  const opened = openLibraryNow();
  if (!opened || !state) return;
  const here = new URL(opened.page.href());
  const from = new URL(here.href);
  for (const key of leaving) from.searchParams.delete(key);
  const url = placeUrl(from, placeOf(state, opened.foreignSite));
  if (url === `${here.pathname}${here.search}${here.hash}`) return;
  if (how === 'push') opened.page.push(url);
  else opened.page.replace(url);
}

/** Writes a change of the query string in place (sort, search): the same folder, no new history entry. */
export function editAddress(edit: (params: URLSearchParams) => void): void {
  const opened = openLibraryNow();
  if (!opened) return;
  const url = new URL(opened.page.href());
  const before = `${url.pathname}${url.search}${url.hash}`;
  edit(url.searchParams);
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== before) opened.page.replace(next);
}

/** Waits out Graph's Retry-After, counting down in the listing; false when the listing was stopped. */
function backOff(signal: AbortSignal): Promise<boolean> {
  const until = busyUntil();
  if (Date.now() >= until) return Promise.resolve(true);
  return waitUntil(until, signal, (retryIn) => $folder.set({ status: 'waiting', items: [], retryIn }));
}

/** Stops the listing under way, if any. */
export function stopListing(): void {
  current?.abort();
  current = undefined;
}

/**
 * Lists the current folder; a newer navigation cancels an older listing. `keep`: the rows on screen
 * stay until the new listing is whole (a folder listed again, not one opened), so nobody about to
 * open a row finds the list emptied under the pointer.
 */
export async function loadCurrent(expected?: number, keep = false): Promise<void> {
  const state = $fileManager.get();
  const graph = openLibraryNow()?.graph;
  if (!state || !graph) return;
  stopListing();
  const controller = new AbortController();
  current = controller;
  if (keep) $folder.set({ ...$folder.get(), refreshing: true });
  const { siteId, currentParentId } = state.documentLibrary;
  try {
    // A busy Graph is asked again once by itself, after the wait it asked for; then the user decides.
    for (let attempt = 1; ; attempt++) {
      if (!(await backOff(controller.signal))) return;
      const received: FileItem[] = [];
      if (!keep) $folder.set({ status: 'loading', items: [], expected });
      try {
        await listChildren(graph, siteId, currentParentId, {
          atHome: state.breadcrumbs.length === 1,
          signal: controller.signal,
          onPage: (page) => {
            if (controller.signal.aborted) return;
            received.push(...page);
            if (!keep) $folder.set({ status: 'loading', items: listing(received, $sort.get()), expected });
          },
        });
        if (controller.signal.aborted) return;
        $folder.set({ status: 'complete', items: listing(received, $sort.get()) });
        return;
      } catch (error) {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        if (attempt === 1 && backOffSeconds(refusal) !== undefined) continue;
        $folder.set({ status: 'failed', items: [], error: refusal });
        return;
      }
    }
  } finally {
    const latest = $fileManager.get();
    if (current === controller && latest) $fileManager.set(navigation.loaded(latest));
  }
}

/**
 * Opens the place a URL names (the trail starts at Home, docs/behaviour.md): its folder, with the trail
 * found again from this page's visits, the tab's storage or, for a link, Graph; and its item.
 */
export async function openPlace({ folder, item }: FileManagerPlace): Promise<void> {
  const opened = openLibraryNow();
  if (!opened?.graph) return;
  const { library, graph } = opened;
  let state = navigation.forClient(library);
  if (folder && folder !== library.rootParentId) {
    const known = visitedTrail(folder) ?? storedTrail(library.siteId, folder);
    if (known) state = navigation.withTrail(state, known);
    else {
      stopListing();
      const waiting = { ...state, processing: true };
      commit(waiting);
      $folder.set({ status: 'loading', items: [] });
      try {
        const trail = await trailTo(graph, library.siteId, folder, library.rootParentId);
        // The user went elsewhere meanwhile.
        if ($fileManager.get() !== waiting) return;
        state = navigation.withTrail(state, trail);
      } catch (error) {
        if ($fileManager.get() !== waiting) return;
        commit(navigation.loaded(state));
        $folder.set({ status: 'failed', items: [], error: refusalOf(error) });
        return;
      }
    }
  }
  commit(item ? { ...state, selectedItemId: item } : state);
  await loadCurrent();
}

/** A move of the user's own: it becomes a new entry of the browser's history when the folder changed. */
function moveTo(next: navigation.FileManagerState, expected?: number): Promise<void> {
  const before = $fileManager.get()?.documentLibrary.currentParentId;
  commit(next);
  showPlace(next.documentLibrary.currentParentId === before ? 'replace' : 'push');
  return loadCurrent(expected);
}

export function openFolder(folder: FileItem): Promise<void> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve();
  return moveTo(navigation.openFolder(state, folder), folder.childCount);
}

export function goBack(crumbIndex: number): Promise<void> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve();
  return moveTo(navigation.goBack(state, crumbIndex));
}

export function resetParent(): Promise<void> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve();
  return moveTo(navigation.resetParent(state));
}

/**
 * Back to Home: of this library, or from a link to another client's site (which the user may
 * not see), to the page of the user's own library.
 */
export function goHome(): Promise<void> {
  const opened = openLibraryNow();
  if (opened?.foreignSite) {
    opened.page.assign(new URL(opened.page.href()).pathname);
    return Promise.resolve();
  }
  return resetParent();
}

/** Lists the current folder again (retry after an error, or after an upload into it). */
export function reload(): Promise<void> {
  const opened = openLibraryNow();
  // Nothing started (the start itself failed): only a fresh page can try again.
  if (!opened?.graph) {
    opened?.page.reloadPage();
    return Promise.resolve();
  }
  // A listed folder keeps its rows while it is listed again; a failed one shows its placeholders.
  return loadCurrent(undefined, $folder.get().status === 'complete');
}

export function selectItem(item: FileItem | undefined): void {
  const state = $fileManager.get();
  if (!state) return;
  $fileManager.set(navigation.select(state, item));
  showPlace('replace');
}

/** Orders the list: the rows in hand are sorted again at once, pages still to come take the same order. */
export function sortBy(sort: FileSort): void {
  $sort.set(sort);
  const folder = $folder.get();
  $folder.set({ ...folder, items: [...folder.items].sort(compareBy(sort)) });
  editAddress((params) => writeSort(params, sort));
}

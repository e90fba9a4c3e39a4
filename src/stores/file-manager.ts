/**
 * The file manager's store (state in docs/data.md, navigation in docs/behaviour.md): where the user is
 * in the client's library, the listing of the current folder (filled page by page), and that
 * place in the page's URL, so a reload, a link or the browser's back button finds it again.
 */
import { atom } from 'nanostores';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { waitUntil } from '../file-manager/back-off.ts';
import type { FileItem } from '../file-manager/file-item.ts';
import { listing } from '../file-manager/listing.ts';
import { backOffSeconds } from '../file-manager/problem.ts';
import { readQuery, type SearchResult } from '../file-manager/search.ts';
import {
  createFolder,
  DriveError,
  deleteItem,
  deleteItemNow,
  fileContent,
  listChildren,
  searchLibrary,
  trailTo,
  updateItem,
} from '../file-manager/services/drive-client.ts';
import type { PutBytes } from '../file-manager/services/uploads.ts';
import { compareBy, DEFAULT_SORT, type FileSort, readSort, writeSort } from '../file-manager/sort.ts';
import * as navigation from '../file-manager/state.ts';
import { type FileManagerPlace, placeOf, placeUrl, readPlace } from '../file-manager/url.ts';
import type { ApiClient } from '../services/http-client.ts';
import { BREADCRUMBS_KEY } from './clients.ts';
import { nameUploadFolder, sendUploadsTo } from './file-uploads.ts';

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

/** A search of the library (the URL's `q`): while it has a query, its results stand in for the folder. */
export interface LibrarySearch {
  query: string;
  status: 'idle' | 'searching' | 'complete' | 'failed';
  results: SearchResult[];
  error?: DriveError | undefined;
}

export const $search = atom<LibrarySearch>({ query: '', status: 'idle', results: [] });

/** What the file manager needs from outside the page: Graph with the user's token, and a way to send bytes. */
export interface LibraryConnection {
  graph: ApiClient;
  /** The bearer of an upload's PUT, fresh when asked (after a 401). */
  authorization: (forceRefresh: boolean) => Promise<string>;
  put: PutBytes;
}

/** The page's address and history, as far as the file manager uses them. */
export interface AddressBar {
  href(): string;
  push(url: string): void;
  replace(url: string): void;
  /** Calls `listener` when the user goes back or forward; returns what stops it. */
  onBackOrForward(listener: () => unknown): () => void;
  /** Loads the page again: the only retry when the file manager could not start. */
  reloadPage(): void;
  /** Goes to another page. */
  assign(url: string): void;
  /**
   * Calls `listener` as the page goes away (a reload, a link, the tab closed: `pagehide`), when
   * only what it sends before returning still leaves; returns what stops it.
   */
  onLeave(listener: () => void): () => void;
}

const browserAddressBar: AddressBar = {
  href: () => window.location.href,
  push: (url) => window.history.pushState(null, '', url),
  replace: (url) => window.history.replaceState(null, '', url),
  onBackOrForward: (listener) => {
    const onPopState = () => void listener();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  },
  reloadPage: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
  onLeave: (listener) => {
    window.addEventListener('pagehide', listener);
    return () => window.removeEventListener('pagehide', listener);
  },
};

/**
 * Graph with MSAL's access token, refreshed once on a 401 (docs/calls.md), and uploads over
 * XMLHttpRequest (for their progress). Loaded when the file manager opens, not with the page.
 */
async function connectWithMsal(msal: MsalSettings, graphApi: string): Promise<LibraryConnection> {
  const [{ graphClient }, { xhrPut }] = await Promise.all([
    import('../services/outside-clients.ts'),
    import('../file-manager/services/xhr-put.ts'),
  ]);
  const { graph, tokens } = graphClient(msal, graphApi);
  return { graph, authorization: (forceRefresh) => tokens('access', { forceRefresh }), put: xhrPut };
}

interface OpenLibrary {
  library: navigation.ClientLibrary;
  foreignSite: boolean;
  address: AddressBar;
  /** Set once connected; until then (or when connecting failed) there is nothing to list with. */
  graph?: ApiClient;
  /** The bearer of Graph calls, asked for while the page can still wait for it (a delete's Undo). */
  authorization?: LibraryConnection['authorization'];
  stopHistory?: () => void;
  stopLeaving?: () => void;
}

let opened: OpenLibrary | undefined;
let current: AbortController | undefined;
let searching: AbortController | undefined;
/** Until when (ms) Graph asked to be left alone: its last Retry-After, honoured by every listing. */
let backOffUntil = 0;

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
function showPlace(how: 'push' | 'replace', leaving: readonly string[] = []): void {
  const state = $fileManager.get();
  if (!opened || !state) return;
  const here = new URL(opened.address.href());
  const from = new URL(here.href);
  for (const key of leaving) from.searchParams.delete(key);
  const url = placeUrl(from, placeOf(state, opened.foreignSite));
  if (url === `${here.pathname}${here.search}${here.hash}`) return;
  if (how === 'push') opened.address.push(url);
  else opened.address.replace(url);
}

/** Graph's refusal as it is; no token at all (MSAL has no account or needs the user) as a 401. */
function asDriveError(error: unknown): DriveError {
  if (error instanceof DriveError) return error;
  const name = error instanceof Error ? error.name : '';
  if (/NoCredential|InteractionRequired|BrowserAuth/.test(name))
    return new DriveError(401, 'unauthenticated', error instanceof Error ? error.message : '');
  return new DriveError(0, 'networkError', error instanceof Error ? error.message : '');
}

/** Graph's refusal as a DriveError, its Retry-After (if busy) kept for the next calls. */
function refusalOf(error: unknown): DriveError {
  const refusal = asDriveError(error);
  const seconds = backOffSeconds(refusal);
  if (seconds !== undefined) backOffUntil = Math.max(backOffUntil, Date.now() + seconds * 1000);
  return refusal;
}

/** Waits out Graph's Retry-After, counting down in the listing; false when the listing was stopped. */
function backOff(signal: AbortSignal): Promise<boolean> {
  if (Date.now() >= backOffUntil) return Promise.resolve(true);
  return waitUntil(backOffUntil, signal, (retryIn) => $folder.set({ status: 'waiting', items: [], retryIn }));
}

function stopListing(): void {
  current?.abort();
  current = undefined;
}

/**
 * Lists the current folder; a newer navigation cancels an older listing. `keep`: the rows on screen
 * stay until the new listing is whole (a folder listed again, not one opened), so nobody about to
 * open a row finds the list emptied under the pointer.
 */
async function loadCurrent(expected?: number, keep = false): Promise<void> {
  const state = $fileManager.get();
  const graph = opened?.graph;
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
async function openPlace({ folder, item }: FileManagerPlace): Promise<void> {
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

export interface OpenLibraryOptions {
  library: navigation.ClientLibrary;
  /** The library is not the active client's (a link to another site): the URL keeps naming it. */
  foreignSite: boolean;
  msal: MsalSettings;
  graphApi: string;
  /** Tests stand in for Graph and uploads; the page connects through MSAL. */
  connect?: () => Promise<LibraryConnection>;
  /** Tests stand in for the browser's address bar and history. */
  address?: AddressBar;
}

/**
 * Starts the file manager on the page: connects to the library, sends uploads to its upload
 * folder, opens the folder and item the page's URL names, and follows back and forward.
 */
export async function openLibrary(options: OpenLibraryOptions): Promise<void> {
  closeLibrary();
  const { library, foreignSite } = options;
  const session: OpenLibrary = { library, foreignSite, address: options.address ?? browserAddressBar };
  opened = session;
  try {
    const connection = await (options.connect ?? (() => connectWithMsal(options.msal, options.graphApi)))();
    if (opened !== session) return;
    session.graph = connection.graph;
    session.authorization = connection.authorization;
    // A delete waiting for its Undo is what the person asked for: the page going does not cancel it.
    session.stopLeaving = session.address.onLeave(sendDeleteNow);
    await finishLeavingDeletes(connection.graph, library.siteId);
    if (opened !== session) return;
    const uploadFolder = library.libraryUploadId;
    sendUploadsTo({
      ...connection,
      siteId: library.siteId,
      folderId: uploadFolder,
      // The new file shows in the upload folder, and in the count of its parent.
      onUploaded: () => {
        const inside = $fileManager.get()?.documentLibrary.currentParentId === uploadFolder;
        const listed = $folder.get().items.some((item) => item.id === uploadFolder);
        if (inside || listed) void reload();
      },
    });
    // The URL names the place on arrival and after back or forward; the URL is then tidied to
    // what opened (a folder that is gone leaves Home).
    const openAddressPlace = async () => {
      const { search } = new URL(session.address.href());
      $sort.set(readSort(search));
      const query = readQuery(search);
      if (query) void runSearch(query);
      else stopSearch();
      await openPlace(readPlace(search));
      showPlace('replace');
    };
    session.stopHistory = session.address.onBackOrForward(openAddressPlace);
    await openAddressPlace();
    await nameUploadFolder();
  } catch (error) {
    // The code or the token did not load: nothing can be listed.
    if (opened === session) $folder.set({ status: 'failed', items: [], error: asDriveError(error) });
  }
}

/** The file manager leaves the page: it stops following the history and any listing. */
export function closeLibrary(): void {
  // A delete waiting for its Undo is what the person asked for: it is sent as the library goes.
  sendDeleteNow();
  $notice.set(undefined);
  opened?.stopHistory?.();
  opened?.stopLeaving?.();
  opened = undefined;
  stopListing();
  stopSearch();
  // The next page starts afresh, as a reload would.
  backOffUntil = 0;
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
  if (opened?.foreignSite) {
    opened.address.assign(new URL(opened.address.href()).pathname);
    return Promise.resolve();
  }
  return resetParent();
}

/** Lists the current folder again (retry after an error, or after an upload into it). */
export function reload(): Promise<void> {
  // Nothing started (the start itself failed): only a fresh page can try again.
  if (!opened?.graph) {
    (opened?.address ?? browserAddressBar).reloadPage();
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

/** Writes a change of the query string in place (sort, search): the same folder, no new history entry. */
function editAddress(edit: (params: URLSearchParams) => void): void {
  if (!opened) return;
  const url = new URL(opened.address.href());
  const before = `${url.pathname}${url.search}${url.hash}`;
  edit(url.searchParams);
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== before) opened.address.replace(next);
}

/** Orders the list: the rows in hand are sorted again at once, pages still to come take the same order. */
export function sortBy(sort: FileSort): void {
  $sort.set(sort);
  const folder = $folder.get();
  $folder.set({ ...folder, items: [...folder.items].sort(compareBy(sort)) });
  editAddress((params) => writeSort(params, sort));
}

function stopSearch(): void {
  searching?.abort();
  searching = undefined;
  if ($search.get().status !== 'idle') $search.set({ query: '', status: 'idle', results: [] });
}

async function runSearch(query: string): Promise<void> {
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
  if (!opened) return;
  stopSearch();
  const { item, folders } = result;
  const folder = item.type === 'Folder' ? item.id : folders.length > 0 ? item.parentId : '';
  await openPlace({ site: '', folder, item: item.type === 'Folder' ? '' : item.id });
  // The search keeps its entry in the history: Back returns to the results.
  showPlace('push', ['q']);
}

/** Calls Graph on the open library's site; a refusal comes back as a DriveError (a busy Graph's wait kept). */
export async function withLibrary<T>(call: (graph: ApiClient, siteId: string) => Promise<T>): Promise<T> {
  const graph = opened?.graph;
  if (!opened || !graph) throw new DriveError(0, 'networkError', 'The library is not open.');
  try {
    return await call(graph, opened.library.siteId);
  } catch (error) {
    throw refusalOf(error);
  }
}

/** A file's bytes (for the viewer, or a download); Graph's PDF of it when `asPdf`. Refusals as DriveErrors. */
export async function contentOf(
  item: FileItem,
  { asPdf = false, signal }: { asPdf?: boolean; signal?: AbortSignal } = {},
): Promise<Blob> {
  const graph = opened?.graph;
  if (!opened || !graph) throw new DriveError(0, 'networkError', 'The library is not open.');
  try {
    return await fileContent(graph, opened.library.siteId, item.id, { asPdf, ...(signal ? { signal } : {}) });
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * Saves a file as a download, its bytes fetched with the user's token at the moment they ask
 * (a download link from the listing may have expired since).
 */
export async function downloadFile(item: FileItem): Promise<void> {
  saveBlob(await contentOf(item), item.name);
}

/** Hands bytes to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser reads the bytes for the download after the click returns; let it have them a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Who may organise the library (decision 074): staff anything, a client what they added, others nothing. */
export type OrganiseRight = 'staff' | 'client' | 'none';

/** What the last change did, for the notice under the toolbar (and screen readers). */
export interface LibraryNotice {
  tone: 'done' | 'error';
  /** A fileLibrary text (`organise.…`) or a text of another namespace (`ns:key`), and its values. */
  text: string;
  values: Record<string, string | number>;
  /** Set while deleted items can still be kept: the DELETE is sent when the notice goes. */
  undoable?: boolean;
}

export const $notice = atom<LibraryNotice | undefined>(undefined);

/** How long the Undo of a delete stays: Graph cannot restore from a library's recycle bin, so the DELETE waits. */
export const UNDO_SECONDS = 8;

interface PendingDelete {
  items: FileItem[];
  timer: ReturnType<typeof setTimeout>;
  /** Graph's token, asked for when the delete was chosen: leaving, the page has no time to ask. */
  bearer?: string;
}
let pendingDelete: PendingDelete | undefined;

/** Graph's refusal of a change, as the notice's text: the rule, the clash, the lock, the quota. */
function organiseProblem(error: DriveError): string {
  if (error.status === 409) return 'organise.errors.taken';
  if (error.status === 412) return 'organise.errors.changed';
  if (error.status === 423) return 'organise.errors.locked';
  if (error.status === 507) return 'organise.errors.full';
  if (error.status === 403) return 'organise.errors.denied';
  if (error.status === 404) return 'organise.errors.gone';
  if (error.status === 429 || error.status === 503) return 'organise.errors.busy';
  if (error.status === 400) return 'organise.errors.refused';
  if (error.status === 0) return 'organise.errors.network';
  return 'organise.errors.other';
}

/**
 * Makes a change in the library, then says what it did (or why Graph refused, in
 * `problem`'s words when it has them) and lists the folder again.
 */
export async function organise(
  change: (graph: ApiClient, siteId: string) => Promise<unknown>,
  done: Omit<LibraryNotice, 'tone'>,
  name: string,
  problem?: (refusal: DriveError) => Omit<LibraryNotice, 'tone'> | undefined,
): Promise<boolean> {
  const graph = opened?.graph;
  const state = $fileManager.get();
  if (!opened || !graph || !state) return false;
  try {
    await change(graph, state.documentLibrary.siteId);
    $notice.set({ tone: 'done', ...done });
    await loadCurrent();
    return true;
  } catch (error) {
    const refusal = refusalOf(error);
    $notice.set({
      tone: 'error',
      ...(problem?.(refusal) ?? { text: organiseProblem(refusal), values: { name, message: refusal.message } }),
    });
    // Whatever happened, the list shows the library as it now is.
    await loadCurrent();
    return false;
  }
}

/** A new folder in the current folder. */
export function newFolder(name: string): Promise<boolean> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve(false);
  const { siteId, currentParentId } = state.documentLibrary;
  const atHome = state.breadcrumbs.length === 1;
  return organise(
    (graph) => createFolder(graph, siteId, currentParentId, name, atHome),
    { text: 'organise.created', values: { name } },
    name,
  );
}

/** Renames an item; changed meanwhile elsewhere, Graph refuses (412) and the list is loaded again. */
export function renameItem(item: FileItem, name: string): Promise<boolean> {
  return organise(
    (graph, siteId) => updateItem(graph, siteId, item.id, { name }, item.eTag),
    { text: 'organise.renamed', values: { name: item.name, newName: name } },
    item.name,
  );
}

async function sendDeletes(items: readonly FileItem[]): Promise<void> {
  const graph = opened?.graph;
  const state = $fileManager.get();
  if (!graph || !state) return;
  const { siteId } = state.documentLibrary;
  for (const item of items) {
    try {
      await deleteItem(graph, siteId, item.id, item.eTag);
    } catch (error) {
      const refusal = refusalOf(error);
      $notice.set({
        tone: 'error',
        text: organiseProblem(refusal),
        values: { name: item.name, message: refusal.message },
      });
    }
  }
  await loadCurrent();
}

/** Sends a waiting delete now (the notice went, or the page is leaving). */
export function flushDelete(): Promise<void> {
  const pending = pendingDelete;
  if (!pending) return Promise.resolve();
  clearTimeout(pending.timer);
  pendingDelete = undefined;
  if ($notice.get()?.undoable) $notice.set(undefined);
  return sendDeletes(pending.items);
}

/** Where a tab keeps the deletes it sent as its page went, for its next page to finish. */
const LEAVING_DELETES_KEY = 'portal.fileManager.leavingDeletes';
/** Older than this, a delete sent as a page went is not sent again. */
const LEAVING_DELETES_MS = 5 * 60_000;

interface LeavingDeletes {
  siteId: string;
  at: number;
  items: { id: string; eTag?: string | undefined }[];
}

function rememberLeavingDeletes(siteId: string, items: readonly FileItem[]): void {
  try {
    const kept: LeavingDeletes = { siteId, at: Date.now(), items: items.map(({ id, eTag }) => ({ id, eTag })) };
    sessionStorage.setItem(LEAVING_DELETES_KEY, JSON.stringify(kept));
  } catch {
    // Without storage the keepalive DELETE alone carries it.
  }
}

/** The deletes the tab's last page sent as it went, for this library, once. */
function takeLeavingDeletes(siteId: string): LeavingDeletes['items'] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(LEAVING_DELETES_KEY) ?? 'null') as LeavingDeletes | null;
    if (!kept || kept.siteId !== siteId) return [];
    sessionStorage.removeItem(LEAVING_DELETES_KEY);
    return Date.now() - kept.at < LEAVING_DELETES_MS ? kept.items : [];
  } catch {
    return [];
  }
}

/**
 * Finishes what the last page of this tab deleted as it went, before anything is listed: its
 * keepalive DELETE may not have been sent (no token in hand yet), or may reach Graph after the new
 * page's listing. Gone already is what was wanted; an item changed since (412) is left as it is.
 */
async function finishLeavingDeletes(graph: ApiClient, siteId: string): Promise<void> {
  for (const item of takeLeavingDeletes(siteId)) {
    await deleteItem(graph, siteId, item.id, item.eTag).catch(() => undefined);
  }
}

/**
 * Sends a waiting delete before this returns, for a page that is going away (or a library closed):
 * one `keepalive` DELETE per item, with the token asked for when the delete was chosen. A refusal
 * is not seen: nobody is left to read it, and the next listing shows the library as it is.
 */
function sendDeleteNow(): void {
  const pending = pendingDelete;
  const graph = opened?.graph;
  if (!pending || !graph || !opened) return;
  clearTimeout(pending.timer);
  pendingDelete = undefined;
  if ($notice.get()?.undoable) $notice.set(undefined);
  const { siteId } = opened.library;
  for (const item of pending.items) deleteItemNow(graph, siteId, item.id, item.eTag, pending.bearer);
  rememberLeavingDeletes(siteId, pending.items);
}

/**
 * Deletes items after the Undo's time: they leave the list at once, and the DELETE is sent only
 * when the notice goes (Graph has no restore for a document library).
 */
export async function deleteItems(items: readonly FileItem[]): Promise<void> {
  await flushDelete();
  if (items.length === 0) return;
  const ids = new Set(items.map((item) => item.id));
  const folder = $folder.get();
  $folder.set({ ...folder, items: folder.items.filter((item) => !ids.has(item.id)) });
  const state = $fileManager.get();
  if (state && ids.has(state.selectedItemId)) selectItem(undefined);
  $notice.set({
    tone: 'done',
    text: 'organise.deleted',
    values: { name: items[0]?.name ?? '', count: items.length },
    undoable: true,
  });
  const pending: PendingDelete = {
    items: [...items],
    timer: setTimeout(() => void flushDelete(), UNDO_SECONDS * 1000),
  };
  pendingDelete = pending;
  // Without a token in hand the page could not send the delete as it goes (MSAL answers later).
  opened?.authorization?.(false).then(
    (bearer) => {
      pending.bearer = bearer;
    },
    () => undefined,
  );
}

/** Keeps the items a delete was about to remove: nothing was sent, they come back to the list. */
export function undoDelete(): Promise<void> {
  const pending = pendingDelete;
  if (!pending) return Promise.resolve();
  clearTimeout(pending.timer);
  pendingDelete = undefined;
  $notice.set({
    tone: 'done',
    text: 'organise.kept',
    values: { count: pending.items.length, name: pending.items[0]?.name ?? '' },
  });
  return loadCurrent();
}

export function dismissNotice(): void {
  if ($notice.get()?.undoable) void flushDelete();
  else $notice.set(undefined);
}

/** Graph and the site of the open library, for code loaded later (the zip of a selection, stores/file-zip.ts). */
export function openGraph(): { graph: ApiClient; siteId: string } | undefined {
  return opened?.graph ? { graph: opened.graph, siteId: opened.library.siteId } : undefined;
}

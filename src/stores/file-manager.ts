/**
 * The file manager's store (state in docs/data.md, navigation in docs/behaviour.md): where the user is
 * in the client's library, and the listing of the current folder, filled page by page.
 */
import { atom } from 'nanostores';
import type { FileItem } from '@/file-manager/file-item.ts';
import { listing } from '@/file-manager/listing.ts';
import { DriveError, listChildren, trailTo } from '@/file-manager/services/drive-client.ts';
import * as navigation from '@/file-manager/state.ts';
import type { ApiClient } from '@/services/http-client.ts';
import { BREADCRUMBS_KEY } from './clients.ts';

export type FolderStatus = 'loading' | 'complete' | 'failed';

export interface FolderListing {
  status: FolderStatus;
  /** Visible rows, hidden folders removed, in the order of docs/calls.md; grows while pages arrive. */
  items: FileItem[];
  /** Items the folder holds when known (from its parent's childCount), for progress. */
  expected?: number | undefined;
  error?: DriveError | undefined;
}

export const $fileManager = atom<navigation.FileManagerState | undefined>(undefined);
export const $folder = atom<FolderListing>({ status: 'loading', items: [] });

let graph: ApiClient | undefined;
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

function commit(state: navigation.FileManagerState): void {
  $fileManager.set(state);
  storeTrail(state);
}

/** Graph's refusal as it is; no token at all (MSAL has no account or needs the user) as a 401. */
function asDriveError(error: unknown): DriveError {
  if (error instanceof DriveError) return error;
  const name = error instanceof Error ? error.name : '';
  if (/NoCredential|InteractionRequired|BrowserAuth/.test(name))
    return new DriveError(401, 'unauthenticated', error instanceof Error ? error.message : '');
  return new DriveError(0, 'networkError', error instanceof Error ? error.message : '');
}

/** The page could not start the file manager (e.g. its code or the token did not load). */
export function startFailed(error: unknown): void {
  $folder.set({ status: 'failed', items: [], error: asDriveError(error) });
}

/** Lists the current folder; a newer navigation cancels an older listing. */
async function loadCurrent(expected?: number): Promise<void> {
  const state = $fileManager.get();
  if (!state || !graph) return;
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const { siteId, currentParentId } = state.documentLibrary;
  const received: FileItem[] = [];
  $folder.set({ status: 'loading', items: [], expected });
  try {
    await listChildren(graph, siteId, currentParentId, {
      atHome: state.breadcrumbs.length === 1,
      signal: controller.signal,
      onPage: (page) => {
        if (controller.signal.aborted) return;
        received.push(...page);
        $folder.set({ status: 'loading', items: listing(received), expected });
      },
    });
    if (controller.signal.aborted) return;
    $folder.set({ status: 'complete', items: listing(received) });
  } catch (error) {
    if (controller.signal.aborted) return;
    $folder.set({ status: 'failed', items: [], error: asDriveError(error) });
  } finally {
    const latest = $fileManager.get();
    if (current === controller && latest) $fileManager.set(navigation.loaded(latest));
  }
}

export interface StartOptions {
  graph: ApiClient;
  library: navigation.ClientLibrary;
  /** From the page's URL after a reload or from a link: the folder to open and the item to select. */
  folderId?: string | undefined;
  selectedId?: string | undefined;
}

/** Setting a client resets the trail to Home (docs/behaviour.md); a folder named by the URL is found again. */
export async function startFileManager({ graph: client, library, folderId, selectedId }: StartOptions): Promise<void> {
  graph = client;
  let state = navigation.forClient(library);
  if (folderId && folderId !== library.rootParentId) {
    commit({ ...state, processing: true });
    $folder.set({ status: 'loading', items: [] });
    try {
      const trail =
        storedTrail(library.siteId, folderId) ??
        (await trailTo(client, library.siteId, folderId, library.rootParentId));
      state = navigation.withTrail(state, trail);
    } catch (error) {
      commit(navigation.loaded(state));
      $folder.set({ status: 'failed', items: [], error: asDriveError(error) });
      return;
    }
  }
  commit(selectedId ? { ...state, selectedItemId: selectedId } : state);
  await loadCurrent();
}

export function openFolder(folder: FileItem): Promise<void> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve();
  commit(navigation.openFolder(state, folder));
  return loadCurrent(folder.childCount);
}

export function goBack(crumbIndex: number): Promise<void> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve();
  commit(navigation.goBack(state, crumbIndex));
  return loadCurrent();
}

export function resetParent(): Promise<void> {
  const state = $fileManager.get();
  if (!state) return Promise.resolve();
  commit(navigation.resetParent(state));
  return loadCurrent();
}

/** Lists the current folder again (retry after an error, or after an upload into it). */
export function reload(): Promise<void> {
  // Nothing started (the start itself failed): only a fresh page can try again.
  if (!graph) {
    window.location.reload();
    return Promise.resolve();
  }
  return loadCurrent();
}

export function selectItem(item: FileItem | undefined): void {
  const state = $fileManager.get();
  if (state) $fileManager.set(navigation.select(state, item));
}

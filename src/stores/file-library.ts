/**
 * The library the file manager has open: which one, Graph with the person's token once connected,
 * the page it is shown on, and Graph's refusals as DriveErrors with its Retry-After kept for every
 * later call. The other parts of the file manager (listing, search, changes, deletes) call Graph
 * through this; file-manager.ts opens and closes it.
 */
import type { FileItem } from '../file-manager/file-item.ts';
import { backOffSeconds } from '../file-manager/problem.ts';
import { DriveError, fileContent } from '../file-manager/services/drive-client.ts';
import type { ClientLibrary } from '../file-manager/state.ts';
import type { ApiClient } from '../services/http-client.ts';

/**
 * The page the library is shown on, as far as the file manager uses it: its address and history,
 * its going away, and downloads. The island hands the browser's (islands/file-manager/library-page.ts);
 * tests hand their own. A store never touches the page itself.
 */
export interface LibraryPage {
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
  /** Hands bytes to the browser as a download named `name`. */
  save(blob: Blob, name: string): void;
}

/** What the file manager needs from outside the page: Graph with the user's token, and a way to send bytes. */
export interface OpenLibrary {
  library: ClientLibrary;
  /** The library is not the active client's (a link to another site): the URL keeps naming it. */
  foreignSite: boolean;
  page: LibraryPage;
  /** Set once connected; until then (or when connecting failed) there is nothing to list with. */
  graph?: ApiClient;
  /** The bearer of Graph calls, asked for while the page can still wait for it (a delete's Undo). */
  authorization?: (forceRefresh: boolean) => Promise<string>;
}

let opened: OpenLibrary | undefined;
/** Until when (ms) Graph asked to be left alone: its last Retry-After, honoured by every listing. */
let backOffUntil = 0;

/** The library open now, if any. */
export function openLibraryNow(): OpenLibrary | undefined {
  return opened;
}

/** Makes `library` the open one (undefined: none); the next library starts without the last one's wait. */
export function setOpenLibrary(library: OpenLibrary | undefined): void {
  opened = library;
  if (!library) backOffUntil = 0;
}

/** Graph's refusal as it is; no token at all (MSAL has no account or needs the user) as a 401. */
export function asDriveError(error: unknown): DriveError {
  if (error instanceof DriveError) return error;
  const name = error instanceof Error ? error.name : '';
  if (/NoCredential|InteractionRequired|BrowserAuth/.test(name))
    return new DriveError(401, 'unauthenticated', error instanceof Error ? error.message : '');
  return new DriveError(0, 'networkError', error instanceof Error ? error.message : '');
}

/** Graph's refusal as a DriveError, its Retry-After (if busy) kept for the next calls. */
export function refusalOf(error: unknown): DriveError {
  const refusal = asDriveError(error);
  const seconds = backOffSeconds(refusal);
  if (seconds !== undefined) backOffUntil = Math.max(backOffUntil, Date.now() + seconds * 1000);
  return refusal;
}

/** Until when (ms since epoch) Graph asked to be left alone. */
export function busyUntil(): number {
  return backOffUntil;
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
export function contentOf(
  item: FileItem,
  { asPdf = false, signal }: { asPdf?: boolean; signal?: AbortSignal } = {},
): Promise<Blob> {
  return withLibrary((graph, siteId) => fileContent(graph, siteId, item.id, { asPdf, ...(signal ? { signal } : {}) }));
}

/** Hands bytes to the page as a download (nothing when no library is shown). */
export function saveBlob(blob: Blob, name: string): void {
  opened?.page.save(blob, name);
}

/**
 * Saves a file as a download, its bytes fetched with the user's token at the moment they ask
 * (a download link from the listing may have expired since).
 */
export async function downloadFile(item: FileItem): Promise<void> {
  saveBlob(await contentOf(item), item.name);
}

/** Graph and the site of the open library, for code loaded later (the zip of a selection, stores/file-zip.ts). */
export function openGraph(): { graph: ApiClient; siteId: string } | undefined {
  return opened?.graph ? { graph: opened.graph, siteId: opened.library.siteId } : undefined;
}

/**
 * Deleting with an Undo (decisions 076 and 120): the items leave the list at once and Graph's
 * DELETE waits UNDO_SECONDS, since a document library has no restore. The page going away (or the
 * library closed) sends a waiting delete at once, and the tab's next page sends it again.
 */
import type { FileItem } from '../file-manager/file-item.ts';
import { rememberLeavingDeletes, takeLeavingDeletes } from '../file-manager/leaving-deletes.ts';
import { deleteItem, deleteItemNow } from '../file-manager/services/drive-client.ts';
import type { ApiClient } from '../services/http-client.ts';
import { $notice, organiseProblem } from './file-changes.ts';
import { openLibraryNow, refusalOf } from './file-library.ts';
import { $fileManager, $folder, loadCurrent, selectItem } from './file-listing.ts';

/** How long the Undo of a delete stays: Graph cannot restore from a library's recycle bin, so the DELETE waits. */
export const UNDO_SECONDS = 8;

interface PendingDelete {
  items: FileItem[];
  timer: ReturnType<typeof setTimeout>;
  /** Graph's token, asked for when the delete was chosen: leaving, the page has no time to ask. */
  bearer?: string;
}
let pendingDelete: PendingDelete | undefined;

/** The tab's storage, read where a browser without one (or a test) fails inside the record's own guard. */
const tabStorage = (): Storage => globalThis.sessionStorage;

async function sendDeletes(items: readonly FileItem[]): Promise<void> {
  const graph = openLibraryNow()?.graph;
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

/**
 * Finishes what the last page of this tab deleted as it went, before anything is listed: its
 * keepalive DELETE may not have been sent (no token in hand yet), or may reach Graph after the new
 * page's listing. Gone already is what was wanted; an item changed since (412) is left as it is.
 */
export async function finishLeavingDeletes(graph: ApiClient, siteId: string): Promise<void> {
  for (const item of takeLeavingDeletes(tabStorage(), siteId)) {
    await deleteItem(graph, siteId, item.id, item.eTag).catch(() => undefined);
  }
}

/**
 * Sends a waiting delete before this returns, for a page that is going away (or a library closed):
 * one `keepalive` DELETE per item, with the token asked for when the delete was chosen. A refusal
 * is not seen: nobody is left to read it, and the next listing shows the library as it is.
 */
export function sendDeleteNow(): void {
  const pending = pendingDelete;
  const opened = openLibraryNow();
  const graph = opened?.graph;
  if (!pending || !graph || !opened) return;
  clearTimeout(pending.timer);
  pendingDelete = undefined;
  if ($notice.get()?.undoable) $notice.set(undefined);
  const { siteId } = opened.library;
  for (const item of pending.items) deleteItemNow(graph, siteId, item.id, item.eTag, pending.bearer);
  rememberLeavingDeletes(tabStorage(), siteId, pending.items);
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
  openLibraryNow()
    ?.authorization?.(false)
    .then(
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

/** The notice's Dismiss: a delete waiting behind it is sent now. */
export function dismissNotice(): void {
  if ($notice.get()?.undoable) void flushDelete();
  else $notice.set(undefined);
}

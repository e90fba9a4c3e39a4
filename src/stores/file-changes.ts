/**
 * Changes made to the library (a new folder, a rename; moves and versions in file-organise.ts,
 * deletes in file-deletes.ts) and the notice under the toolbar that says what the last one did.
 */
import { atom } from 'nanostores';
import type { FileItem } from '../file-manager/file-item.ts';
import { createFolder, type DriveError, updateItem } from '../file-manager/services/drive-client.ts';
import type { ApiClient } from '../services/http-client.ts';
import { openLibraryNow, refusalOf } from './file-library.ts';
import { $fileManager, loadCurrent } from './file-listing.ts';

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

/** Graph's refusal of a change, as the notice's text: the rule, the clash, the lock, the quota. */
export function organiseProblem(error: DriveError): string {
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
  const graph = openLibraryNow()?.graph;
  const state = $fileManager.get();
  if (!graph || !state) return false;
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

/**
 * Moving items and a file's versions (decision 086), beside the file manager's store: the same
 * open library, the same notice under the toolbar, the list loaded again after every change.
 */
import { atom } from 'nanostores';
import type { FileItem } from '../file-manager/file-item.ts';
import { isListed } from '../file-manager/listing.ts';
import {
  type DriveError,
  type FileVersion,
  homeFolderId,
  listFolders,
  listVersions,
  restoreVersion,
  updateItem,
  type VersionsPage,
  versionContent,
} from '../file-manager/services/drive-client.ts';
import { $notice, organise } from './file-changes.ts';
import { saveBlob, withLibrary } from './file-library.ts';
import { reload } from './file-listing.ts';

export type { FileVersion };

/** A folder the picker shows or an item is moved to; Home's id is found when first needed. */
export interface MoveTarget {
  id: string;
  name: string;
  /** Home: the client's root folder (or the library root), listed as the file list lists it. */
  home?: boolean;
}

let homeId: { siteId: string; id: Promise<string> } | undefined;

/** The id Graph knows Home's folder by (the library root's is asked for once). */
function idOf(target: MoveTarget): Promise<string> {
  if (!target.home) return Promise.resolve(target.id);
  return withLibrary((graph, siteId) => {
    if (homeId?.siteId !== siteId) homeId = { siteId, id: homeFolderId(graph, siteId, target.id) };
    const asked = homeId;
    // A failed ask is asked again next time.
    asked.id.catch(() => {
      if (homeId === asked) homeId = undefined;
    });
    return asked.id;
  });
}

/** The folders a move can go to inside `target`: the reserved folders are never offered. */
export function foldersIn(target: MoveTarget, signal?: AbortSignal): Promise<FileItem[]> {
  return withLibrary((graph, siteId) =>
    listFolders(graph, siteId, target.id, { atHome: target.home === true, ...(signal ? { signal } : {}) }),
  ).then((folders) => folders.filter(isListed));
}

/** Graph's refusal of a move, in the move's own words where the file manager's are not precise enough. */
function moveProblem(item: FileItem, folderName: string) {
  return (refusal: DriveError) => {
    const values = { name: item.name, folder: folderName, message: refusal.message };
    if (refusal.status === 409) return { text: 'fileOrganise:move.errors.taken', values };
    // Graph's 400 for a move into the item itself or below it (the page offers neither; another tab might).
    if (refusal.status === 400 && item.type === 'Folder')
      return { text: 'fileOrganise:move.errors.intoItself', values };
    if (refusal.status === 404 && refusal.message.includes('parent'))
      return { text: 'fileOrganise:move.errors.targetGone', values };
    return undefined;
  };
}

/**
 * Moves an item into another folder (Graph: PATCH with `parentReference`), keeping its id. Into
 * itself is refused here, without a call; a name already in the target is Graph's 409, said so.
 */
export async function moveItem(item: FileItem, target: MoveTarget, folderName = target.name): Promise<boolean> {
  if (target.id === item.id) {
    $notice.set({ tone: 'error', text: 'fileOrganise:move.errors.intoItself', values: { name: item.name } });
    return false;
  }
  if (!target.home && target.id === item.parentId) return false;
  return organise(
    async (graph, siteId) => {
      const parentId = await idOf(target);
      if (parentId === item.parentId) return;
      await updateItem(graph, siteId, item.id, { parentId }, item.eTag);
    },
    { text: 'fileOrganise:move.moved', values: { name: item.name, folder: folderName } },
    item.name,
    moveProblem(item, folderName),
  );
}

/** A page of a file's versions, the current one first; `next` (Graph's link) asks for the page after. */
export function versionsOf(
  item: FileItem,
  page: { next?: string | undefined; signal?: AbortSignal },
): Promise<VersionsPage> {
  return withLibrary((graph, siteId) => listVersions(graph, siteId, item.id, page));
}

/** Why one item of a selection did not move, in the words of `fileMoving:reasons.…`. */
type MoveRefusal = 'taken' | 'gone' | 'locked' | 'changed' | 'denied' | 'intoItself' | 'busy' | 'network' | 'other';

/** The items of the last move of a selection that stayed where they were, each with why. */
interface MoveReport {
  folder: string;
  failed: { id: string; name: string; reason: MoveRefusal; message: string }[];
}

/** Shown by the selection bar for the items still ticked (those that failed stay so), replaced by the next move. */
export const $moveReport = atom<MoveReport | undefined>(undefined);

function refusalReason(refusal: DriveError, item: FileItem): MoveRefusal {
  if (refusal.status === 409) return 'taken';
  if (refusal.status === 404) return 'gone';
  if (refusal.status === 423) return 'locked';
  if (refusal.status === 412) return 'changed';
  if (refusal.status === 403) return 'denied';
  if (refusal.status === 400 && item.type === 'Folder') return 'intoItself';
  if (refusal.status === 429 || refusal.status === 503) return 'busy';
  if (refusal.status === 0) return 'network';
  return 'other';
}

/**
 * Moves the ticked items into a folder: one Graph `PATCH` each (Graph's `$batch` would save round
 * trips, but the stand-in does not answer it, and one call each lets every refusal be told apart),
 * one after another, so a busy library is not asked for fifty moves at once. The items that moved
 * leave the list (and so the selection) when it is loaded again; those that did not stay ticked,
 * each with its reason in `$moveReport`. A folder cannot go into itself: a target among the items
 * is refused before any call. A target that went meanwhile stops the move at the first refusal.
 */
export async function moveItems(
  items: readonly FileItem[],
  target: MoveTarget,
  folderName = target.name,
  /** Told the ids that moved, so they leave the selection at once (the selection store is the page's, not loaded here). */
  unselect: (moved: string[]) => void = () => {},
): Promise<number> {
  $moveReport.set(undefined);
  // One item: the single move's own words (decision 086).
  if (items.length === 1 && items[0]) {
    const moved = await moveItem(items[0], target, folderName);
    if (moved) unselect([items[0].id]);
    return moved ? 1 : 0;
  }
  const into = items.find((item) => item.id === target.id);
  if (into) {
    $notice.set({ tone: 'error', text: 'fileOrganise:move.errors.intoItself', values: { name: into.name } });
    return 0;
  }
  const failed: MoveReport['failed'] = [];
  const went: string[] = [];
  let moved = 0;
  try {
    const parentId = await idOf(target);
    for (const item of items) {
      if (item.parentId === parentId) continue;
      try {
        await withLibrary((graph, siteId) => updateItem(graph, siteId, item.id, { parentId }, item.eTag));
        moved++;
        went.push(item.id);
      } catch (error) {
        const refusal = error as DriveError;
        // The folder itself is gone: every other item would be refused the same way.
        if (refusal.status === 404 && refusal.message.includes('parent')) {
          $notice.set({
            tone: 'error',
            text: moved === 0 ? 'fileOrganise:move.errors.targetGone' : 'fileMoving:targetGoneAfter',
            values: { folder: folderName, name: item.name, count: moved },
          });
          unselect(went);
          await reload();
          return moved;
        }
        failed.push({ id: item.id, name: item.name, reason: refusalReason(refusal, item), message: refusal.message });
      }
    }
  } catch (error) {
    // Home's id could not be asked for: nothing was moved.
    const refusal = error as DriveError;
    $notice.set({
      tone: 'error',
      text: 'fileMoving:notMoved',
      values: { folder: folderName, count: items.length, message: refusal.message },
    });
    return 0;
  }
  unselect(went);
  if (failed.length === 0)
    $notice.set({ tone: 'done', text: 'fileMoving:moved', values: { count: moved, folder: folderName } });
  else {
    $moveReport.set({ folder: folderName, failed });
    $notice.set({
      tone: 'error',
      text: moved === 0 ? 'fileMoving:noneMoved' : 'fileMoving:someMoved',
      values: { count: failed.length, moved, folder: folderName },
    });
  }
  await reload();
  return moved;
}

/** Saves an earlier version as a download, named after the file and the version. */
export async function downloadVersion(item: FileItem, version: FileVersion): Promise<void> {
  const blob = await withLibrary((graph, siteId) => versionContent(graph, siteId, item.id, version.id));
  const dot = item.name.lastIndexOf('.');
  const label = version.id.replace(/\.0$/, '');
  saveBlob(
    blob,
    dot > 0 ? `${item.name.slice(0, dot)} (v${label})${item.name.slice(dot)}` : `${item.name} (v${label})`,
  );
}

/** Makes an earlier version the current one (the one it replaces is kept as a version too). */
export function restoreFileVersion(item: FileItem, version: FileVersion): Promise<boolean> {
  const label = version.id.replace(/\.0$/, '');
  return organise(
    (graph, siteId) => restoreVersion(graph, siteId, item.id, version.id),
    { text: 'fileOrganise:versions.restored', values: { name: item.name, version: label } },
    item.name,
  );
}

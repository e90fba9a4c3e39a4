/**
 * Moving items and a file's versions (decision 086), beside the file manager's store: the same
 * open library, the same notice under the toolbar, the list loaded again after every change.
 */
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
import { $notice, organise, saveBlob, withLibrary } from './file-manager.ts';

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

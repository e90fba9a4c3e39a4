/**
 * Files and whole folders dropped on the list, or a folder chosen (decision 087): each file with
 * the folders it sits in, so the upload keeps the structure, and each empty folder (decision 092);
 * and those folders made in the
 * library as Graph makes them. Loaded with the first drop, not with the page.
 */
import type { ApiClient } from '../../services/http-client.ts';
import { createFolder, DriveError, driveError, itemPath } from './drive-client.ts';

export interface DroppedFile {
  file: File;
  /** The folders it sits in below what was dropped, outermost first ([] for a file dropped alone). */
  folders: string[];
}

/** A folder of the drop with nothing in it: made too, as Explorer's copy would (its path, itself last). */
interface DroppedFolder {
  file?: undefined;
  folders: string[];
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** A folder's entries: `readEntries` gives them a batch at a time (100 in Chromium) until an empty one. */
async function entriesOf(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, folders: string[], out: (DroppedFile | DroppedFolder)[]): Promise<void> {
  if (entry.isFile) out.push({ file: await fileOf(entry as FileSystemFileEntry), folders });
  else if (entry.isDirectory) {
    const children = await entriesOf(entry as FileSystemDirectoryEntry);
    // A folder with files is made when its first file needs it; an empty one would be lost.
    if (children.length === 0) out.push({ folders: [...folders, entry.name] });
    for (const child of children) await walk(child, [...folders, entry.name], out);
  }
}

/**
 * What a drop holds: each file with its folders. The entries were taken while the drop event ran
 * (the browser empties the DataTransfer afterwards). Without entries (an older browser, a drop
 * made by a script) the plain files are taken.
 */
export async function readDrop(
  entries: readonly (FileSystemEntry | null)[],
  plain: readonly File[],
): Promise<(DroppedFile | DroppedFolder)[]> {
  if (entries.length === 0 || entries.some((entry) => entry === null))
    return plain.map((file) => ({ file, folders: [] }));
  const out: (DroppedFile | DroppedFolder)[] = [];
  for (const entry of entries) if (entry) await walk(entry, [], out);
  return out;
}

/**
 * A folder below `parentId`: made with `POST …/children` (conflictBehavior fail), or, when one of
 * that name is there (409), that one, found by its path, so a folder dropped again is filled, not
 * doubled as `name 1`.
 */
export async function makeFolder(graph: ApiClient, siteId: string, parentId: string, name: string): Promise<string> {
  try {
    return (await createFolder(graph, siteId, parentId, name)).id;
  } catch (error) {
    if (!(error instanceof DriveError) || error.status !== 409) throw error;
    const found = await graph.get(`${itemPath(siteId, parentId)}:/${encodeURIComponent(name)}`);
    if (!found.ok) throw await driveError(found);
    const item = (await found.json()) as { id: string; folder?: object };
    // A file of that name: the folder cannot be made, as Graph would say.
    if (!item.folder) throw error;
    return item.id;
  }
}

/**
 * The folder a dropped folder's file goes to, below `rootId`, each folder of its path made (or
 * found) once: `made` keeps a promise per path, so files of one folder wait for the same request.
 * A refusal is not kept: the next file (or a retry) asks again.
 */
export function folderFor(
  graph: ApiClient,
  siteId: string,
  rootId: string,
  folders: readonly string[],
  made: Map<string, Promise<string>>,
): Promise<string> {
  let parent: Promise<string> = Promise.resolve(rootId);
  for (let depth = 1; depth <= folders.length; depth++) {
    const path = folders.slice(0, depth).join('/');
    const name = folders[depth - 1] as string;
    let known = made.get(path);
    if (!known) {
      known = parent.then((parentId) => makeFolder(graph, siteId, parentId, name));
      known.catch(() => made.delete(path));
      made.set(path, known);
    }
    parent = known;
  }
  return parent;
}

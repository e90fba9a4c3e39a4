/**
 * A selection as one zip, made in the browser as it streams (decision 087): Graph has no zip
 * download. client-zip pulls one entry at a time, so one file's bytes are in flight at once and
 * the tab's memory stays flat however large the selection; a folder brings everything below it,
 * its sub-folders as folder entries, the reserved folders left out as the list leaves them out.
 */
import type { FileItem } from './file-item.ts';
import { isListed } from './listing.ts';

export interface ZipSource {
  /** A folder's children, every page. */
  children(folderId: string, signal?: AbortSignal): Promise<FileItem[]>;
  /** A file's bytes as Graph sends them, not yet read. */
  content(item: FileItem, signal?: AbortSignal): Promise<Response>;
}

/** What client-zip takes: a folder (its name ends in '/') or a file with its streamed bytes. */
export type ZipEntry =
  | { name: string; lastModified: Date }
  | { name: string; lastModified: Date; input: Response; size: number };

/** A day as a file name carries it, sortable in any language: `2026-12-07` (the person's own day). */
function fileDay(day: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

/**
 * What the zip of a selection is named after: one folder ticked, that folder; anything else, the
 * library, how many items and the day (`several`, in the page's words: "Northwind – 3 items –
 * 2026-12-07"), so two zips of the same day and place are told apart by what they hold.
 */
export function zipLabel(
  items: readonly Pick<FileItem, 'name' | 'type'>[],
  several: (count: number, day: string) => string,
  now = new Date(),
): string {
  const only = items[0];
  if (items.length === 1 && only?.type === 'Folder') return only.name;
  return several(items.length, fileDay(now));
}

/** The zip's file name from its label, without the characters a file name cannot hold. */
export function zipName(folderName: string): string {
  const name = folderName
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'Documents'}.zip`;
}

/** Bytes the zip will hold, as far as the listing says (a folder's size is all below it in Graph). */
export function selectionSize(items: readonly FileItem[]): number {
  return items.reduce((total, item) => total + (item.size ?? 0), 0);
}

/**
 * The zip's entries in order, each asked for only when the zip is ready for it: a file's
 * request starts once the one before it is written.
 */
export async function* zipEntries(
  items: readonly FileItem[],
  source: ZipSource,
  signal?: AbortSignal,
  prefix = '',
): AsyncGenerator<ZipEntry> {
  for (const item of items) {
    signal?.throwIfAborted();
    const name = `${prefix}${item.name}`;
    const lastModified = new Date(item.modified || Date.now());
    if (item.type === 'Folder') {
      yield { name: `${name}/`, lastModified };
      const children = (await source.children(item.id, signal)).filter(isListed);
      yield* zipEntries(children, source, signal, `${name}/`);
    } else {
      yield { name, lastModified, input: await source.content(item, signal), size: item.size ?? 0 };
    }
  }
}

/** Below this the zip is gathered in a Blob and saved as a download; above, it is written to a file as it comes. */
export const SMALL_ZIP_BYTES = 32 * 1024 * 1024;

/** The File System Access API's save dialog, where the browser has it (Chromium). */
interface SaveFilePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types?: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>;
}

function hasSavePicker(scope: object): scope is SaveFilePicker {
  return typeof (scope as Partial<SaveFilePicker>).showSaveFilePicker === 'function';
}

export type ZipSaved = 'saved' | 'cancelled';

/**
 * Streams the selection's zip to where the person saves it. A large zip goes straight to a file
 * through the save dialog (no Blob, no Service Worker: the memory stays flat); a small one, or a
 * browser without the dialog, is gathered in a Blob and saved as an ordinary download.
 */
export async function saveZip(
  items: readonly FileItem[],
  folderName: string,
  source: ZipSource,
  { signal, scope = globalThis }: { signal?: AbortSignal; scope?: object } = {},
): Promise<ZipSaved> {
  const { downloadZip } = await import('client-zip');
  const suggestedName = zipName(folderName);
  const zip = () => downloadZip(zipEntries(items, source, signal));
  if (selectionSize(items) > SMALL_ZIP_BYTES && hasSavePicker(scope)) {
    let handle: Awaited<ReturnType<SaveFilePicker['showSaveFilePicker']>>;
    try {
      handle = await scope.showSaveFilePicker({
        suggestedName,
        types: [{ description: 'Zip', accept: { 'application/zip': ['.zip'] } }],
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
    const body = zip().body;
    if (!body) throw new Error('The zip has no body.');
    await body.pipeTo(await handle.createWritable(), signal ? { signal } : {});
    return 'saved';
  }
  const blob = await zip().blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName;
  link.click();
  // The browser reads the bytes for the download after the click returns; let it have them a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'saved';
}

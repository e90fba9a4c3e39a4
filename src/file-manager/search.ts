/**
 * Search in the library (Graph `drive/root/search(q='…')`): items whose name or text has the
 * words, each with the folder it is in. Graph knows nothing of the portal's reserved folders, so
 * what lies in them (or is one of them) is dropped here, as the file list hides them (decision 074).
 */
import { type DriveItem, type FileItem, toFileItem } from './file-item.ts';
import { HIDDEN_FOLDERS } from './listing.ts';

export interface SearchResult {
  item: FileItem;
  /** The folders from Home down to the one holding the item; empty at Home. */
  folders: string[];
}

/** Results shown at most: a search is a way to a document, not a listing of the library. */
export const SEARCH_LIMIT = 200;

/** The URL's `q`, trimmed; '' when the page is not searching. */
export function readQuery(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (params.get('q') ?? '').trim();
}

/** Graph's OData string: a quote doubled; the call's segment encoded as a path part. */
export function searchPath(siteId: string, rootParentId: string, query: string): string {
  const scope = !rootParentId || rootParentId.includes('-') ? 'root' : `items/${encodeURIComponent(rootParentId)}`;
  const q = encodeURIComponent(`'${query.replace(/'/g, "''")}'`);
  return `sites/${encodeURIComponent(siteId)}/drive/${scope}/search(q=${q})?$expand=thumbnails&$top=${SEARCH_LIMIT}`;
}

/** `/drive/root:/Contracts/2024` → ['Contracts', '2024'] (Graph encodes no characters in it; some clients do). */
export function foldersOf(parentPath: string | undefined): string[] {
  const colon = parentPath?.indexOf(':') ?? -1;
  if (!parentPath || colon < 0) return [];
  return parentPath
    .slice(colon + 1)
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

/** A result the file list would not show: a reserved folder, or anything inside one. */
export function isReserved(item: Pick<FileItem, 'name' | 'type'>, folders: readonly string[]): boolean {
  const top = folders[0];
  if (top !== undefined) return HIDDEN_FOLDERS.has(top);
  return item.type === 'Folder' && HIDDEN_FOLDERS.has(item.name);
}

/** Keeps what the portal shows of Graph's results: each with its folders, the reserved ones dropped. */
export function shownResults(items: readonly DriveItem[]): SearchResult[] {
  const results: SearchResult[] = [];
  for (const raw of items) {
    const item = toFileItem(raw);
    const folders = foldersOf(raw.parentReference?.path);
    if (!isReserved(item, folders)) results.push({ item, folders });
  }
  return results.slice(0, SEARCH_LIMIT);
}

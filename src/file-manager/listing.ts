import type { FileItem } from './file-item.ts';
import { compareBy, DEFAULT_SORT, type FileSort } from './sort.ts';

/** The library's reserved folders, never listed (docs/calls.md). */
export const HIDDEN_FOLDERS: ReadonlySet<string> = new Set(['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL']);

/** Type descending (Folder before Document), then name (docs/calls.md). */
export const compareFiles = compareBy(DEFAULT_SORT);

export function isListed(item: FileItem): boolean {
  return !(item.type === 'Folder' && HIDDEN_FOLDERS.has(item.name));
}

/** The rows of a folder: reserved folders hidden, in the order chosen (by default that of docs/calls.md). */
export function listing(items: readonly FileItem[], sort: FileSort = DEFAULT_SORT): FileItem[] {
  return items.filter(isListed).sort(sort === DEFAULT_SORT ? compareFiles : compareBy(sort));
}

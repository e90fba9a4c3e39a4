import type { FileItem } from './file-item.ts';
import { compareBy, DEFAULT_SORT, type FileSort } from './sort.ts';

/** The library's reserved folders, never listed (docs/calls.md). */
export const HIDDEN_FOLDERS: ReadonlySet<string> = new Set([
  'General',
  'CONTRACT_LOCKER',
  'INVOICE_INTEL',
  'PORTAL',
  'RFP_EVENTS',
]);

/** Type descending (Folder before Document), then name (docs/calls.md). */
export const compareFiles = compareBy(DEFAULT_SORT);

/**
 * A folder's name as the page says it: a reserved folder (reached by a link, or in a search's
 * path) by the product's word for it, never by the library's name for it (`CONTRACT_LOCKER`).
 */
export function folderLabel(name: string, t: (key: string) => string): string {
  return HIDDEN_FOLDERS.has(name) ? t(`fileManager:reserved.${name}`) : name;
}

/** A folder path (`/CONTRACT_LOCKER/Facilities` or its parts) in words: `Contracts › Facilities`. */
export function pathLabel(path: string | readonly string[], t: (key: string) => string): string {
  const parts = typeof path === 'string' ? path.split('/').filter(Boolean) : path;
  return parts.map((part) => folderLabel(part, t)).join(' › ');
}

export function isListed(item: FileItem): boolean {
  return !(item.type === 'Folder' && HIDDEN_FOLDERS.has(item.name));
}

/** The rows of a folder: reserved folders hidden, in the order chosen (by default that of docs/calls.md). */
export function listing(items: readonly FileItem[], sort: FileSort = DEFAULT_SORT): FileItem[] {
  return items.filter(isListed).sort(sort === DEFAULT_SORT ? compareFiles : compareBy(sort));
}

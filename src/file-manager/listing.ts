import type { FileItem } from './file-item.ts';

/** The library's reserved folders, never listed (docs/calls.md). */
export const HIDDEN_FOLDERS: ReadonlySet<string> = new Set(['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL']);

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Type descending (Folder before Document), then name (docs/calls.md). */
export function compareFiles(a: FileItem, b: FileItem): number {
  if (a.type !== b.type) return a.type < b.type ? 1 : -1;
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

export function isListed(item: FileItem): boolean {
  return !(item.type === 'Folder' && HIDDEN_FOLDERS.has(item.name));
}

/** The rows of a folder: reserved folders hidden, sorted in the order of docs/calls.md. */
export function listing(items: readonly FileItem[]): FileItem[] {
  return items.filter(isListed).sort(compareFiles);
}

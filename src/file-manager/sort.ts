/**
 * The order of the file list, chosen by the user and kept in the URL (`?sort=modified&order=desc`).
 * Without a choice the specification's order stands: folders first, then by name (docs/calls.md).
 * Folders stay above files whatever the key, as SharePoint and OneDrive keep them.
 */
import type { FileItem } from './file-item.ts';

export const SORT_KEYS = ['name', 'modified', 'size', 'type'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface FileSort {
  key: SortKey;
  order: SortOrder;
}

/** The specification's order: what the list shows when the URL names none. */
export const DEFAULT_SORT: FileSort = { key: 'name', order: 'asc' };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const byName = (a: FileItem, b: FileItem) =>
  collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const typeOf = (item: FileItem) => (item.type === 'Folder' ? '' : item.icon);

const keyed: Record<SortKey, (a: FileItem, b: FileItem) => number> = {
  name: () => 0,
  // ISO 8601 times in UTC compare as text.
  modified: (a, b) => (a.modified < b.modified ? -1 : a.modified > b.modified ? 1 : 0),
  size: (a, b) => a.size - b.size,
  type: (a, b) => collator.compare(typeOf(a), typeOf(b)),
};

/** Folders first; then the key in the chosen direction; ties by name, A to Z, so the order is stable. */
export function compareBy(sort: FileSort): (a: FileItem, b: FileItem) => number {
  const sign = sort.order === 'desc' ? -1 : 1;
  const compareKey = keyed[sort.key];
  return (a, b) => {
    if (a.type !== b.type) return a.type === 'Folder' ? -1 : 1;
    const primary = compareKey(a, b) * sign;
    if (primary) return primary;
    return sort.key === 'name' ? byName(a, b) * sign : byName(a, b);
  };
}

const isKey = (value: string | null): value is SortKey => SORT_KEYS.includes(value as SortKey);

/** The order a URL names; the default when it names none or something unknown. */
export function readSort(search: string | URLSearchParams): FileSort {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const key = params.get('sort');
  if (!isKey(key)) return DEFAULT_SORT;
  return { key, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
}

export function isDefaultSort(sort: FileSort): boolean {
  return sort.key === DEFAULT_SORT.key && sort.order === DEFAULT_SORT.order;
}

/** Writes the order into a URL's query; the default leaves the URL without it. */
export function writeSort(params: URLSearchParams, sort: FileSort): void {
  if (isDefaultSort(sort)) {
    params.delete('sort');
    params.delete('order');
  } else {
    params.set('sort', sort.key);
    params.set('order', sort.order);
  }
}

/** A click on a column: the same column turns the order round, another starts ascending (dates: newest first). */
export function nextSort(current: FileSort, key: SortKey): FileSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'modified' ? 'desc' : 'asc' };
}

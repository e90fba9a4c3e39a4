/**
 * `$orderby` on a folder's children, as Graph accepts it for driveItems: `name`,
 * `lastModifiedDateTime` or `size`, each `asc` (the default) or `desc`. Ties are broken by name, so
 * the order is total and a `$skiptoken` (the last item's key and name) resumes exactly after it,
 * even when items were added or removed between pages.
 */
import { lstat } from 'node:fs/promises';
import { compareNames, type Drive, joinPath } from './store.ts';

export type OrderKey = 'name' | 'lastModifiedDateTime' | 'size';

export interface OrderBy {
  key: OrderKey;
  descending: boolean;
}

const KEYS: Record<string, OrderKey> = {
  name: 'name',
  lastmodifieddatetime: 'lastModifiedDateTime',
  size: 'size',
};

/** Parses `$orderby`; undefined when it names anything else (Graph answers 400). */
export function parseOrderBy(value: string): OrderBy | undefined {
  const match = /^\s*(\w+)(?:\s+(asc|desc))?\s*$/i.exec(value);
  const key = match ? KEYS[(match[1] ?? '').toLowerCase()] : undefined;
  return key ? { key, descending: match?.[2]?.toLowerCase() === 'desc' } : undefined;
}

export interface Sortable {
  name: string;
  /** Modified time in whole seconds (what Graph shows), or size in bytes; 0 when sorting by name. */
  value: number;
}

export function compareBy(order: OrderBy): (a: Sortable, b: Sortable) => number {
  const sign = order.descending ? -1 : 1;
  if (order.key === 'name') return (a, b) => sign * compareNames(a.name, b.name);
  return (a, b) => sign * (a.value - b.value) || compareNames(a.name, b.name);
}

/** A folder's children sorted by `order` (sizes of folders are their contents', as Graph gives them). */
export async function sortedChildren(drive: Drive, folder: string, order: OrderBy): Promise<Sortable[]> {
  const names = await drive.childNames(folder);
  const rows = await Promise.all(
    names.map(async (name): Promise<Sortable | undefined> => {
      if (order.key === 'name') return { name, value: 0 };
      const relPath = joinPath(folder, name);
      const stats = await lstat(drive.absolute(relPath)).catch(() => undefined);
      if (!stats) return undefined;
      if (order.key === 'lastModifiedDateTime') return { name, value: Math.floor(stats.mtimeMs / 1000) };
      if (!stats.isDirectory()) return { name, value: stats.size };
      return { name, value: (await drive.entry(relPath))?.size ?? 0 };
    }),
  );
  return rows.filter((row) => row !== undefined).sort(compareBy(order));
}

export function encodeOrderToken(last: Sortable): string {
  return Buffer.from(JSON.stringify([last.value, last.name])).toString('base64url');
}

export function decodeOrderToken(token: string): Sortable | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && typeof parsed[0] === 'number' && typeof parsed[1] === 'string')
      return { value: parsed[0], name: parsed[1] };
  } catch {
    // Not a token of ours.
  }
  return undefined;
}

/** Index of the first row after `after` in rows sorted by `compare` (binary search). */
export function firstAfter(rows: readonly Sortable[], after: Sortable, compare: (a: Sortable, b: Sortable) => number) {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(rows[middle] as Sortable, after) > 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

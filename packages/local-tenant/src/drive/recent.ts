/**
 * `GET sites/{site-id}/drive/list/items?$expand=driveItem&$orderby=lastModifiedDateTime desc&$top=N`:
 * the library's list items, most recently changed first, each with its driveItem, as Graph
 * answers it (a listItem collection; `lastModifiedDateTime`, `lastModifiedBy`, `webUrl`,
 * `contentType`, and `driveItem` when expanded). The one ordering SharePoint serves without an
 * index warning (Modified is indexed), and the one the portal asks for: what changed lately.
 */
import { readdir } from 'node:fs/promises';
import { driveItemJson, type RenderContext } from './items.ts';
import { listItemJson, listItemRecord } from './list-items.ts';
import { type Drive, type Entry, joinPath } from './store.ts';

export const MAX_RECENT_ITEMS = 100;
const ORDERS = ['lastmodifieddatetime desc', 'fields/modified desc'];

/** Whether this call's query is one the stand-in serves; otherwise the reason, as Graph words one. */
export function recentQueryProblem(url: URL): string | undefined {
  const order = (url.searchParams.get('$orderby') ?? '').trim().toLowerCase();
  if (!ORDERS.includes(order)) return 'The local tenant orders list items only by lastModifiedDateTime desc.';
  const top = Number(url.searchParams.get('$top') ?? '20');
  if (!Number.isInteger(top) || top < 1 || top > MAX_RECENT_ITEMS)
    return `Invalid $top value: it must be an integer from 1 to ${MAX_RECENT_ITEMS}.`;
  const expand = (url.searchParams.get('$expand') ?? '').trim().toLowerCase();
  if (expand !== '' && expand !== 'driveitem') return 'The local tenant supports only $expand=driveItem here.';
  return undefined;
}

/** Every file and folder of the library (not the root), from the store. */
async function everyEntry(drive: Drive): Promise<Entry[]> {
  const entries: Entry[] = [];
  const pending = [''];
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    const children = await readdir(drive.absolute(folder), { withFileTypes: true }).catch(() => []);
    for (const child of children) {
      if (!child.isFile() && !child.isDirectory()) continue;
      const relPath = joinPath(folder, child.name);
      if (child.isDirectory()) pending.push(relPath);
      const entry = await drive.entry(relPath);
      if (entry) entries.push(entry);
    }
  }
  return entries;
}

export async function recentListItems(
  drive: Drive,
  url: URL,
  render: RenderContext,
  hidden: (relPath: string) => boolean = () => false,
): Promise<unknown[]> {
  const top = Number(url.searchParams.get('$top') ?? '20');
  const withDriveItem = (url.searchParams.get('$expand') ?? '').trim().toLowerCase() === 'driveitem';
  const entries = (await everyEntry(drive))
    .filter((entry) => !hidden(entry.relPath))
    .sort((a, b) => b.modified.getTime() - a.modified.getTime() || a.relPath.localeCompare(b.relPath))
    .slice(0, top);
  return Promise.all(
    entries.map(async (entry) => {
      const item = listItemJson(drive, entry, await listItemRecord(drive, entry.relPath), { withFields: false });
      const driveItem = await driveItemJson(drive, entry, render);
      return {
        ...item,
        lastModifiedDateTime: driveItem['lastModifiedDateTime'],
        ...(driveItem['lastModifiedBy'] ? { lastModifiedBy: driveItem['lastModifiedBy'] } : {}),
        webUrl: driveItem['webUrl'],
        ...(withDriveItem ? { driveItem } : {}),
      };
    }),
  );
}

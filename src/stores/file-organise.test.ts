import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';
import type { FileItem } from '../file-manager/file-item.ts';
import { GRAPH_BASE as base, graphStandIn } from '../file-manager/services/graph-stand-in.ts';
import { $notice } from './file-changes.ts';
import { $fileManager, $folder } from './file-listing.ts';
import { openLibrary, replaceFileManagerServices } from './file-manager.ts';
import { $moveReport, moveItems } from './file-organise.ts';
import { $selection, selectAll, unselect } from './file-selection.ts';
import { fakePage } from './library-stand-ins.ts';

const library = { siteId: 'site', rootParentId: 'ROOT', hubspot: 1001, libraryUploadId: 'UP' };

interface Item {
  id: string;
  name: string;
  parent: string;
  folder?: { childCount: number };
}

/** Home holding files, a folder, and the folder (T) they are moved to. */
function library3(): Item[] {
  return [
    { id: 'T', name: 'Archive', parent: 'ROOT', folder: { childCount: 0 } },
    { id: 'A', name: 'Agenda.txt', parent: 'ROOT' },
    { id: 'B', name: 'Budget.xlsx', parent: 'ROOT' },
    { id: 'C', name: 'Contract.pdf', parent: 'ROOT' },
    { id: 'S', name: 'Scans', parent: 'ROOT', folder: { childCount: 0 } },
  ];
}

/** Graph's stand-in: lists children, and moves an item by PATCH parentReference unless told to refuse it. */
function fakeGraph(items: Item[], refusals: Record<string, { status: number; message?: string }> = {}) {
  const patches: string[] = [];
  const graph = graphStandIn(({ method, url, body }) => {
    const path = decodeURIComponent(url.pathname.replace('/v1.0/sites/site/drive/', ''));
    if (method === 'PATCH') {
      const id = /^items\/([^/]+)$/.exec(path)?.[1] ?? '';
      const to = (JSON.parse(body) as { parentReference: { id: string } }).parentReference.id;
      patches.push(`${id}→${to}`);
      const refusal = refusals[id];
      if (refusal)
        return Response.json(
          { error: { code: 'refused', message: refusal.message ?? 'refused' } },
          { status: refusal.status },
        );
      const item = items.find((each) => each.id === id);
      if (!item) return Response.json({ error: { code: 'itemNotFound', message: 'gone' } }, { status: 404 });
      item.parent = to;
      return Response.json({ id, name: item.name, parentReference: { id: to } });
    }
    const parent = /^items\/([^/]+)\/children$/.exec(path)?.[1] ?? (path === 'root/children' ? 'ROOT' : '');
    const value = items
      .filter((item) => item.parent === parent)
      .map(({ parent: id, ...item }) => ({ ...item, ...(item.folder ? {} : { file: {} }), parentReference: { id } }));
    return Response.json({ value });
  });
  return { graph, patches };
}

async function openWork(refusals: Record<string, { status: number; message?: string }> = {}) {
  const items = library3();
  const { graph, patches } = fakeGraph(items, refusals);
  replaceFileManagerServices({
    connect: async () => ({ graph, authorization: async () => 'token', put: async () => ({ status: 500, body: {} }) }),
  });
  // Shown as the island shows it: something listens to the store.
  $fileManager.listen(() => {});
  await openLibrary({
    library,
    foreignSite: false,
    msal: {} as MsalSettings,
    graphApi: base,
    page: fakePage('/apps/file-manager'),
  });
  return { items, patches };
}

const listed = () => $folder.get().items;
const named = (...names: string[]) => listed().filter((item) => names.includes(item.name)) as FileItem[];
const archive = { id: 'T', name: 'Archive' };

afterEach(() => {
  cleanStores($fileManager);
  replaceFileManagerServices();
  $moveReport.set(undefined);
  $selection.set({ ids: new Set(), anchor: '' });
});

describe('moving a selection', () => {
  it('moves each ticked item with its own PATCH; they leave the list and the selection', async () => {
    const { patches } = await openWork();
    expect(listed().map((item) => item.name)).toEqual([
      'Archive',
      'Scans',
      'Agenda.txt',
      'Budget.xlsx',
      'Contract.pdf',
    ]);
    const chosen = named('Agenda.txt', 'Budget.xlsx', 'Scans');
    selectAll(chosen.map((item) => item.id));

    await expect(moveItems(chosen, archive, 'Archive', unselect)).resolves.toBe(3);

    expect(patches.sort()).toEqual(['A→T', 'B→T', 'S→T']);
    expect(listed().map((item) => item.name)).toEqual(['Archive', 'Contract.pdf']);
    expect($selection.get().ids.size).toBe(0);
    expect($notice.get()).toMatchObject({ tone: 'done', text: 'fileMoving:moved', values: { count: 3 } });
    expect($moveReport.get()).toBeUndefined();
  });

  it('says per item why those that stayed did not move, and keeps them ticked', async () => {
    const { patches } = await openWork({
      A: { status: 409 },
      B: { status: 423 },
      C: { status: 404, message: 'The item was not found.' },
    });
    const chosen = named('Agenda.txt', 'Budget.xlsx', 'Contract.pdf', 'Scans');
    selectAll(chosen.map((item) => item.id));

    await expect(moveItems(chosen, archive, 'Archive', unselect)).resolves.toBe(1);

    expect(patches).toHaveLength(4);
    expect($notice.get()).toMatchObject({
      tone: 'error',
      text: 'fileMoving:someMoved',
      values: { count: 3, moved: 1, folder: 'Archive' },
    });
    expect($moveReport.get()?.failed.map(({ name, reason }) => `${name}: ${reason}`)).toEqual([
      'Agenda.txt: taken',
      'Budget.xlsx: locked',
      'Contract.pdf: gone',
    ]);
    // The stand-in still lists Contract.pdf (its 404 was made up), so it stays ticked; Scans left.
    expect([...$selection.get().ids].sort()).toEqual(['A', 'B', 'C']);
  });

  it('refuses a folder into itself without a call', async () => {
    const { patches } = await openWork();
    const chosen = named('Agenda.txt', 'Scans');
    await expect(moveItems(chosen, { id: 'S', name: 'Scans' })).resolves.toBe(0);
    expect(patches).toEqual([]);
    expect($notice.get()).toMatchObject({ tone: 'error', text: 'fileOrganise:move.errors.intoItself' });
  });

  it("a folder into its own sub-folder is Graph's 400, said as such", async () => {
    await openWork({ S: { status: 400, message: 'A folder cannot be moved into itself.' } });
    await moveItems(named('Scans', 'Agenda.txt'), archive);
    expect($moveReport.get()?.failed).toEqual([
      { id: 'S', name: 'Scans', reason: 'intoItself', message: 'A folder cannot be moved into itself.' },
    ]);
  });

  it('stops at the first refusal when the target folder itself is gone', async () => {
    const { patches } = await openWork({ A: { status: 404, message: 'The parent folder was not found.' } });
    await expect(moveItems(named('Agenda.txt', 'Budget.xlsx'), archive)).resolves.toBe(0);
    expect(patches).toEqual(['A→T']);
    expect($notice.get()).toMatchObject({ tone: 'error', text: 'fileOrganise:move.errors.targetGone' });
  });
});

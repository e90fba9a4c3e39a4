import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { GRAPH_BASE as base, graphStandIn } from '../file-manager/services/graph-stand-in.ts';
import type { PutBytes } from '../file-manager/services/uploads.ts';
import {
  $fileManager,
  $folder,
  $notice,
  $search,
  $sort,
  type AddressBar,
  closeLibrary,
  deleteItems,
  flushDelete,
  goBack,
  goHome,
  type LibraryConnection,
  openFolder,
  openLibrary,
  openResult,
  reload,
  searchFor,
  selectItem,
  sortBy,
  undoDelete,
} from './file-manager.ts';
import { $uploadFolder, $uploads, addUploads, clearFinished } from './file-uploads.ts';

const library = { siteId: 'site', rootParentId: 'ROOT', hubspot: 1001, libraryUploadId: 'UP' };
const page = '/apps/file-manager';

interface Item {
  id: string;
  name: string;
  folder?: { childCount: number };
  file?: object;
  parentReference?: { id: string };
}

/** The library: folders by id, each with its children (Graph answers 200 at a time). */
function libraryTree(): Record<string, Item[]> {
  return {
    ROOT: [
      { id: 'F2', name: 'Reports', folder: { childCount: 0 } },
      { id: 'P', name: 'PORTAL', folder: { childCount: 1 } },
      { id: 'D1', name: 'notes.txt', file: {} },
      { id: 'F1', name: 'Contracts', folder: { childCount: 251 } },
      { id: 'UP', name: 'Client uploads', folder: { childCount: 0 } },
    ],
    F1: [
      { id: 'Y24', name: '2024', folder: { childCount: 1 }, parentReference: { id: 'F1' } },
      ...Array.from({ length: 250 }, (_, i) => ({ id: `C${i}`, name: `c${String(i).padStart(3, '0')}.pdf`, file: {} })),
    ],
    Y24: [{ id: 'L1', name: 'lease.pdf', file: {} }],
    UP: [],
    F2: [],
  };
}

/**
 * A folder's refusal: a status for every call, or one per call in turn (0: answered). A 429 says
 * Retry-After 2 s, as Graph does.
 */
type Failures = Record<string, number | number[]>;

/** Graph's stand-in: lists children page by page and answers for single items (the trail of a link). */
function fakeGraph(tree: Record<string, Item[]>, failures: Failures = {}) {
  const parents: Record<string, string> = { F1: 'ROOT', F2: 'ROOT', UP: 'ROOT', Y24: 'F1' };
  const requests: string[] = [];
  const graph = graphStandIn(({ method, url }) => {
    if (method === 'DELETE') {
      const id = decodeURIComponent(/items\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
      requests.push(`DELETE ${id}`);
      for (const children of Object.values(tree)) {
        const index = children.findIndex((item) => item.id === id);
        if (index >= 0) children.splice(index, 1);
      }
      return new Response(null, { status: 204 });
    }
    requests.push(decodeURIComponent(url.pathname.replace('/v1.0/sites/site/drive/', '')));
    if (/\/search\(/.test(url.pathname)) {
      const q = /q='([^']*)'/.exec(decodeURIComponent(url.pathname))?.[1] ?? '';
      const found = [
        {
          id: 'L1',
          name: 'lease.pdf',
          file: {},
          parentReference: { id: 'Y24', path: '/drive/root:/Contracts/2024' },
        },
        { id: 'P1', name: 'lease-logo.png', file: {}, parentReference: { id: 'P', path: '/drive/root:/PORTAL' } },
        {
          id: 'F1',
          name: 'Contracts',
          folder: { childCount: 251 },
          parentReference: { id: 'ROOT', path: '/drive/root:' },
        },
      ];
      return Response.json({ value: found.filter((item) => item.name.includes(q)) });
    }
    const children =
      /items\/([^/]+)\/children/.exec(url.pathname)?.[1] ?? (/root\/children/.test(url.pathname) && 'ROOT');
    const id = children || (/items\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    const failure = failures[id];
    const status = Array.isArray(failure) ? failure.shift() : failure;
    if (status === 429)
      return Response.json(
        { error: { code: 'TooManyRequests', message: 'busy' } },
        { status, headers: { 'Retry-After': '2' } },
      );
    if (status) return Response.json({ error: { code: 'accessDenied', message: 'denied' } }, { status });
    if (!children) {
      const all = Object.values(tree).flat();
      const item = all.find((entry) => entry.id === id);
      if (!item) return Response.json({ error: { code: 'itemNotFound', message: 'gone' } }, { status: 404 });
      return Response.json({ ...item, parentReference: { id: parents[id] ?? '' } });
    }
    const all = tree[id] ?? [];
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const value = all.slice(skip, skip + 200);
    const next =
      skip + 200 < all.length ? `${base}/sites/site/drive/items/${id}/children?skip=${skip + 200}` : undefined;
    return Response.json({ value, ...(next ? { '@odata.nextLink': next } : {}) });
  });
  return { graph, requests };
}

/** The upload folder takes every file at once. */
function fakePut(tree: Record<string, Item[]>): PutBytes {
  return async (url, body, _headers, onProgress) => {
    const name = decodeURIComponent(/:\/([^/:]+):\/content/.exec(url)?.[1] ?? '');
    const item = { id: `NEW-${name}`, name, file: {} };
    tree['UP']?.push(item);
    onProgress(body.size);
    return { status: 201, body: item };
  };
}

/** The browser's address bar and history: entries, the one shown, back and forward. */
function fakeAddress(start: string) {
  const entries = [start];
  let index = 0;
  let listener: (() => unknown) | undefined;
  let leaving: (() => void) | undefined;
  const address = {
    entries,
    shown: () => entries[index],
    href: () => `https://portal.test${entries[index]}`,
    push: (url: string) => {
      entries.splice(index + 1, entries.length, url);
      index = entries.length - 1;
    },
    replace: (url: string) => {
      entries[index] = url;
    },
    onBackOrForward: (next: () => unknown) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    reloadPage: vi.fn(),
    assign: vi.fn(),
    onLeave: (next: () => void) => {
      leaving = next;
      return () => {
        leaving = undefined;
      };
    },
    /** The page goes away (a reload, a link, the tab closed). */
    leave: () => leaving?.(),
    back: async () => {
      index--;
      await listener?.();
    },
    forward: async () => {
      index++;
      await listener?.();
    },
  } satisfies AddressBar & Record<string, unknown>;
  return address;
}

function open(url = page, { failures = {}, foreignSite = false }: { failures?: Failures; foreignSite?: boolean } = {}) {
  const tree = libraryTree();
  const { graph, requests } = fakeGraph(tree, failures);
  const address = fakeAddress(url);
  const connection: LibraryConnection = { graph, authorization: async () => 'token', put: fakePut(tree) };
  const opening = openLibrary({
    library,
    foreignSite,
    msal: {} as MsalSettings,
    graphApi: base,
    connect: async () => connection,
    address,
  });
  return { opening, address, requests };
}

const names = () => $folder.get().items.map((item) => item.name);
const trail = () => $fileManager.get()?.breadcrumbs.map((crumb) => crumb.name);
const itemNamed = (name: string) => $folder.get().items.find((item) => item.name === name) as never;

/** The tab's session storage, as a browser has it (the tests run without one). */
function memoryStorage(): Storage {
  const kept = new Map<string, string>();
  return {
    get length() {
      return kept.size;
    },
    clear: () => kept.clear(),
    getItem: (key) => kept.get(key) ?? null,
    key: (index) => [...kept.keys()][index] ?? null,
    removeItem: (key) => void kept.delete(key),
    setItem: (key, value) => void kept.set(key, String(value)),
  };
}
vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  closeLibrary();
  clearFinished();
  // What a page sent as it went is the next page's of the same tab, not the next test's.
  sessionStorage.clear();
});

describe('the file manager store', () => {
  it('lists Home without the reserved folders, folders first, and follows the trail', async () => {
    await open().opening;
    expect($folder.get().status).toBe('complete');
    expect(names()).toEqual(['Client uploads', 'Contracts', 'Reports', 'notes.txt']);

    const seen: number[] = [];
    const unsubscribe = $folder.listen((listing) => seen.push(listing.items.length));
    await openFolder(itemNamed('Contracts'));
    unsubscribe();
    // The first page shows before the folder is complete.
    expect(seen).toContain(200);
    expect($folder.get().status).toBe('complete');
    expect($folder.get().items).toHaveLength(251);
    expect(trail()).toEqual(['Home', 'Contracts']);
    expect($fileManager.get()?.processing).toBe(false);

    await goBack(0);
    expect($fileManager.get()?.documentLibrary.currentParentId).toBe('ROOT');
    expect($folder.get().items).toHaveLength(4);
  });

  it('listed again (after an upload into it), a folder keeps its rows until the new listing is whole', async () => {
    const { opening, requests } = open();
    await opening;
    const seen: string[] = [];
    const unsubscribe = $folder.listen((listing) =>
      seen.push(`${listing.status} ${listing.items.length}${listing.refreshing ? ' refreshing' : ''}`),
    );
    const again = reload();
    expect($folder.get().status).toBe('complete');
    // Said to be busy at once, in the same turn as the reload: the rows may still change.
    expect($folder.get().refreshing).toBe(true);
    expect(names()).toEqual(['Client uploads', 'Contracts', 'Reports', 'notes.txt']);
    await again;
    unsubscribe();
    expect(requests.filter((request) => request === 'items/ROOT/children')).toHaveLength(2);
    // Never emptied nor half listed on the way: the whole new listing replaced the old at once,
    // and the list is no longer busy.
    expect(seen).toEqual(['complete 4 refreshing', 'complete 4']);
  });

  it("keeps Graph's refusal for the page to explain", async () => {
    await open(page, { failures: { ROOT: 403 } }).opening;
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 403, code: 'accessDenied' } });
    expect($fileManager.get()?.processing).toBe(false);
  });

  describe('when Graph is busy (429 with Retry-After)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts down the seconds Graph asked for, then lists the folder by itself', async () => {
      vi.useFakeTimers();
      const { opening, requests } = open(page, { failures: { ROOT: [429] } });
      await vi.advanceTimersByTimeAsync(0);
      expect($folder.get()).toMatchObject({ status: 'waiting', retryIn: 2, items: [] });
      await vi.advanceTimersByTimeAsync(1000);
      expect($folder.get()).toMatchObject({ status: 'waiting', retryIn: 1 });
      // Nothing is asked before the time is up.
      expect(requests.filter((request) => request === 'items/ROOT/children')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      await opening;
      expect($folder.get().status).toBe('complete');
      expect(names()).toContain('Contracts');
      expect(requests.filter((request) => request === 'items/ROOT/children')).toHaveLength(2);
    });

    it('asks again by itself only once; a retry of the user still waits out the Retry-After', async () => {
      vi.useFakeTimers();
      const { opening, requests } = open(page, { failures: { ROOT: [429, 429] } });
      await vi.advanceTimersByTimeAsync(2000);
      await opening;
      expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 429, retryAfterSeconds: 2 } });
      expect(requests.filter((request) => request === 'items/ROOT/children')).toHaveLength(2);

      const retried = reload();
      await vi.advanceTimersByTimeAsync(0);
      expect($folder.get()).toMatchObject({ status: 'waiting', retryIn: 2 });
      await vi.advanceTimersByTimeAsync(2000);
      await retried;
      expect($folder.get().status).toBe('complete');
      expect(requests.filter((request) => request === 'items/ROOT/children')).toHaveLength(3);
    });

    it('stops waiting when the user goes elsewhere', async () => {
      vi.useFakeTimers();
      const { opening, requests } = open(page, { failures: { F2: [429] } });
      await opening;
      const reports = openFolder(itemNamed('Reports'));
      await vi.advanceTimersByTimeAsync(0);
      expect($folder.get()).toMatchObject({ status: 'waiting' });
      const home = goBack(0);
      // Home honours the same Retry-After: Graph asked the whole page to wait.
      await vi.advanceTimersByTimeAsync(0);
      expect($folder.get()).toMatchObject({ status: 'waiting' });
      await vi.advanceTimersByTimeAsync(2000);
      await Promise.all([home, reports]);
      expect(trail()).toEqual(['Home']);
      expect(names()).toContain('Contracts');
      // The folder left while waiting is not asked for again.
      expect(requests.filter((request) => request === 'items/F2/children')).toHaveLength(1);
    });
  });

  it('opens the folder and item a link names, finding the trail from the library', async () => {
    const { opening, address, requests } = open(`${page}?folder=Y24&item=L1`);
    await opening;
    expect(trail()).toEqual(['Home', 'Contracts', '2024']);
    expect($fileManager.get()?.selectedItemId).toBe('L1');
    expect(names()).toEqual(['lease.pdf']);
    // The folder and its parent were asked for, the folder listed, then the upload folder's name.
    expect(requests).toEqual(['items/Y24', 'items/F1', 'items/Y24/children', 'items/UP']);
    expect(address.entries).toEqual([`${page}?folder=Y24&item=L1`]);
  });

  it('opens Home when the folder a link names is gone, and says why', async () => {
    const { opening, address } = open(`${page}?folder=GONE`);
    await opening;
    expect(trail()).toEqual(['Home']);
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 404, code: 'itemNotFound' } });
    expect(address.entries).toEqual([page]);
  });

  it('puts each folder the user opens in the history, and the selection in the same entry', async () => {
    const { opening, address } = open();
    await opening;
    await openFolder(itemNamed('Contracts'));
    selectItem(itemNamed('c007.pdf'));
    await openFolder(itemNamed('2024'));
    expect(address.entries).toEqual([page, `${page}?folder=F1&item=C7`, `${page}?folder=Y24`]);
    await goBack(0);
    expect(address.entries.at(-1)).toBe(page);
    expect(address.entries).toHaveLength(4);
  });

  it('goes back and forward through the folders visited, without new history entries', async () => {
    const { opening, address, requests } = open();
    await opening;
    await openFolder(itemNamed('Contracts'));
    selectItem(itemNamed('c007.pdf'));
    await openFolder(itemNamed('2024'));

    requests.length = 0;
    await address.back();
    expect(trail()).toEqual(['Home', 'Contracts']);
    // The trail is known: only the listing is asked for (two pages).
    expect(requests).toEqual(['items/F1/children', 'items/F1/children']);
    expect($fileManager.get()?.selectedItemId).toBe('C7');
    expect($folder.get().items).toHaveLength(251);

    await address.back();
    expect(trail()).toEqual(['Home']);
    expect(names()).toContain('Contracts');

    await address.forward();
    await address.forward();
    expect(trail()).toEqual(['Home', 'Contracts', '2024']);
    expect(names()).toEqual(['lease.pdf']);
    expect(address.entries).toEqual([page, `${page}?folder=F1&item=C7`, `${page}?folder=Y24`]);
    expect(address.shown()).toBe(`${page}?folder=Y24`);
  });

  it('stops following the history when the file manager leaves the page', async () => {
    const { opening, address } = open();
    await opening;
    await openFolder(itemNamed('Contracts'));
    closeLibrary();
    await address.back();
    expect(trail()).toEqual(['Home', 'Contracts']);
  });

  it('keeps a library of another site in the URL, and goes Home to the page of the own library', async () => {
    const { opening, address } = open(`${page}?site=site`, { foreignSite: true });
    await opening;
    await openFolder(itemNamed('Contracts'));
    expect(address.shown()).toBe(`${page}?site=site&folder=F1`);
    await goHome();
    expect(address.assign).toHaveBeenCalledWith(page);
  });

  it('says the start failed when the token cannot be had, and retries with a fresh page', async () => {
    const address = fakeAddress(page);
    const noAccount = Object.assign(new Error('No account'), { name: 'NoCredentialError' });
    await openLibrary({
      library,
      foreignSite: false,
      msal: {} as MsalSettings,
      graphApi: base,
      connect: () => Promise.reject(noAccount),
      address,
    });
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 401, code: 'unauthenticated' } });
    await reload();
    expect(address.reloadPage).toHaveBeenCalledOnce();
  });

  it('sends uploads to the upload folder, by its own name, and lists the folder again after each', async () => {
    await open().opening;
    expect($uploadFolder.get()).toEqual({ name: 'Client uploads', ready: true });
    await openFolder(itemNamed('Client uploads'));
    expect(names()).toEqual([]);
    addUploads([new File(['signed'], 'Signed order.txt')]);
    await vi.waitFor(() => expect(names()).toEqual(['Signed order.txt']));
    expect($uploads.get()).toMatchObject([{ name: 'Signed order.txt', status: 'done' }]);
  });
});

describe('sorting and searching the library', () => {
  it('sorts in the order the URL names, sorts again at once, and keeps the order in the URL', async () => {
    const { opening, address } = open(`${page}?sort=name&order=desc`);
    await opening;
    expect($sort.get()).toEqual({ key: 'name', order: 'desc' });
    expect(names()).toEqual(['Reports', 'Contracts', 'Client uploads', 'notes.txt']);
    sortBy({ key: 'name', order: 'asc' });
    expect(names()).toEqual(['Client uploads', 'Contracts', 'Reports', 'notes.txt']);
    expect(address.shown()).toBe(page);
    sortBy({ key: 'size', order: 'desc' });
    expect(address.shown()).toBe(`${page}?sort=size&order=desc`);
    // A folder opened later comes in the same order.
    await openFolder(itemNamed('Contracts'));
    expect(names().slice(0, 2)).toEqual(['2024', 'c000.pdf']);
    expect(address.shown()).toMatch(/sort=size&order=desc/);
  });

  it('searches the library from the URL, drops the reserved folders, and opens a result in its folder', async () => {
    const { opening, address, requests } = open(`${page}?q=lease`);
    await opening;
    await vi.waitFor(() => expect($search.get().status).toBe('complete'));
    expect(requests).toContain("items/ROOT/search(q='lease')");
    const results = $search.get().results;
    expect(results.map((result) => [result.item.name, result.folders])).toEqual([['lease.pdf', ['Contracts', '2024']]]);

    await openResult(results[0] as never);
    expect($search.get()).toMatchObject({ status: 'idle', query: '' });
    expect(trail()).toEqual(['Home', 'Contracts', '2024']);
    expect($fileManager.get()?.selectedItemId).toBe('L1');
    expect(address.shown()).toBe(`${page}?folder=Y24&item=L1`);
    // Back returns to the search.
    await address.back();
    await vi.waitFor(() => expect($search.get().status).toBe('complete'));
    expect($search.get().query).toBe('lease');
  });

  it('keeps the query in the URL as it is typed, and an empty query ends the search', async () => {
    const { opening, address } = open();
    await opening;
    await searchFor('  Contracts ');
    expect(address.shown()).toBe(`${page}?q=Contracts`);
    expect($search.get().results.map((result) => result.item.name)).toEqual(['Contracts']);
    await openResult($search.get().results[0] as never);
    expect(trail()).toEqual(['Home', 'Contracts']);
    await searchFor('nothing');
    expect($search.get()).toMatchObject({ status: 'complete', results: [] });
    await searchFor('');
    expect($search.get().status).toBe('idle');
    expect(address.shown()).not.toMatch(/q=/);
  });
});

describe('deleting with an Undo', () => {
  it('takes the items out of the list at once and sends nothing until the notice goes; Undo keeps them', async () => {
    const { opening, requests } = open();
    await opening;
    await deleteItems([itemNamed('notes.txt')]);
    expect(names()).toEqual(['Client uploads', 'Contracts', 'Reports']);
    expect($notice.get()).toMatchObject({ text: 'organise.deleted', undoable: true, values: { name: 'notes.txt' } });
    await undoDelete();
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
    expect(names()).toContain('notes.txt');
    expect($notice.get()).toMatchObject({ text: 'organise.kept' });

    await deleteItems([itemNamed('notes.txt')]);
    await flushDelete();
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual(['DELETE D1']);
    expect(names()).not.toContain('notes.txt');
  });

  it('sends a waiting delete as the page goes away, before the page stops listening', async () => {
    const { opening, requests, address } = open();
    await opening;
    await deleteItems([itemNamed('notes.txt'), itemNamed('Reports')]);
    // The token is asked for as the delete is chosen; the page leaves a moment later.
    await Promise.resolve();
    address.leave();
    // Sent before leave() returned: nothing after it can be waited for on a page that is gone.
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual(['DELETE D1', 'DELETE F2']);
    expect($notice.get()).toBeUndefined();
    // Sent once: the timer that would have sent it again is stopped.
    await flushDelete();
    expect(requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(2);
  });

  it('finishes a delete sent as the page went on the tab’s next page, before it lists anything', async () => {
    const first = open();
    await first.opening;
    await deleteItems([itemNamed('notes.txt')]);
    first.address.leave();
    closeLibrary();
    // The next page of the tab, on a library where the keepalive DELETE has not arrived.
    const next = open();
    await next.opening;
    const deleted = next.requests.indexOf('DELETE D1');
    expect(deleted).toBeGreaterThanOrEqual(0);
    expect(next.requests.slice(0, deleted).some((request) => request.startsWith('GET'))).toBe(false);
    expect(names()).not.toContain('notes.txt');
    // Once: a third page sends nothing again.
    closeLibrary();
    const third = open();
    await third.opening;
    expect(third.requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });
});

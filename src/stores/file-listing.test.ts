import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-stand-ins.ts';
import {
  $fileManager,
  $folder,
  $sort,
  goBack,
  goHome,
  openFolder,
  reload,
  selectItem,
  sortBy,
} from './file-listing.ts';
import { replaceFileManagerServices } from './file-manager.ts';
import { itemNamed, names, page, showLibrary, trail } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  // The island goes: the store closes itself (cleanStores runs its unmount at once).
  cleanStores($fileManager);
  replaceFileManagerServices();
  // What a page sent as it went is the next page's of the same tab, not the next test's.
  sessionStorage.clear();
});

describe('the listing of the library', () => {
  it('lists Home without the reserved folders, folders first, and follows the trail', async () => {
    await showLibrary().opening;
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
    const { opening, requests } = showLibrary();
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
    await showLibrary(page, { failures: { ROOT: 403 } }).opening;
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 403, code: 'accessDenied' } });
    expect($fileManager.get()?.processing).toBe(false);
  });

  describe('when Graph is busy (429 with Retry-After)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts down the seconds Graph asked for, then lists the folder by itself', async () => {
      vi.useFakeTimers();
      const { opening, requests } = showLibrary(page, { failures: { ROOT: [429] } });
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
      const { opening, requests } = showLibrary(page, { failures: { ROOT: [429, 429] } });
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
      const { opening, requests } = showLibrary(page, { failures: { F2: [429] } });
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
    const { opening, address, requests } = showLibrary(`${page}?folder=Y24&item=L1`);
    await opening;
    expect(trail()).toEqual(['Home', 'Contracts', '2024']);
    expect($fileManager.get()?.selectedItemId).toBe('L1');
    expect(names()).toEqual(['lease.pdf']);
    // The folder and its parent were asked for, the folder listed, then the upload folder's name.
    expect(requests).toEqual(['items/Y24', 'items/F1', 'items/Y24/children', 'items/UP']);
    expect(address.entries).toEqual([`${page}?folder=Y24&item=L1`]);
  });

  it('opens Home when the folder a link names is gone, and says why', async () => {
    const { opening, address } = showLibrary(`${page}?folder=GONE`);
    await opening;
    expect(trail()).toEqual(['Home']);
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 404, code: 'itemNotFound' } });
    expect(address.entries).toEqual([page]);
  });

  it('puts each folder the user opens in the history, and the selection in the same entry', async () => {
    const { opening, address } = showLibrary();
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
    const { opening, address, requests } = showLibrary();
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

  it('keeps a library of another site in the URL, and goes Home to the page of the own library', async () => {
    const { opening, address } = showLibrary(`${page}?site=site`, { foreignSite: true });
    await opening;
    await openFolder(itemNamed('Contracts'));
    expect(address.shown()).toBe(`${page}?site=site&folder=F1`);
    await goHome();
    expect(address.assign).toHaveBeenCalledWith(page);
  });
});

describe('the order of the list', () => {
  it('sorts in the order the URL names, sorts again at once, and keeps the order in the URL', async () => {
    const { opening, address } = showLibrary(`${page}?sort=name&order=desc`);
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
});

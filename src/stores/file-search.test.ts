import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-stand-ins.ts';
import { $fileManager } from './file-listing.ts';
import { replaceFileManagerServices } from './file-manager.ts';
import { $search, openResult, searchFor } from './file-search.ts';
import { page, showLibrary, trail } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  // The island goes: the store closes itself (cleanStores runs its unmount at once).
  cleanStores($fileManager);
  replaceFileManagerServices();
  // What a page sent as it went is the next page's of the same tab, not the next test's.
  sessionStorage.clear();
});

describe('searching the library', () => {
  it('searches the library from the URL, drops the reserved folders, and opens a result in its folder', async () => {
    const { opening, address, requests } = showLibrary(`${page}?q=lease`);
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
    const { opening, address } = showLibrary();
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

import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-stand-ins.ts';
import { $notice } from './file-changes.ts';
import { deleteItems, flushDelete, undoDelete } from './file-deletes.ts';
import { $fileManager } from './file-listing.ts';
import { closeLibrary, replaceFileManagerServices } from './file-manager.ts';
import { itemNamed, names, showLibrary } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  // The island goes: the store closes itself (cleanStores runs its unmount at once).
  cleanStores($fileManager);
  replaceFileManagerServices();
  // What a page sent as it went is the next page's of the same tab, not the next test's.
  sessionStorage.clear();
});

describe('deleting with an Undo', () => {
  it('takes the items out of the list at once and sends nothing until the notice goes; Undo keeps them', async () => {
    const { opening, requests } = showLibrary();
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
    const { opening, requests, address } = showLibrary();
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
    const first = showLibrary();
    await first.opening;
    await deleteItems([itemNamed('notes.txt')]);
    first.address.leave();
    closeLibrary();
    // The next page of the tab, on a library where the keepalive DELETE has not arrived.
    const next = showLibrary();
    await next.opening;
    const deleted = next.requests.indexOf('DELETE D1');
    expect(deleted).toBeGreaterThanOrEqual(0);
    expect(next.requests.slice(0, deleted).some((request) => request.endsWith('/children'))).toBe(false);
    expect(names()).not.toContain('notes.txt');
    // Once: a third page sends nothing again.
    closeLibrary();
    const third = showLibrary();
    await third.opening;
    expect(third.requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });
});

import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DriveError } from '../file-manager/services/drive-client.ts';
import { memoryStorage } from './browser-stand-ins.ts';
import { asDriveError, busyUntil, downloadFile, openGraph, withLibrary } from './file-library.ts';
import { $fileManager } from './file-listing.ts';
import { closeLibrary, replaceFileManagerServices } from './file-manager.ts';
import { itemNamed, showLibrary } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  cleanStores($fileManager);
  replaceFileManagerServices();
});

describe('the open library', () => {
  it('is not there to call before it opens, nor after it closes', async () => {
    await expect(withLibrary(async () => 'called')).rejects.toMatchObject({ status: 0, code: 'networkError' });
    expect(openGraph()).toBeUndefined();
    await showLibrary().opening;
    expect(await withLibrary(async (_graph, siteId) => siteId)).toBe('site');
    expect(openGraph()?.siteId).toBe('site');
    closeLibrary();
    expect(openGraph()).toBeUndefined();
  });

  it("keeps a busy Graph's wait for every later call, and forgets it with the library", async () => {
    await showLibrary().opening;
    const busy = new DriveError(429, 'TooManyRequests', 'busy', 30);
    await expect(withLibrary(() => Promise.reject(busy))).rejects.toBe(busy);
    expect(busyUntil()).toBeGreaterThan(Date.now() + 25_000);
    closeLibrary();
    expect(busyUntil()).toBe(0);
  });

  it('says what a failure without an answer comes down to', () => {
    const noAccount = Object.assign(new Error('No account'), { name: 'InteractionRequiredAuthError' });
    expect(asDriveError(noAccount)).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(asDriveError(new TypeError('Failed to fetch'))).toMatchObject({ status: 0, code: 'networkError' });
  });

  it("downloads a file's bytes through the page it is shown on", async () => {
    const { opening, address } = showLibrary();
    await opening;
    await downloadFile(itemNamed('notes.txt'));
    expect(address.save).toHaveBeenCalledWith(expect.any(Blob), 'notes.txt');
  });
});

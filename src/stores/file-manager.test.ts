import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-stand-ins.ts';
import { $notice } from './file-changes.ts';
import { deleteItems } from './file-deletes.ts';
import { $fileManager, $folder, openFolder, reload } from './file-listing.ts';
import { closeLibrary, replaceFileManagerServices } from './file-manager.ts';
import { $uploadFolder, $uploads, addUploads, clearFinished } from './file-uploads.ts';
import { itemNamed, names, page, showLibrary, trail } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  // The island goes: the store closes itself (cleanStores runs its unmount at once).
  cleanStores($fileManager);
  replaceFileManagerServices();
  // What a page sent as it went is the next page's of the same tab, not the next test's.
  sessionStorage.clear();
  clearFinished();
});

describe('the file manager on a page', () => {
  it('stops following the history when the file manager leaves the page', async () => {
    const { opening, address } = showLibrary();
    await opening;
    await openFolder(itemNamed('Contracts'));
    closeLibrary();
    await address.back();
    expect(trail()).toEqual(['Home', 'Contracts']);
  });

  it('says the start failed when the token cannot be had, and retries with a fresh page', async () => {
    const noAccount = Object.assign(new Error('No account'), { name: 'NoCredentialError' });
    const { opening, address } = showLibrary(page, { connect: () => Promise.reject(noAccount) });
    await opening;
    expect($folder.get()).toMatchObject({ status: 'failed', error: { status: 401, code: 'unauthenticated' } });
    await reload();
    expect(address.reloadPage).toHaveBeenCalledOnce();
  });

  it('sends uploads to the upload folder, by its own name, and lists the folder again after each', async () => {
    await showLibrary().opening;
    expect($uploadFolder.get()).toEqual({ name: 'Client uploads', ready: true });
    await openFolder(itemNamed('Client uploads'));
    expect(names()).toEqual([]);
    addUploads([new File(['signed'], 'Signed order.txt')]);
    await vi.waitFor(() => expect(names()).toEqual(['Signed order.txt']));
    expect($uploads.get()).toMatchObject([{ name: 'Signed order.txt', status: 'done' }]);
  });

  describe('closes itself when nobody shows it any more (nanostores onMount)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stops following the page once its last listener has gone for a second', async () => {
      const { opening, address, stop } = showLibrary();
      await opening;
      vi.useFakeTimers();
      stop();
      // Listened to again within the second (React mounting the island again): it stays open.
      const again = $fileManager.listen(() => {});
      await vi.advanceTimersByTimeAsync(1000);
      await openFolder(itemNamed('Contracts'));
      expect(trail()).toEqual(['Home', 'Contracts']);
      again();
      await vi.advanceTimersByTimeAsync(1000);
      // Closed: back and forward are no longer followed, the page's leaving no longer heard.
      address.push(page);
      await address.back();
      expect(trail()).toEqual(['Home', 'Contracts']);
      expect(address.listening()).toEqual({ history: false, leaving: false });
    });

    it('sends a waiting delete as it closes', async () => {
      const { opening, requests, stop } = showLibrary();
      await opening;
      await deleteItems([itemNamed('notes.txt')]);
      expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
      vi.useFakeTimers();
      stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual(['DELETE D1']);
      expect($notice.get()).toBeUndefined();
    });
  });
});

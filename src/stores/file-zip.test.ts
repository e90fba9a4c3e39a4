import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './browser-stand-ins.ts';
import { $fileManager } from './file-listing.ts';
import { replaceFileManagerServices } from './file-manager.ts';
import { zipSource } from './file-zip.ts';
import { showLibrary } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  cleanStores($fileManager);
  replaceFileManagerServices();
});

describe('the open library, as the zip of a selection reads it', () => {
  it('is not there before the library opens', () => {
    expect(zipSource()).toBeUndefined();
  });

  it("lists a folder's files and streams a file's bytes; a refusal is Graph's", async () => {
    await showLibrary(undefined, { failures: { F2: 403 } }).opening;
    const source = zipSource();
    const children = await source?.children('Y24');
    expect(children?.map((item) => item.name)).toEqual(['lease.pdf']);
    const response = await source?.content({ id: 'L1' } as never);
    expect(await response?.text()).toBe('the bytes');
    await expect(source?.children('F2')).rejects.toMatchObject({ status: 403, code: 'accessDenied' });
  });
});

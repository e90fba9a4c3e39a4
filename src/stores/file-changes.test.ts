import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DriveError } from '../file-manager/services/drive-client.ts';
import { memoryStorage } from './browser-stand-ins.ts';
import { $notice, newFolder, organise, organiseProblem, renameItem } from './file-changes.ts';
import { $fileManager } from './file-listing.ts';
import { replaceFileManagerServices } from './file-manager.ts';
import { showLibrary } from './library-stand-ins.ts';

vi.stubGlobal('sessionStorage', memoryStorage());

afterEach(() => {
  cleanStores($fileManager);
  replaceFileManagerServices();
});

describe('changes to the library and their notice', () => {
  it('says what a change did and lists the folder again', async () => {
    const { opening, requests } = showLibrary();
    await opening;
    requests.length = 0;
    const done = await organise(async () => undefined, { text: 'organise.created', values: { name: 'Q1' } }, 'Q1');
    expect(done).toBe(true);
    expect($notice.get()).toEqual({ tone: 'done', text: 'organise.created', values: { name: 'Q1' } });
    expect(requests).toEqual(['items/ROOT/children']);
  });

  it("says why Graph refused, in the change's own words when it has them, and still lists again", async () => {
    const { opening, requests } = showLibrary();
    await opening;
    const locked = () => Promise.reject(new DriveError(423, 'locked', 'In use'));
    requests.length = 0;
    expect(await organise(locked, { text: 'organise.renamed', values: {} }, 'notes.txt')).toBe(false);
    expect($notice.get()).toEqual({
      tone: 'error',
      text: 'organise.errors.locked',
      values: { name: 'notes.txt', message: 'In use' },
    });
    expect(requests).toEqual(['items/ROOT/children']);
    await organise(locked, { text: 'organise.renamed', values: {} }, 'notes.txt', () => ({
      text: 'fileOrganise:move.errors.taken',
      values: { name: 'notes.txt' },
    }));
    expect($notice.get()).toMatchObject({ tone: 'error', text: 'fileOrganise:move.errors.taken' });
  });

  it('names each refusal by what the person can do about it', () => {
    const problem = (status: number) => organiseProblem(new DriveError(status, 'x', 'x'));
    expect([409, 412, 423, 507, 403, 404, 429, 503, 400, 0, 500].map(problem)).toEqual([
      'organise.errors.taken',
      'organise.errors.changed',
      'organise.errors.locked',
      'organise.errors.full',
      'organise.errors.denied',
      'organise.errors.gone',
      'organise.errors.busy',
      'organise.errors.busy',
      'organise.errors.refused',
      'organise.errors.network',
      'organise.errors.other',
    ]);
  });

  it('does nothing before the library is open', async () => {
    expect(await newFolder('Q1')).toBe(false);
    expect(await renameItem({ id: 'D1', name: 'notes.txt' } as never, 'memo.txt')).toBe(false);
    expect($notice.get()).toBeUndefined();
  });
});

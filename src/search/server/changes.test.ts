import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionClient } from '../../auth/server/session-store.ts';
import { closeStorage } from '../../server/storage/storage.ts';
import { contractsChanged, contractsMark } from './changes.ts';
import { forgetIndexes, indexOf } from './index-cache.ts';
import { type LibrarySearch, libraryContracts } from './library.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'search-changes-'));
  forgetIndexes();
});
afterEach(async () => {
  await closeStorage({ dataDir });
  await rm(dataDir, { recursive: true, force: true });
});

const northwind = { id: 'northwind', siteID: 'north-site' } as SessionClient;

describe('a client’s contracts changed', () => {
  it('moves that client’s mark only', async () => {
    const config = { dataDir };
    expect(await contractsMark(config, 'northwind')).toBe('');
    await contractsChanged(config, 'northwind');
    const first = await contractsMark(config, 'northwind');
    expect(first).not.toBe('');
    expect(await contractsMark(config, 'contoso')).toBe('');
    await contractsChanged(config, 'northwind');
    expect(await contractsMark(config, 'northwind')).not.toBe(first);
  });

  it('has the kept index list the contracts again before the refresh time', async () => {
    const config = { dataDir };
    let title = 'Fleet lease';
    const library = {
      contracts: async () => [{ id: 'n1', fileName: 'n1.pdf', facts: { title } }],
      documents: async () => [],
    } as unknown as LibrarySearch;
    // The clock stands still: only the mark can make the index change.
    const source = libraryContracts(
      library,
      northwind,
      () => 0,
      () => contractsMark(config, northwind.id),
    );
    const before = await indexOf(source, 10_000);
    expect(before.search('fleet', 5).total).toBe(1);

    title = 'Harbour crane service';
    await contractsChanged(config, northwind.id);
    // A second later the kept index asks for the version again and indexes the change.
    await indexOf(source, 11_001);
    await expect.poll(async () => (await indexOf(source, 11_002)).search('crane', 5).total).toBe(1);
    expect((await indexOf(source, 11_003)).search('fleet', 5).total).toBe(0);
  });
});

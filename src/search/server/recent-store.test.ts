import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeStorage } from '../../server/storage/storage.ts';
import { forgetSearches, readRecentSearches, rememberSearch } from './recent-store.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'recent-searches-'));
});
afterEach(async () => {
  await closeStorage({ dataDir });
  await rm(dataDir, { recursive: true, force: true });
});

describe('recent searches kept per person', () => {
  it('keeps each person’s own, newest first, and removes one or all', async () => {
    const config = { dataDir };
    await rememberSearch(config, 'ada', 'fleet lease');
    await rememberSearch(config, 'ada', 'renewal');
    await rememberSearch(config, 'cem', 'invoice');
    expect(await readRecentSearches(config, 'ada')).toEqual(['renewal', 'fleet lease']);
    expect(await readRecentSearches(config, 'cem')).toEqual(['invoice']);

    expect(await forgetSearches(config, 'ada', 'Renewal')).toEqual(['fleet lease']);
    expect(await forgetSearches(config, 'ada')).toEqual([]);
    expect(await readRecentSearches(config, 'ada')).toEqual([]);
    expect(await readRecentSearches(config, 'cem')).toEqual(['invoice']);
  });

  it('keeps no query with nothing to search for, and names no query in its keys', async () => {
    const config = { dataDir };
    expect(await rememberSearch(config, 'ada', '*')).toEqual([]);
    await rememberSearch(config, 'ada', 'zebrafinch');
    const files = await readdir(path.join(dataDir, 'recent-searches'));
    expect(files.join(' ')).not.toContain('zebrafinch');
  });
});

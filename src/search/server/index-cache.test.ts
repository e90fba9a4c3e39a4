import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument } from '../word-index.ts';
import { forgetIndexes, type IndexedSource, indexOf, VERSION_CHECK_MS } from './index-cache.ts';

function sourceOf(key: string) {
  const state = { version: 'v1', title: 'Fleet lease', builds: 0, versionReads: 0 };
  const source: IndexedSource = {
    key,
    version: async () => {
      state.versionReads += 1;
      return state.version;
    },
    documents: async (): Promise<SearchDocument[]> => {
      state.builds += 1;
      return [{ id: '1', kind: 'faq', title: state.title, text: '', url: '/1' }];
    },
  };
  return { source, state };
}

const titles = async (source: IndexedSource, query: string, now: number) =>
  (await indexOf(source, now)).search(query).hits.map((hit) => hit.title);

describe('indexOf', () => {
  beforeEach(forgetIndexes);

  it('builds once and keeps the index while the version stays', async () => {
    const { source, state } = sourceOf('a');
    expect(await titles(source, 'fleet', 0)).toEqual(['Fleet lease']);
    expect(await titles(source, 'lease', 10)).toEqual(['Fleet lease']);
    expect(await titles(source, 'lease', VERSION_CHECK_MS + 10)).toEqual(['Fleet lease']);
    expect(state.builds).toBe(1);
    // Within the interval the version is not even asked.
    expect(state.versionReads).toBe(2);
  });

  it('follows a change of version after the check interval, answering from the kept index meanwhile', async () => {
    const { source, state } = sourceOf('b');
    await indexOf(source, 0);
    state.version = 'v2';
    state.title = 'Office cleaning';
    expect(await titles(source, 'fleet', 10)).toEqual(['Fleet lease']);
    // After the interval: the kept index answers once more while the new one is built, then the new one.
    await indexOf(source, VERSION_CHECK_MS + 20);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await titles(source, 'cleaning', VERSION_CHECK_MS + 30)).toEqual(['Office cleaning']);
    expect(state.builds).toBe(2);
  });

  it('builds again after a failed build', async () => {
    const { source, state } = sourceOf('c');
    const failing: IndexedSource = { ...source, documents: async () => Promise.reject(new Error('down')) };
    await expect(indexOf(failing, 0)).rejects.toThrow('down');
    expect(await titles(source, 'fleet', 1)).toEqual(['Fleet lease']);
    expect(state.builds).toBe(1);
  });
});

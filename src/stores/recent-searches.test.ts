import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $recentSearches,
  clearRecentSearches,
  forgetSearch,
  loadRecentSearches,
  type RecentSearchesApi,
  rememberSearch,
  replaceRecentSearchesServices,
} from './recent-searches.ts';

/** The server's side, in memory, with answers held until the test lets them go. */
function server(initial: string[]) {
  let kept = [...initial];
  const keep = (next: string[]) => {
    kept = next;
    return { queries: [...next] };
  };
  const held: (() => void)[] = [];
  const later = <T>(work: () => T) =>
    new Promise<T>((resolve) => {
      held.push(() => resolve(work()));
    });
  const api: RecentSearchesApi = {
    list: () => later(() => ({ queries: [...kept] })),
    remember: (query) => later(() => keep([query, ...kept.filter((q) => q !== query)])),
    forget: (query) => later(() => keep(kept.filter((q) => q !== query))),
    clear: () => later(() => keep([])),
  };
  const release = async () => {
    for (const answer of held.splice(0)) answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  replaceRecentSearchesServices({ api });
  return { release };
}

const queries = () => {
  const state = $recentSearches.get();
  return state.status === 'ready' ? state.queries : state.status;
};

describe('the recent searches store', () => {
  beforeEach(() => $recentSearches.set({ status: 'idle' }));
  afterEach(() => replaceRecentSearchesServices());

  it('reads the list when the box opens', async () => {
    const { release } = server(['fleet', 'lease']);
    const loading = loadRecentSearches();
    expect(queries()).toBe('loading');
    await release();
    await loading;
    expect(queries()).toEqual(['fleet', 'lease']);
  });

  it('shows a removal at once, and the server’s list once it answers', async () => {
    const { release } = server(['fleet', 'lease', 'renewal']);
    const loading = loadRecentSearches();
    await release();
    await loading;
    const removing = forgetSearch('lease');
    expect(queries()).toEqual(['fleet', 'renewal']);
    await release();
    await removing;
    expect(queries()).toEqual(['fleet', 'renewal']);
    const clearing = clearRecentSearches();
    expect(queries()).toEqual([]);
    await release();
    await clearing;
    expect(queries()).toEqual([]);
  });

  it('keeps the newest change when an older answer comes late', async () => {
    const { release } = server(['fleet']);
    const remembering = rememberSearch('lease');
    const clearing = clearRecentSearches();
    expect(queries()).toEqual([]);
    await release();
    await Promise.all([remembering, clearing]);
    expect(queries()).toEqual([]);
  });

  it('shows none when the list cannot be read', async () => {
    const failing: RecentSearchesApi = {
      list: () => Promise.reject(new Error('503')),
      remember: () => Promise.reject(new Error('503')),
      forget: () => Promise.reject(new Error('503')),
      clear: () => Promise.reject(new Error('503')),
    };
    replaceRecentSearchesServices({ api: failing });
    await loadRecentSearches();
    expect(queries()).toEqual([]);
  });
});

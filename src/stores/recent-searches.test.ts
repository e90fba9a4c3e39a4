import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $recentSearches,
  clearRecentSearches,
  createRecentSearchesOpening,
  forgetSearch,
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
  // What each reading of the list was given to give it up.
  const readings: AbortSignal[] = [];
  const later = <T>(work: () => T) =>
    new Promise<T>((resolve) => {
      held.push(() => resolve(work()));
    });
  const api: RecentSearchesApi = {
    list: (signal) => {
      if (signal) readings.push(signal);
      return later(() => ({ queries: [...kept] }));
    },
    remember: (query) => later(() => keep([query, ...kept.filter((q) => q !== query)])),
    forget: (query) => later(() => keep(kept.filter((q) => q !== query))),
    clear: () => later(() => keep([])),
  };
  const release = async () => {
    for (const answer of held.splice(0)) answer();
    await vi.advanceTimersByTimeAsync(0);
  };
  replaceRecentSearchesServices({ api });
  return { release, readings };
}

/** The search box opened (by a person signed in, unless told): its list listened to, and the box's going. */
function openBox(guest = false) {
  return createRecentSearchesOpening(guest).listen(() => {});
}

const queries = () => {
  const state = $recentSearches.get();
  return state.status === 'ready' ? state.queries : state.status;
};

describe('the recent searches store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $recentSearches.set({ status: 'idle' });
  });
  afterEach(() => {
    vi.useRealTimers();
    replaceRecentSearchesServices();
  });

  it('reads the list when the box opens', async () => {
    const { release, readings } = server(['fleet', 'lease']);
    const close = openBox();
    expect(readings).toHaveLength(1);
    expect(queries()).toBe('loading');
    await release();
    expect(queries()).toEqual(['fleet', 'lease']);
    close();
  });

  it('reads it again in a box opened again within a second, the last list showing meanwhile', async () => {
    const { release, readings } = server(['fleet']);
    const first = openBox();
    await release();
    first();
    const again = openBox();
    expect(readings).toHaveLength(2);
    expect(queries()).toEqual(['fleet']);
    again();
  });

  it('gives up a reading a second after the box has gone (nanostores onMount): its answer is not shown', async () => {
    const { release, readings } = server(['fleet']);
    const close = openBox();
    close();
    await vi.advanceTimersByTimeAsync(999);
    expect(readings[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(readings[0]?.aborted).toBe(true);
    await release();
    expect(queries()).toBe('loading');
  });

  it('reads nothing for a guest (the API wants a session)', () => {
    const { readings } = server(['fleet']);
    const close = openBox(true);
    expect(readings).toHaveLength(0);
    expect(queries()).toBe('idle');
    close();
  });

  it('shows a removal at once, and the server’s list once it answers', async () => {
    const { release } = server(['fleet', 'lease', 'renewal']);
    const close = openBox();
    await release();
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
    close();
  });

  it('keeps a change made while the list is read: the reading is given up', async () => {
    const { release, readings } = server(['fleet', 'lease']);
    $recentSearches.set({ status: 'ready', queries: ['fleet', 'lease'] });
    const close = openBox();
    const removing = forgetSearch('lease');
    expect(readings[0]?.aborted).toBe(true);
    await release();
    await removing;
    expect(queries()).toEqual(['fleet']);
    close();
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
    const close = openBox();
    await vi.advanceTimersByTimeAsync(0);
    expect(queries()).toEqual([]);
    close();
  });
});

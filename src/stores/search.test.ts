import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '../search/kinds.ts';
import { createSearchOpening, replaceSearchServices } from './search.ts';

const answerFor = (query: string): SearchAnswer => ({
  sections: [
    { kind: 'faq', total: 1, hits: [{ id: query, kind: 'faq', title: query, url: '/', excerpt: '', terms: [] }] },
  ],
});

/** Searches that answer when the test says so. */
function pending() {
  const calls: { query: string; signal: AbortSignal; answer: () => void; fail: () => void }[] = [];
  const fetchSections = (query: string, signal: AbortSignal) =>
    new Promise<SearchAnswer>((resolve, reject) => {
      calls.push({ query, signal, answer: () => resolve(answerFor(query)), fail: () => reject(new Error('503')) });
    });
  replaceSearchServices({ fetchSections });
  return { calls };
}

/** The search box open: an opening its content listens to, and the box's going. */
function openBox() {
  const opening = createSearchOpening();
  const close = opening.$sections.listen(() => {});
  return { opening, close };
}

describe('the search sections store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    replaceSearchServices();
  });

  it('loads the answer of the latest query and drops an older one that comes late', async () => {
    const { calls } = pending();
    const { opening, close } = openBox();
    const first = opening.search('lea');
    const second = opening.search('lease');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer();
    await second;
    calls[0]?.answer();
    await first;
    const state = opening.$sections.get();
    expect(state.status === 'ready' && state.answer.sections[0]?.hits[0]?.title).toBe('lease');
    close();
  });

  it('asks nothing for a query of no words', async () => {
    const { calls } = pending();
    const { opening, close } = openBox();
    await opening.search(' * ');
    expect(calls).toHaveLength(0);
    expect(opening.$sections.get()).toEqual({ status: 'idle' });
    close();
  });

  it('says when the search failed', async () => {
    const { calls } = pending();
    const { opening, close } = openBox();
    const load = opening.search('lease');
    calls[0]?.fail();
    await load;
    expect(opening.$sections.get()).toEqual({ status: 'failed', query: 'lease' });
    close();
  });

  it('gives up a search a second after the box has gone (nanostores onMount): its answer is not shown', async () => {
    const { calls } = pending();
    const { opening, close } = openBox();
    const load = opening.search('lease');
    close();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer();
    await load;
    expect(opening.$sections.value).toEqual({ status: 'loading', query: 'lease' });
  });

  it('starts empty in a box opened again within that second: each opening has its own', async () => {
    const { calls } = pending();
    const first = openBox();
    const load = first.opening.search('lease');
    calls[0]?.answer();
    await load;
    first.close();
    const again = openBox();
    expect(again.opening.$sections.get()).toEqual({ status: 'idle' });
    again.close();
  });
});

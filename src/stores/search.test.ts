import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../search/kinds.ts';
import { $searchSections, replaceSearchServices, searchSections, stopSearchSections } from './search.ts';

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

describe('the search sections store', () => {
  beforeEach(stopSearchSections);
  afterEach(() => replaceSearchServices());

  it('loads the answer of the latest query and drops an older one that comes late', async () => {
    const { calls } = pending();
    const first = searchSections('lea');
    const second = searchSections('lease');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer();
    await second;
    calls[0]?.answer();
    await first;
    const state = $searchSections.get();
    expect(state.status === 'ready' && state.answer.sections[0]?.hits[0]?.title).toBe('lease');
  });

  it('asks nothing for a query of no words', async () => {
    const { calls } = pending();
    await searchSections(' * ');
    expect(calls).toHaveLength(0);
    expect($searchSections.get()).toEqual({ status: 'idle' });
  });

  it('says when the search failed', async () => {
    const { calls } = pending();
    const load = searchSections('lease');
    calls[0]?.fail();
    await load;
    expect($searchSections.get()).toEqual({ status: 'failed', query: 'lease' });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../search/kinds.ts';
import { $searchSections, searchSections, stopSearchSections } from './search.ts';

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
  return { fetchSections, calls };
}

describe('the search sections store', () => {
  beforeEach(stopSearchSections);

  it('loads the answer of the latest query and drops an older one that comes late', async () => {
    const { fetchSections, calls } = pending();
    const first = searchSections('lea', fetchSections);
    const second = searchSections('lease', fetchSections);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer();
    await second;
    calls[0]?.answer();
    await first;
    const state = $searchSections.get();
    expect(state.status === 'ready' && state.answer.sections[0]?.hits[0]?.title).toBe('lease');
  });

  it('asks nothing for a query of no words', async () => {
    const { fetchSections, calls } = pending();
    await searchSections(' * ', fetchSections);
    expect(calls).toHaveLength(0);
    expect($searchSections.get()).toEqual({ status: 'idle' });
  });

  it('says when the search failed', async () => {
    const { fetchSections, calls } = pending();
    const load = searchSections('lease', fetchSections);
    calls[0]?.fail();
    await load;
    expect($searchSections.get()).toEqual({ status: 'failed', query: 'lease' });
  });
});

import { describe, expect, it } from 'vitest';
import { isSearchKind } from './kinds.ts';
import { readResultsView, resultsUrl } from './results-url.ts';

const read = (search: string) => readResultsView(new URLSearchParams(search), isSearchKind, 200);

describe('the results page address', () => {
  it('reads what it writes', () => {
    const view = { q: 'fleet lease & co', kind: 'contracts' as const, page: 3 };
    expect(read(resultsUrl(view).split('?')[1] ?? '')).toEqual(view);
    expect(resultsUrl({ q: 'x', kind: undefined, page: 4 })).toBe('/search?q=x');
  });

  it('turns bad input into the first page of all kinds, and cuts a long query', () => {
    expect(read('q=a&kind=secrets&page=-2')).toEqual({ q: 'a', kind: undefined, page: 1 });
    expect(read('kind=faq&page=abc')).toEqual({ q: '', kind: 'faq', page: 1 });
    expect(read(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });
});

import { describe, expect, it } from 'vitest';
import { isSearchKind } from './kinds.ts';
import { readResultsView, readSearchForm, resultsUrl, SEARCH_FORM_MAX_BYTES } from './results-url.ts';

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

describe('the search form posted to the results page', () => {
  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    new Request('http://localhost/search', { method: 'POST', headers: { 'content-type': type }, body });

  it('reads its query and kind as the address would hold them', async () => {
    const fields = await readSearchForm(post('q=fleet+lease+%26+co&kind=contracts'));
    expect(readResultsView(fields, isSearchKind, 200)).toEqual({ q: 'fleet lease & co', kind: 'contracts', page: 1 });
  });

  it('reads a body of another type, or a longer one, as no search', async () => {
    expect([...(await readSearchForm(post('{"q":"lease"}', 'application/json')))]).toEqual([]);
    expect([...(await readSearchForm(post(`q=${'x'.repeat(SEARCH_FORM_MAX_BYTES)}`)))]).toEqual([]);
    expect((await readSearchForm(post(`q=${'x'.repeat(SEARCH_FORM_MAX_BYTES - 10)}`))).get('q')).toHaveLength(
      SEARCH_FORM_MAX_BYTES - 10,
    );
  });
});

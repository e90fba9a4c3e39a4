import { describe, expect, it } from 'vitest';
import { isSearchKind } from '../kinds.ts';
import { readResultsView } from '../results-url.ts';
import { readSearchForm, SEARCH_FORM_MAX_BYTES } from './search-form.ts';

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

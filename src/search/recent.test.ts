import { describe, expect, it } from 'vitest';
import { keptQuery, MAX_RECENT_SEARCHES, withoutRecentSearch, withRecentSearch } from './recent.ts';

describe('recent searches', () => {
  it('puts the newest first and keeps one of each search, whatever its case or accents', () => {
    expect(withRecentSearch(['lease', 'renewal'], 'fleet')).toEqual(['fleet', 'lease', 'renewal']);
    expect(withRecentSearch(['lease', 'Sözleşme'], 'sozlesme')).toEqual(['sozlesme', 'lease']);
    expect(withRecentSearch(['lease'], '  LEASE  ')).toEqual(['LEASE']);
  });

  it('keeps at most ten, the oldest going first', () => {
    let queries: string[] = [];
    for (let n = 1; n <= 12; n++) queries = withRecentSearch(queries, `word${n}`);
    expect(queries).toHaveLength(MAX_RECENT_SEARCHES);
    expect(queries[0]).toBe('word12');
    expect(queries).not.toContain('word2');
  });

  it('keeps nothing that has no word to search for', () => {
    for (const query of ['', '   ', '*', '!?.,;', '\u200F\u200E', '"""']) {
      expect(withRecentSearch(['lease'], query)).toEqual(['lease']);
    }
  });

  it('cuts a very long query as the search does and folds its white space', () => {
    const kept = keptQuery(`fleet \n\t lease ${'x'.repeat(500)}`);
    expect(kept.startsWith('fleet lease x')).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(200);
  });

  it('removes one search as it folds, the others staying in order', () => {
    expect(withoutRecentSearch(['fleet', 'Lease', 'renewal'], 'lease')).toEqual(['fleet', 'renewal']);
    expect(withoutRecentSearch(['fleet'], 'other')).toEqual(['fleet']);
  });
});

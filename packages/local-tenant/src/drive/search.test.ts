import { describe, expect, it } from 'vitest';
import { fold, parseSearchCall, queryWords } from './search.ts';

describe('search queries', () => {
  it("reads q from search(q='…'), a doubled quote standing for one", () => {
    expect(parseSearchCall("search(q='net 30')")).toBe('net 30');
    expect(parseSearchCall("SEARCH(q='it''s')")).toBe("it's");
    expect(parseSearchCall("search(q='')")).toBe('');
    expect(parseSearchCall('search(q=net)')).toBeUndefined();
    expect(parseSearchCall("search(q='a'b')")).toBeUndefined();
  });

  it('splits words, folding case and accents', () => {
    expect(queryWords('  Ünïcode   REPORT ')).toEqual(['unicode', 'report']);
    expect(queryWords('"quoted words"')).toEqual(['quoted', 'words']);
    expect(queryWords('   ')).toEqual([]);
    expect(fold('Çağrı')).toBe('cagrı');
  });
});

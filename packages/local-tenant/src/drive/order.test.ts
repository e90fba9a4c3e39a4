import { describe, expect, it } from 'vitest';
import { compareBy, decodeOrderToken, encodeOrderToken, firstAfter, parseOrderBy, type Sortable } from './order.ts';

describe('$orderby', () => {
  it('reads the keys Graph sorts driveItems by, asc by default', () => {
    expect(parseOrderBy('name')).toEqual({ key: 'name', descending: false });
    expect(parseOrderBy('lastModifiedDateTime desc')).toEqual({ key: 'lastModifiedDateTime', descending: true });
    expect(parseOrderBy(' SIZE  ASC ')).toEqual({ key: 'size', descending: false });
    for (const bad of ['', 'createdBy', 'name sideways', 'name,size', 'size desc desc'])
      expect(parseOrderBy(bad), bad).toBeUndefined();
  });

  it('orders by the key, then by name, in both directions', () => {
    const rows: Sortable[] = [
      { name: 'b', value: 2 },
      { name: 'a', value: 2 },
      { name: 'C', value: 1 },
    ];
    const asc = [...rows].sort(compareBy({ key: 'size', descending: false }));
    expect(asc.map((row) => row.name)).toEqual(['C', 'a', 'b']);
    const desc = [...rows].sort(compareBy({ key: 'size', descending: true }));
    expect(desc.map((row) => row.name)).toEqual(['a', 'b', 'C']);
    const byName = [...rows].sort(compareBy({ key: 'name', descending: true }));
    expect(byName.map((row) => row.name)).toEqual(['C', 'b', 'a']);
  });

  it('resumes after the last row even when that row is gone, through a token that round-trips', () => {
    const compare = compareBy({ key: 'size', descending: true });
    const rows: Sortable[] = [
      { name: 'a', value: 9 },
      { name: 'b', value: 5 },
      { name: 'd', value: 5 },
      { name: 'e', value: 1 },
    ];
    const token = encodeOrderToken({ name: 'c', value: 5 });
    const after = decodeOrderToken(token);
    expect(after).toEqual({ name: 'c', value: 5 });
    expect(firstAfter(rows, after as Sortable, compare)).toBe(2);
    expect(firstAfter(rows, { name: 'e', value: 1 }, compare)).toBe(4);
    expect(decodeOrderToken('not-a-token')).toBeUndefined();
  });
});

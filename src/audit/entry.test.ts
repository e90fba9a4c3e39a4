import { describe, expect, it } from 'vitest';
import { chained, changesOf, GENESIS, hashOf } from './entry.ts';

describe('the changes an entry keeps', () => {
  it('are the fields that differ, before and after', () => {
    expect(
      changesOf({ Owner: 'Ada', Title: 'Lease', AutoRenew: true }, { Owner: 'Cem', Title: 'Lease', AutoRenew: false }),
    ).toEqual([
      { field: 'Owner', before: 'Ada', after: 'Cem' },
      { field: 'AutoRenew', before: true, after: false },
    ]);
  });

  it('say a field came or went, and an object made or removed', () => {
    expect(changesOf({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1 },
      { field: 'b', after: 2 },
    ]);
    expect(changesOf(null, { name: 'View' })).toEqual([{ field: 'name', after: 'View' }]);
    expect(changesOf({ name: 'View' }, undefined)).toEqual([{ field: 'name', before: 'View' }]);
    expect(changesOf({ weights: { a: 1 } }, { weights: { a: 2 } })).toEqual([
      { field: 'weights', before: '{"a":1}', after: '{"a":2}' },
    ]);
  });

  it('hash the same whatever the order of their keys', () => {
    const draft = {
      at: '2026-01-01T00:00:00.000Z',
      actor: 's',
      actingFor: null,
      client: '1001',
      project: null,
      object: { kind: 'contract', id: 'c' },
      action: 'edited',
      changes: [],
      requestId: null,
      traceId: null,
    };
    const entry = chained(draft, { seq: 0, hash: GENESIS });
    const reordered = Object.fromEntries(Object.entries(entry).reverse()) as typeof entry;
    expect(hashOf(reordered)).toBe(entry.hash);
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { activityFilterOf, choicesOf, matchesFilter, queryOfFilter, readsTrail } from './activity.ts';
import type { AuditEntry } from './entry.ts';

const entry = (at: string, actor: string, kind: string, action: string, id = 'x') =>
  ({ at, actor, object: { kind, id }, action }) as AuditEntry;

describe('who reads a client’s trail', () => {
  it('is the provider’s staff and the client’s own people, never a vendor user or a guest', () => {
    expect(readsTrail(['user', 'EFI_USER'])).toBe(true);
    expect(readsTrail(['user', 'CLIENT_PROSPECT_USER'])).toBe(true);
    expect(readsTrail(['user', 'VENDOR_USER'])).toBe(false);
    expect(readsTrail(['user'])).toBe(false);
    expect(readsTrail([])).toBe(false);
  });
});

describe('the activity’s filters', () => {
  it('live in the address, bad dates and long texts left out', () => {
    const filter = activityFilterOf(
      new URLSearchParams(
        `person=s1&object=contract&action=edited&from=2026-01-05&to=2026-13-40&id=${'a'.repeat(300)}`,
      ),
    );
    expect(filter).toMatchObject({ person: 's1', object: 'contract', action: 'edited', from: '2026-01-05', to: '' });
    expect(filter.objectId).toHaveLength(200);
    expect(activityFilterOf(new URLSearchParams(queryOfFilter(filter)))).toEqual(filter);
    expect(queryOfFilter(activityFilterOf(new URLSearchParams()))).toBe('');
  });

  it('match by person, object, action and days (both included)', () => {
    const entries = [
      entry('2026-01-04T23:59:00Z', 's1', 'contract', 'edited'),
      entry('2026-01-05T00:00:00Z', 's1', 'contract', 'edited'),
      entry('2026-01-06T23:59:00Z', 's2', 'session', 'signedIn'),
      entry('2026-01-07T00:00:00Z', 's1', 'contract', 'edited'),
    ];
    const pick = (query: string) =>
      entries.filter((each) => matchesFilter(each, activityFilterOf(new URLSearchParams(query)))).map((e) => e.at);
    expect(pick('from=2026-01-05&to=2026-01-06')).toEqual(['2026-01-05T00:00:00Z', '2026-01-06T23:59:00Z']);
    expect(pick('person=s2')).toEqual(['2026-01-06T23:59:00Z']);
    expect(pick('object=contract&action=edited&to=2026-01-05')).toHaveLength(2);
    expect(choicesOf(entries)).toEqual({
      people: ['s1', 's2'],
      objects: ['contract', 'session'],
      actions: ['edited', 'signedIn'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { instantOf, localTimeOf } from './zoned-time.ts';

describe('instantOf', () => {
  it('reads a time in a zone without daylight saving', () => {
    expect(instantOf('2026-12-10T17:00', 'Europe/Istanbul')?.toISOString()).toBe('2026-12-10T14:00:00.000Z');
    expect(instantOf('2026-12-10T17:00', 'UTC')?.toISOString()).toBe('2026-12-10T17:00:00.000Z');
  });

  it('follows daylight saving on either side of the change', () => {
    expect(instantOf('2026-03-28T12:00', 'Europe/London')?.toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(instantOf('2026-03-30T12:00', 'Europe/London')?.toISOString()).toBe('2026-03-30T11:00:00.000Z');
    expect(instantOf('2026-11-02T09:00', 'America/New_York')?.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(instantOf('2026-10-30T09:00', 'America/New_York')?.toISOString()).toBe('2026-10-30T13:00:00.000Z');
  });

  it('moves a time the clocks skip past the skip', () => {
    // London skips 01:00–02:00 on 29 March 2026.
    expect(instantOf('2026-03-29T01:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localTimeOf(instantOf('2026-03-29T01:30', 'Europe/London') as Date, 'Europe/London')).toBe(
      '2026-03-29T02:30',
    );
  });

  it('takes the first of a time the clocks pass twice', () => {
    // New York passes 01:00–02:00 twice on 1 November 2026: first at UTC−4.
    expect(instantOf('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads a zone east of the date line on its own day', () => {
    expect(instantOf('2026-12-10T09:00', 'Pacific/Auckland')?.toISOString()).toBe('2026-12-09T20:00:00.000Z');
  });

  it('refuses what is no time or no zone', () => {
    expect(instantOf('2026-02-30T10:00', 'UTC')).toBeUndefined();
    expect(instantOf('2026-12-10T24:00', 'UTC')).toBeUndefined();
    expect(instantOf('10/12/2026 17:00', 'UTC')).toBeUndefined();
    expect(instantOf('2026-12-10T17:00', 'Mars/Olympus')).toBeUndefined();
  });
});

describe('localTimeOf', () => {
  it('gives the wall clock back', () => {
    const instant = instantOf('2026-07-01T18:45', 'Asia/Riyadh') as Date;
    expect(localTimeOf(instant, 'Asia/Riyadh')).toBe('2026-07-01T18:45');
    expect(localTimeOf(instant, 'UTC')).toBe('2026-07-01T15:45');
  });
});

import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR, digestDue, digestPeriodOf, isoWeekOf, periodStartOf, wallClockOf } from './schedule.ts';

const at = (iso: string) => new Date(iso);

describe('digest schedules', () => {
  it('read the wall clock of the person’s zone, not the server’s', () => {
    // 22:30 UTC on 30 November is already 1 December, 01:30, in Istanbul (UTC+3).
    expect(wallClockOf(at('2026-11-30T22:30:00Z'), 'Europe/Istanbul')).toEqual({
      day: '2026-12-01',
      hour: 1,
      weekday: 2,
    });
    expect(wallClockOf(at('2026-11-30T22:30:00Z'), 'UTC')).toEqual({ day: '2026-11-30', hour: 22, weekday: 1 });
  });

  it('send a daily digest from 08:00 local, once per local day', () => {
    const before = at('2026-12-07T04:59:00Z'); // 07:59 in Istanbul
    const after = at('2026-12-07T05:00:00Z'); // 08:00 in Istanbul
    expect(digestDue('daily', before, 'Europe/Istanbul')).toBe(false);
    expect(digestDue('daily', after, 'Europe/Istanbul')).toBe(true);
    expect(digestPeriodOf('daily', after, 'Europe/Istanbul')).toBe('day:2026-12-07');
    // The same instant is still 6 December in New York: another period, not yet due there.
    expect(digestPeriodOf('daily', after, 'America/New_York')).toBe('day:2026-12-07');
    expect(digestDue('daily', after, 'America/New_York')).toBe(false);
  });

  it('keep one digest on the days summer time starts and ends, at the hour people expect', () => {
    // New York moves to summer time on 8 March 2026 (02:00 → 03:00), back on 1 November (02:00 → 01:00).
    for (const day of ['2026-03-08', '2026-11-01']) {
      const hours = Array.from(
        { length: 26 },
        (_, hour) => new Date(Date.parse(`${day}T04:00:00Z`) + hour * 3_600_000),
      );
      const periods = new Set(
        hours
          .filter((instant) => wallClockOf(instant, 'America/New_York').day === day)
          .map((instant) => digestPeriodOf('daily', instant, 'America/New_York')),
      );
      expect(periods).toEqual(new Set([`day:${day}`]));
      const firstDue = hours.find(
        (instant) =>
          wallClockOf(instant, 'America/New_York').day === day && digestDue('daily', instant, 'America/New_York'),
      );
      expect(wallClockOf(firstDue as Date, 'America/New_York').hour).toBe(DIGEST_HOUR);
    }
    // 08:00 in New York is 12:00 UTC in summer and 13:00 UTC in winter.
    expect(digestDue('daily', at('2026-03-09T11:59:00Z'), 'America/New_York')).toBe(false);
    expect(digestDue('daily', at('2026-03-09T12:00:00Z'), 'America/New_York')).toBe(true);
    expect(digestDue('daily', at('2026-11-02T12:59:00Z'), 'America/New_York')).toBe(false);
    expect(digestDue('daily', at('2026-11-02T13:00:00Z'), 'America/New_York')).toBe(true);
  });

  it('send a weekly digest from Monday 08:00, once per ISO week, later in the week when Monday was missed', () => {
    expect(digestDue('weekly', at('2026-12-07T07:59:00Z'), 'UTC')).toBe(false); // Monday 07:59
    expect(digestDue('weekly', at('2026-12-07T08:00:00Z'), 'UTC')).toBe(true);
    expect(digestDue('weekly', at('2026-12-09T03:00:00Z'), 'UTC')).toBe(true); // Wednesday
    expect(digestPeriodOf('weekly', at('2026-12-13T23:00:00Z'), 'UTC')).toBe('week:2026-W50');
    // Sunday 23:00 UTC is Monday 02:00 in Istanbul: the next week there.
    expect(digestPeriodOf('weekly', at('2026-12-13T23:00:00Z'), 'Europe/Istanbul')).toBe('week:2026-W51');
  });

  it('name ISO weeks across the turn of the year', () => {
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  });

  it('send nothing when off, and everything due at once when asked (npm run mail:digest)', () => {
    expect(digestPeriodOf('off', at('2026-12-07T12:00:00Z'), 'UTC')).toBeNull();
    expect(digestDue('off', at('2026-12-07T12:00:00Z'), 'UTC', true)).toBe(false);
    expect(digestDue('daily', at('2026-12-07T01:00:00Z'), 'UTC', true)).toBe(true);
  });

  it('count new contracts since the day before (daily) or the Monday before (weekly)', () => {
    expect(periodStartOf('daily', at('2026-12-09T09:00:00Z'), 'UTC')).toBe('2026-12-08');
    expect(periodStartOf('weekly', at('2026-12-09T09:00:00Z'), 'UTC')).toBe('2026-11-30');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayIn,
  daysLeft,
  isCalendarDay,
  monthsBetween,
  remindersDue,
  todayOf,
} from './deadlines.ts';

describe('calendar days', () => {
  it('knows which days exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('27-01-01')).toBe(false);
  });

  it('adds days across a year end and a leap day', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 2)).toBe('2028-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts days left over a daylight-saving change as whole days', () => {
    expect(daysLeft('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysLeft('2026-11-02', '2026-10-24')).toBe(9);
  });
});

describe('today in a time zone', () => {
  // 22:30 UTC on 30 November is already 1 December in Istanbul (UTC+3).
  const lateEvening = new Date('2026-11-30T22:30:00Z');

  it('is the next day in Istanbul when it is still the evening before in UTC', () => {
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-11-30');
    expect(dayIn(lateEvening, 'Europe/Istanbul')).toBe('2026-12-01');
  });

  it('makes a deadline of 1 December "today" in Istanbul and "tomorrow" in UTC at the same instant', () => {
    expect(daysLeft('2026-12-01', dayIn(lateEvening, 'Europe/Istanbul'))).toBe(0);
    expect(daysLeft('2026-12-01', dayIn(lateEvening, 'UTC'))).toBe(1);
  });

  it('gives Western digits whatever the zone, so days stay comparable', () => {
    expect(dayIn(new Date('2026-06-15T12:00:00Z'), 'Asia/Riyadh')).toBe('2026-06-15');
  });
});

describe('months', () => {
  it('keep the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2027-01-15', -13)).toBe('2025-12-15');
  });

  it('are counted whole, as a term is counted', () => {
    expect(monthsBetween('2025-03-01', '2026-03-01')).toBe(12);
    expect(monthsBetween('2025-03-02', '2026-03-01')).toBe(11);
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(0);
  });
});

describe('today', () => {
  it("is the calendar day in UTC, whatever the server's zone", () => {
    expect(todayOf(new Date('2026-12-07T23:30:00-05:00'))).toBe('2026-12-08');
  });
});

describe('reminders', () => {
  const deadline = '2027-01-31';

  it('are due 90, 60, 30 and 7 days before, each on its day', () => {
    expect(remindersDue(deadline, '2026-11-01', '2026-11-02')).toEqual([90]);
    expect(remindersDue(deadline, '2026-12-01', '2026-12-02')).toEqual([60]);
    expect(remindersDue(deadline, '2026-12-31', '2027-01-01')).toEqual([30]);
    expect(remindersDue(deadline, '2027-01-23', '2027-01-24')).toEqual([7]);
  });

  it('are not due again the day after one was sent', () => {
    expect(remindersDue(deadline, '2026-11-02', '2026-11-03')).toEqual([]);
  });

  it('gives a person away for weeks each threshold crossed meanwhile once', () => {
    expect(remindersDue(deadline, '2026-10-01', '2027-01-02')).toEqual([90, 60, 30]);
    expect(remindersDue(deadline, '2027-01-02', '2027-01-30')).toEqual([7]);
  });

  it('gives someone never reminded every threshold already crossed', () => {
    expect(remindersDue(deadline, null, '2026-12-15')).toEqual([90, 60]);
    expect(remindersDue(deadline, null, '2026-10-01')).toEqual([]);
  });

  it('are still due on the deadline itself, and never once it has passed', () => {
    expect(remindersDue(deadline, '2027-01-20', '2027-01-31')).toEqual([7]);
    expect(remindersDue(deadline, null, '2027-02-01')).toEqual([]);
  });

  it('fall on 29 February when a deadline is 7 days after it', () => {
    expect(remindersDue('2028-03-07', '2028-02-28', '2028-02-29')).toEqual([7]);
  });
});

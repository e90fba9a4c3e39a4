import { describe, expect, it } from 'vitest';
import { addDays, bucketOf, dayIn, daysLeft, deadlineOf, isCalendarDay, remindersDue } from './deadlines.ts';

describe('the date that matters', () => {
  it('is the end for a contract that does not renew itself, whatever its notice period', () => {
    expect(deadlineOf({ end: '2027-03-31', autoRenew: false, noticePeriodDays: 90 })).toEqual({
      kind: 'end',
      day: '2027-03-31',
    });
  });

  it('is the end minus the notice period for an auto-renewing contract', () => {
    expect(deadlineOf({ end: '2027-03-31', autoRenew: true, noticePeriodDays: 90 })).toEqual({
      kind: 'notice',
      day: '2026-12-31',
    });
  });

  it('is the end for an auto-renewing contract without notice', () => {
    expect(deadlineOf({ end: '2027-03-31', autoRenew: true, noticePeriodDays: 0 }).kind).toBe('end');
  });

  it('counts a leap day as a day when the notice period spans February of a leap year', () => {
    expect(deadlineOf({ end: '2028-03-01', autoRenew: true, noticePeriodDays: 1 }).day).toBe('2028-02-29');
    expect(deadlineOf({ end: '2028-03-30', autoRenew: true, noticePeriodDays: 30 }).day).toBe('2028-02-29');
    expect(deadlineOf({ end: '2027-03-30', autoRenew: true, noticePeriodDays: 30 }).day).toBe('2027-02-28');
  });

  it('keeps a contract ending on a leap day: 365 days of notice land on 1 March of the year before', () => {
    expect(deadlineOf({ end: '2028-02-29', autoRenew: true, noticePeriodDays: 365 }).day).toBe('2027-03-01');
  });
});

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

describe('buckets', () => {
  it('puts a passed deadline in overdue and today in within 30 days', () => {
    expect(bucketOf(-1)).toBe('overdue');
    expect(bucketOf(0)).toBe('within30');
  });

  it('splits at 30, 90 days', () => {
    expect(bucketOf(30)).toBe('within30');
    expect(bucketOf(31)).toBe('within90');
    expect(bucketOf(90)).toBe('within90');
    expect(bucketOf(91)).toBe('later');
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

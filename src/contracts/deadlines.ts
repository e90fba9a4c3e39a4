/**
 * The contract locker's deadline rules, pure: the date that matters (for an auto-renewing contract
 * the last day to give notice, else the end), the calendar days left in a person's time zone, the
 * buckets the register and widgets group by, and the reminders due 90, 60, 30 and 7 days before.
 * Days are calendar days (`YYYY-MM-DD`), counted on the proleptic Gregorian calendar in UTC so a
 * leap day is one day like any other and daylight saving never makes a day 23 hours long.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day (`2027-02-29` is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days since 1970-01-01 of a calendar day. */
function dayNumber(day: CalendarDay): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

function dayOfNumber(days: number): CalendarDay {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOfNumber(dayNumber(day) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (an IANA name such as `Europe/Istanbul`). */
export function dayIn(instant: Date, timeZone: string): CalendarDay {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/** What the deadline of a contract is made of: the end, and for an auto-renewing one its notice period. */
export interface DeadlineFacts {
  end: CalendarDay;
  autoRenew: boolean;
  /** Days of notice before the end (0: none). */
  noticePeriodDays: number;
}

export interface Deadline {
  /** `notice`: the last day to give notice before the contract renews itself; `end`: the day it ends. */
  kind: 'notice' | 'end';
  day: CalendarDay;
}

/** The date that matters: for an auto-renewing contract the end minus the notice period, else the end. */
export function deadlineOf(facts: DeadlineFacts): Deadline {
  if (facts.autoRenew && facts.noticePeriodDays > 0)
    return { kind: 'notice', day: addDays(facts.end, -facts.noticePeriodDays) };
  return { kind: 'end', day: facts.end };
}

/** Calendar days left until a deadline, as seen on `today` (0: it is today; negative: passed). */
export function daysLeft(deadline: CalendarDay, today: CalendarDay): number {
  return daysBetween(today, deadline);
}

export const DEADLINE_BUCKETS = ['overdue', 'within30', 'within90', 'later'] as const;
export type DeadlineBucket = (typeof DEADLINE_BUCKETS)[number];

/** Overdue (passed), within 30 days (today included), 31 to 90 days, later. */
export function bucketOf(left: number): DeadlineBucket {
  if (left < 0) return 'overdue';
  if (left <= 30) return 'within30';
  if (left <= 90) return 'within90';
  return 'later';
}

/** Days before a deadline at which a reminder is due, most distant first. */
export const REMINDER_DAYS = [90, 60, 30, 7] as const;
export type ReminderThreshold = (typeof REMINDER_DAYS)[number];

/**
 * The reminders that became due after `since` (the day the person was last reminded or looked,
 * exclusive; null: never) up to `today` (inclusive), most distant first. A deadline that has
 * passed is not reminded of any more; a person away for a while gets each threshold crossed
 * meanwhile once (the caller may show only the last), and the same `since` and `today` always give
 * the same answer, so "once each per person" is kept by remembering the thresholds sent.
 */
export function remindersDue(
  deadline: CalendarDay,
  since: CalendarDay | null,
  today: CalendarDay,
): ReminderThreshold[] {
  if (daysLeft(deadline, today) < 0) return [];
  return REMINDER_DAYS.filter((threshold) => {
    const due = addDays(deadline, -threshold);
    return daysBetween(due, today) >= 0 && (since === null || daysBetween(since, due) > 0);
  });
}

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

/**
 * A calendar day `months` months later (earlier when negative), kept within its month: the 31st
 * of a month without one, or the 29th of February in a common year, becomes the month's last day.
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))];
  const target = year * 12 + month + months;
  const [toYear, toMonth] = [Math.floor(target / 12), ((target % 12) + 12) % 12];
  const last = new Date(Date.UTC(toYear, toMonth + 1, 0)).getUTCDate();
  return `${String(toYear).padStart(4, '0')}-${String(toMonth + 1).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** Whole months from one day to another, counted as people count a term (1 March to 1 March: 12). */
export function monthsBetween(from: CalendarDay, to: CalendarDay): number {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  return Number(to.slice(8, 10)) < Number(from.slice(8, 10)) ? months - 1 : months;
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

/**
 * Today as the portal counts contract days: the calendar day in UTC. Every deadline, count and
 * reminder takes its "today" from here, so two screens rendered at the same moment agree.
 */
export function todayOf(now: Date = new Date()): CalendarDay {
  return dayIn(now, 'UTC');
}

export interface Deadline {
  /** `notice`: the last day to give notice before the contract renews itself; `end`: the day it ends. */
  kind: 'notice' | 'end';
  day: CalendarDay;
}

/** Calendar days left until a deadline, as seen on `today` (0: it is today; negative: passed). */
export function daysLeft(deadline: CalendarDay, today: CalendarDay): number {
  return daysBetween(today, deadline);
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

/**
 * When a digest is due, in the person's own time zone (decision 127): a daily digest once per
 * calendar day from DIGEST_HOUR on, a weekly one once per ISO week (Monday to Sunday) from Monday at
 * DIGEST_HOUR on. The wall clock is read from Intl for the zone, so a day of 23 or 25 hours (the
 * change to or from summer time) still has one digest, sent at the hour the person expects. Pure.
 */
import { addDays, type CalendarDay, daysBetween } from '../contracts/deadlines.ts';

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The local hour from which the day's (or the week's) digest goes. */
export const DIGEST_HOUR = 8;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day, hour (0–23) and ISO weekday (1 Monday … 7 Sunday) of an instant in a zone. */
export function wallClockOf(instant: Date, timeZone: string): { day: CalendarDay; hour: number; weekday: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const day = `${parts['year']}-${parts['month']}-${parts['day']}`;
  // 1970-01-05 was a Monday.
  const weekday = (((daysBetween('1970-01-05', day) % 7) + 7) % 7) + 1;
  return { day, hour: Number(parts['hour']) % 24, weekday };
}

/** The ISO week of a day, `2026-W50` (the week belongs to the year of its Thursday). */
export function isoWeekOf(day: CalendarDay): string {
  const weekday = (((daysBetween('1970-01-05', day) % 7) + 7) % 7) + 1;
  const thursday = addDays(day, 4 - weekday);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The digest period an instant falls in for a person (`day:2026-12-07`, `week:2026-W50`), or null
 * when the digest is off. One digest per period is sent: the period is its "sent once" key.
 */
export function digestPeriodOf(frequency: DigestFrequency, instant: Date, timeZone: string): string | null {
  if (frequency === 'off') return null;
  const { day } = wallClockOf(instant, timeZone);
  return frequency === 'daily' ? `day:${day}` : `week:${isoWeekOf(day)}`;
}

/**
 * Whether the period's digest may go at this instant: from DIGEST_HOUR of the day (daily), or of
 * the week's Monday (weekly; a week whose Monday was missed, the server being down, goes on the next
 * run). `atOnce` (`npm run mail:digest`) sends the current period's digest whatever the hour.
 */
export function digestDue(frequency: DigestFrequency, instant: Date, timeZone: string, atOnce = false): boolean {
  if (frequency === 'off') return false;
  if (atOnce) return true;
  const { hour, weekday } = wallClockOf(instant, timeZone);
  return frequency === 'daily' ? hour >= DIGEST_HOUR : weekday > 1 || hour >= DIGEST_HOUR;
}

/** The first day of the period a digest covers ("new contracts since"), as a calendar day in the zone. */
export function periodStartOf(
  frequency: Exclude<DigestFrequency, 'off'>,
  instant: Date,
  timeZone: string,
): CalendarDay {
  const { day, weekday } = wallClockOf(instant, timeZone);
  return frequency === 'daily' ? addDays(day, -1) : addDays(day, -(weekday - 1) - 7);
}

/**
 * Deadlines are set as a date and time on the wall clock of the client's time zone and kept as
 * the instant they name. Node's Intl carries the time zone database, so the conversion needs no
 * library of its own: the zone's offset at an instant is read back from Intl and the instant
 * corrected until it names the wall-clock time asked for.
 */
import { isTimeZone } from '../../i18n/time-zones.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall-clock time at an instant, as milliseconds of a UTC date with the same fields. */
function wallClockAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
    Number(parts['second']),
  );
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time (`2026-03-29T02:30`) names in a zone. A time the clocks skip
 * (spring forward) names the instant the same number of minutes after the skip; a time they pass
 * twice (fall back) names the first. Undefined for text that is no such time.
 */
export function instantOf(localTime: string, timeZone: string): Date | undefined {
  const match = LOCAL_TIME.exec(localTime);
  if (!match || !isTimeZone(timeZone)) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The offset an hour either side of the guess: the earlier one first, so a time passed twice
  // names its first instant.
  const offsets = [wanted - 36e5 * 3, wanted + 36e5 * 3].map((probe) => wallClockAt(probe, timeZone) - probe);
  for (const offset of offsets) {
    const instant = wanted - offset;
    if (wallClockAt(instant, timeZone) === wanted) return new Date(instant);
  }
  // Skipped by the clocks: the later offset moves it past the skip.
  return new Date(wanted - (offsets[0] ?? 0));
}

/** The wall-clock time (`2026-03-29T03:30`) of an instant in a zone. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAt(instant.getTime(), timeZone)).toISOString().slice(0, 16);
}

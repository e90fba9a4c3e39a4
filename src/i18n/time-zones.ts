/**
 * The time zones a person may choose, and the one taken when nothing says otherwise. V8's
 * `Intl.supportedValuesOf('timeZone')` lists the canonical zones of places and leaves UTC out, yet
 * UTC is what the portal takes by default: a select of Intl's list alone, given UTC, showed (and
 * sent) its first entry, Africa/Abidjan.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

const known = new Set<string>();

/** Whether a text names a time zone this runtime knows (`Europe/Istanbul`, `UTC`). */
export function isTimeZone(text: string): boolean {
  if (text.length === 0 || text.length > 64) return false;
  if (known.has(text)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
  } catch {
    return false;
  }
  known.add(text);
  return true;
}

export interface TimeZoneOption {
  value: string;
  /** The name as people read it: `America/New York`. */
  label: string;
}

let options: readonly TimeZoneOption[] | undefined;

/** UTC first, then every zone Intl lists, each once. */
export function timeZoneOptions(): readonly TimeZoneOption[] {
  options ??= [
    DEFAULT_TIME_ZONE,
    ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE),
  ].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  return options;
}

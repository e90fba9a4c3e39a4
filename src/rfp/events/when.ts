import type { TFunction } from 'i18next';
import { dateFormatOf } from '../../i18n/intl-cache.ts';

/** An instant on the client's wall clock, with the zone's short name (`18 Dec 2026, 17:00 GMT+3`). */
export function whenIn(instant: string | Date, timeZone: string, tag: string): string {
  return dateFormatOf(tag, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** How long until an instant, in days once more than a day is left, else in hours. */
export function timeLeft(instant: string, now: Date, t: TFunction): string {
  const ms = Date.parse(instant) - now.getTime();
  if (ms <= 0) return t('rfpEvents:passed');
  const hours = Math.ceil(ms / 3_600_000);
  return hours > 24
    ? t('rfpEvents:timeLeft', { count: Math.floor(hours / 24) })
    : t('rfpEvents:hoursLeft', { count: hours });
}

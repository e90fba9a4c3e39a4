/** Sizes and dates for the list, in the user's language (formatters made once: ../i18n/intl-cache.ts). */
import { dateFormatOf, numberFormatOf } from '../i18n/intl-cache.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function formatSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormatOf(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A Graph date-time for the user's language ('' when missing); the time too unless asked otherwise. */
export function formatDate(iso: string, locale: string, options: Intl.DateTimeFormatOptions = DATE_AND_TIME): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return dateFormatOf(locale, options).format(date);
}

/** The date alone, for the list's column (the details panel gives the time too). */
export function formatDay(iso: string, locale: string): string {
  return formatDate(iso, locale, { dateStyle: 'medium' });
}

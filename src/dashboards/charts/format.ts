/** Number and date labels of the charts, in the reader's language (BCP 47 tag). */
import { dateFormatOf, numberFormatOf } from '../../i18n/intl-cache.ts';

function numberFormat(tag: string, style: 'number' | 'percent'): Intl.NumberFormat {
  return numberFormatOf(
    tag,
    style === 'percent' ? { maximumFractionDigits: 1, style: 'percent' } : { maximumFractionDigits: 1 },
  );
}

const dateStyles: Record<'month' | 'weekday' | 'date' | 'time', Intl.DateTimeFormatOptions> = {
  month: { month: 'short', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
  date: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' },
};

function dateFormat(tag: string, style: keyof typeof dateStyles): Intl.DateTimeFormat {
  return dateFormatOf(tag, dateStyles[style]);
}

/** Chart values show a 'k' suffix for thousands (docs/constants.md). */
export function formatK(value: number, tag: string): string {
  if (Math.abs(value) < 1000) return numberFormat(tag, 'number').format(value);
  return `${numberFormat(tag, 'number').format(value / 1000)}k`;
}

export function formatNumber(value: number, tag: string): string {
  return numberFormat(tag, 'number').format(value);
}

export function formatPercent(value: number, tag: string): string {
  return numberFormat(tag, 'percent').format(value / 100);
}

/** `YYYY-MM` as a short month name. */
export function formatMonth(month: string, tag: string): string {
  return dateFormat(tag, 'month').format(new Date(`${month}-01T00:00:00Z`));
}

/** `HH:MM`, a time of day in the data, on the data's 24-hour clock in the language's digits; as given when it is not one. */
export function formatTime(time: string, tag: string): string {
  const at = new Date(`1970-01-01T${time}:00Z`);
  return Number.isNaN(at.getTime()) ? time : dateFormat(tag, 'time').format(at);
}

/** `YYYY-MM-DD` as a short day label (weekday or day and month). */
export function formatDay(day: string, tag: string, style: 'weekday' | 'date' = 'date'): string {
  return dateFormat(tag, style).format(new Date(`${day}T00:00:00Z`));
}

/** Series colours from the scheme's semantic tokens, so charts follow the colour scheme. */
export const seriesColours = [
  'var(--colors-accent-default)',
  'var(--colors-secondary-default)',
  'var(--colors-success-default)',
  'var(--colors-danger-default)',
  'var(--colors-info-default)',
  'var(--colors-fg-muted)',
] as const;

export function colourOf(index: number): string {
  return seriesColours[index % seriesColours.length] ?? seriesColours[0];
}

/**
 * A coordinate as the charts write it: a tenth of a unit is below what a screen shows, and the
 * fifteen decimals of a scale's output were a quarter of a dashboard's HTML.
 */
export function px(value: number | undefined): number {
  return Math.round((value ?? 0) * 10) / 10;
}

/** Decimals of the paths d3-shape writes (`line().digits(…)`), for the same reason. */
export const PATH_DIGITS = 1;

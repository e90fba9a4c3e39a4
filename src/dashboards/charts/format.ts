/** Number and date labels of the charts, in the reader's language (BCP 47 tag). */

/** Chart values show a 'k' suffix for thousands (docs/constants.md). */
export function formatK(value: number, tag: string): string {
  if (Math.abs(value) < 1000) return new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value);
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value / 1000)}k`;
}

export function formatNumber(value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value);
}

export function formatPercent(value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** `YYYY-MM` as a short month name. */
export function formatMonth(month: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** `YYYY-MM-DD` as a short day label (weekday or day and month). */
export function formatDay(day: string, tag: string, style: 'weekday' | 'date' = 'date'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'weekday' ? { weekday: 'short', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(tag, options).format(new Date(`${day}T00:00:00Z`));
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

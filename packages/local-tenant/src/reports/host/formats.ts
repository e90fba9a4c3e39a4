/**
 * Numbers and dates in the portal's language (`localeSettings.language`), as the portal writes
 * them: Arabic-Indic digits in Arabic. A tag that is no language tag leaves English.
 */

export interface Formats {
  /** The canonical language tag, set as the page's `lang`. */
  tag: string;
  money: Intl.NumberFormat;
  count: Intl.NumberFormat;
  /** An amount on an axis: 12K. */
  thousands(value: number): string;
  /** A month of the data (`2026-03`). */
  month(yearMonth: string): string;
  /** A day of the data (`2026-03-14`). */
  day(date: string): string;
  percent(value: number): string;
  /** ECharts hands formatters any data value; the reports' values are numbers. */
  moneyText(value: unknown): string;
}

export function formatsOf(language: string): Formats {
  let tag = 'en-US';
  try {
    tag = Intl.getCanonicalLocales(language)[0] ?? tag;
  } catch {
    // Not a language tag: stay with English.
  }
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(tag);
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
  const monthName = new Intl.DateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    tag,
    money,
    count,
    thousands: (value) => compact.format(value),
    month: (yearMonth) => monthName.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    day: (date) => dayName.format(new Date(`${date}T00:00:00Z`)),
    percent: (value) => `${count.format(value)}%`,
    moneyText: (value) => money.format(Number(value)),
  };
}

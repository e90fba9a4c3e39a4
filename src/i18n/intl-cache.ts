/**
 * Intl formatters and plural rules, made once per language and options: building one costs far
 * more than using it, and a page formats hundreds of numbers, dates and plurals in a handful of
 * styles (server renders, the islands' strings, the charts, the file list).
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let known = made.get(key) as T | undefined;
  if (!known) {
    known = make();
    made.set(key, known);
  }
  return known;
}

export function numberFormatOf(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(`number|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}

/** A year as the language writes it: a name, not an amount, so without a thousands separator. */
export function formatYear(year: number, tag: string): string {
  return numberFormatOf(tag, { useGrouping: false }).format(year);
}

/**
 * An amount of money as the language writes it, whole units unless `fractionDigits` says otherwise.
 * Arabic writes the currency after the number as Latin letters with a sign ("٢٬٣٤١ US$"); in a
 * right-to-left line the sign would be drawn on the letters' far side ("$US"), so such a symbol is
 * isolated left to right (U+2066 … U+2069). A symbol of letters alone or a sign alone needs none.
 */
export function formatMoney(value: number, currency: string, tag: string, fractionDigits = 0): string {
  const parts = numberFormatOf(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).formatToParts(value);
  return parts
    .map(({ type, value: text }) =>
      type === 'currency' && /[A-Za-z]/.test(text) && /[^A-Za-z]/.test(text) ? `\u2066${text}\u2069` : text,
    )
    .join('');
}

export function dateFormatOf(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(`date|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

export function pluralRulesOf(tag: string): Intl.PluralRules {
  return once(`plural|${tag}`, () => new Intl.PluralRules(tag));
}

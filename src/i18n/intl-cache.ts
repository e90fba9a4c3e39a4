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
 * An amount of money as the language writes it (whole units), in three pieces: the text before the
 * currency symbol, the symbol, and the text after it. Arabic writes the currency after the number
 * as Latin letters with a sign ("٢٬٣٤١ US$"); in a right-to-left line the sign is drawn on the
 * letters' far side ("$US") unless the symbol is isolated left to right (`<bdi dir="ltr">`), so
 * such a symbol is handed apart. A symbol of letters alone or a sign alone needs none: the whole
 * text is then the first piece. Joined, the pieces are the formatter's own text.
 */
export function moneyParts(value: number, currency: string, tag: string): readonly [string, string, string] {
  const format = once(`money|${tag}|${currency}`, () =>
    numberFormatOf(tag, { style: 'currency', currency, maximumFractionDigits: 0 }),
  );
  const parts = format.formatToParts(value);
  const at = parts.findIndex(
    ({ type, value: text }) => type === 'currency' && /[A-Za-z]/.test(text) && /[^A-Za-z]/.test(text),
  );
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return at === -1 ? [text(0), '', ''] : [text(0, at), parts[at]?.value ?? '', text(at + 1)];
}

export function dateFormatOf(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(`date|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

export function pluralRulesOf(tag: string): Intl.PluralRules {
  return once(`plural|${tag}`, () => new Intl.PluralRules(tag));
}

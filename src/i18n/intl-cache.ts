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

export function dateFormatOf(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once(`date|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

export function pluralRulesOf(tag: string): Intl.PluralRules {
  return once(`plural|${tag}`, () => new Intl.PluralRules(tag));
}

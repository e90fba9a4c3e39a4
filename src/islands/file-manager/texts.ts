import type english from '@/i18n/locales/en/fileManager.json';

/** The `fileManager` dictionary of the user's language, handed to the island by the page. */
export type FileManagerTexts = typeof english;

/** Fills `{{name}}` placeholders (the dictionaries' i18next syntax). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** `{ one, other }` forms chosen by the language's plural rules (other for the rest). */
export function plural(forms: { one: string; other: string }, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: new Intl.NumberFormat(locale).format(count) });
}

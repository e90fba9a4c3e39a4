import { interpolate, pluralCategory } from '@/i18n/interpolate.ts';
import type english from '@/i18n/locales/en/fileManager.json';

/** The `fileManager` dictionary of the user's language, handed to the island by the page. */
export type FileManagerTexts = typeof english;

/** `{ one, other }` forms chosen by the language's plural rules (other for the rest). */
export function plural(forms: { one: string; other: string }, count: number, locale: string): string {
  const form = pluralCategory(count, locale) === 'one' ? forms.one : forms.other;
  return interpolate(form, { count: new Intl.NumberFormat(locale).format(count) });
}

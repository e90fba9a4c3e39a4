import { interpolate, pluralCategory } from '@/i18n/interpolate.ts';
import type english from '@/i18n/locales/en/fileManager.json';

/** The `fileManager` dictionary of the user's language, handed to the island by the page. */
export type FileManagerTexts = typeof english;

/** Plural forms by category; a language gives the ones its grammar has (Arabic all six). */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The form the language's plural rules choose for `count`, `other` when the language has no such form. */
export function plural(forms: PluralForms, count: number, locale: string): string {
  const form = forms[pluralCategory(count, locale)] ?? forms.other;
  return interpolate(form, { count: new Intl.NumberFormat(locale).format(count) });
}

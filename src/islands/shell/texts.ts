import { interpolate, pluralCategory } from '@/i18n/interpolate.ts';

/** The `panels` dictionary as the server handed it over, with {{placeholders}} and plurals filled in here. */
export type Texts = Record<string, unknown>;

export function textOf(texts: Texts, key: string, values: Record<string, string | number> = {}): string {
  let found: unknown = texts;
  for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  const template = typeof found === 'string' ? found : key;
  return interpolate(template, values);
}

/** Plural forms of i18next's JSON v4 format (`key_one`, `key_other`, ...). */
export function pluralOf(texts: Texts, key: string, count: number, tag: string): string {
  const form = pluralCategory(count, tag);
  const candidate = `${key}_${form}`;
  return textOf(texts, candidate in texts ? candidate : `${key}_other`, {
    count: new Intl.NumberFormat(tag).format(count),
  });
}

/** Title text compared ignoring case and accents (search matching, docs/behaviour.md). */
export function foldForSearch(text: string, tag: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase(tag)
    .replace(/ı/g, 'i');
}

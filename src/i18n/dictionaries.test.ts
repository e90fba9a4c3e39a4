import { describe, expect, it } from 'vitest';
import { resources } from './resources.ts';

type Dictionary = { [key: string]: string | Dictionary };

function keys(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

function lookup(dictionary: Dictionary, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<string | Dictionary | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      dictionary,
    );
  return typeof value === 'string' ? value : undefined;
}

/** For a plural form (`count_few`, `items.two`), the key of its `other` form; i18next's v4 format and ours. */
function pluralOther(key: string): string | undefined {
  const match = /^(.*[._])(zero|one|two|few|many)$/.exec(key);
  return match ? `${match[1]}other` : undefined;
}

describe.each(['tr', 'ar'] as const)('the %s dictionaries', (locale) => {
  it.each(Object.keys(resources.en))('have every English key of "%s", non-empty, with the same placeholders', (ns) => {
    const english = resources.en[ns] as Dictionary;
    const translated = resources[locale][ns];
    expect(translated, `${locale}/${ns}.json is missing`).toBeDefined();
    for (const key of keys(english)) {
      const text = lookup(translated as Dictionary, key);
      expect(text, `${locale}/${ns}.json lacks "${key}"`).toBeTruthy();
      expect(placeholders(text ?? ''), `${locale}/${ns}.json "${key}" placeholders`).toEqual(
        placeholders(lookup(english, key) ?? ''),
      );
    }
  });

  it('have no key that English lacks, but the plural forms of their grammar', () => {
    for (const [ns, dictionary] of Object.entries(resources[locale])) {
      const english = new Set(keys(resources.en[ns] ?? {}));
      const extra = keys(dictionary).filter((key) => !english.has(key));
      const unknown = extra.filter((key) => !english.has(pluralOther(key) ?? ''));
      expect(unknown, `${locale}/${ns}.json`).toEqual([]);
      for (const key of extra) {
        expect(placeholders(lookup(dictionary as Dictionary, key) ?? ''), `${locale}/${ns}.json "${key}"`).toEqual(
          placeholders(lookup(resources.en[ns] as Dictionary, pluralOther(key) ?? '') ?? ''),
        );
      }
    }
  });
});

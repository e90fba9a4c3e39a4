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

/**
 * A translation's placeholders are English's; but a zero, one or two form may leave some out, its
 * number being in its words (Arabic 'سؤالان', two questions), never add one English lacks.
 */
function expectPlaceholders(key: string, text: string, english: string, label: string): void {
  const wanted = placeholders(english);
  if (/[._](zero|one|two)$/.test(key)) {
    expect(
      placeholders(text).filter((name) => !wanted.includes(name)),
      label,
    ).toEqual([]);
    return;
  }
  expect(placeholders(text), label).toEqual(wanted);
}

describe.each(['tr', 'ar'] as const)('the %s dictionaries', (locale) => {
  it.each(Object.keys(resources.en))('have every English key of "%s", non-empty, with the same placeholders', (ns) => {
    const english = resources.en[ns] as Dictionary;
    const translated = resources[locale][ns];
    expect(translated, `${locale}/${ns}.json is missing`).toBeDefined();
    for (const key of keys(english)) {
      const text = lookup(translated as Dictionary, key);
      expect(text, `${locale}/${ns}.json lacks "${key}"`).toBeTruthy();
      expectPlaceholders(key, text ?? '', lookup(english, key) ?? '', `${locale}/${ns}.json "${key}" placeholders`);
    }
  });

  it('have no key that English lacks, but the plural forms of their grammar', () => {
    for (const [ns, dictionary] of Object.entries(resources[locale])) {
      const english = new Set(keys(resources.en[ns] ?? {}));
      const extra = keys(dictionary).filter((key) => !english.has(key));
      const unknown = extra.filter((key) => !english.has(pluralOther(key) ?? ''));
      expect(unknown, `${locale}/${ns}.json`).toEqual([]);
      for (const key of extra) {
        const englishOther = lookup(resources.en[ns] as Dictionary, pluralOther(key) ?? '') ?? '';
        expectPlaceholders(
          key,
          lookup(dictionary as Dictionary, key) ?? '',
          englishOther,
          `${locale}/${ns}.json "${key}"`,
        );
      }
    }
  });
});

describe('the Arabic dictionaries', () => {
  // In a right-to-left line, punctuation that opens a Latin word (".ics", "_vti_") takes the
  // line's direction and is drawn on the word's far side ("ics."). A left-to-right mark before it
  // (U+200E) keeps it with the word.
  it('keep the punctuation that opens a Latin word on its side, with a left-to-right mark', () => {
    const unmarked = Object.entries(resources.ar).flatMap(([ns, dictionary]) =>
      keys(dictionary as Dictionary)
        .map((key) => [`${ns}.json "${key}"`, lookup(dictionary as Dictionary, key) ?? ''] as const)
        .filter(([, text]) => /(^|[^A-Za-z0-9\u200e])[-./#@_:+]+[A-Za-z]/.test(text))
        .map(([where]) => where),
    );
    expect(unmarked).toEqual([]);
  });
});

import type { Locale } from './locales.ts';

/**
 * Dictionaries: one JSON file per namespace and language, `locales/<lang>/<namespace>.json`.
 * English is the reference; a test fails when tr or ar lacks one of its keys.
 */
type Dictionary = { [key: string]: string | Dictionary };

const files = import.meta.glob<Dictionary>('./locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<Locale, Record<string, Dictionary>> = { en: {}, tr: {}, ar: {} };
for (const [path, dictionary] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, namespace] = match as unknown as [string, Locale, string];
  resources[locale][namespace] = dictionary;
}

export const namespaces = Object.keys(resources.en);
export type { Dictionary };

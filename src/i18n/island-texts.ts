/** Server side of `texts.ts`: the dictionaries an island needs, in the request's language. */
import { type Locale, languageOf } from './locales.ts';
import { resources } from './resources.ts';
import type { IslandTexts } from './texts.ts';

export function islandTexts(locale: Locale, namespaces: readonly string[]): IslandTexts {
  const own = resources[locale];
  const english = resources.en;
  return {
    tag: languageOf(locale).tag,
    dictionaries: Object.fromEntries(
      namespaces.map((namespace) => [namespace, own[namespace] ?? english[namespace] ?? {}]),
    ),
  };
}

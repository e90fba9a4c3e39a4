/**
 * The one way islands get their strings: the page hands an island the dictionaries (namespaces)
 * it needs in the person's language (`islandTexts`, server side), and the island reads them with
 * `translatorOf`, keyed like the server's `t()`: `t('auth:locked.title')`, `t('fileManager:items', { count })`.
 * Placeholders, plural forms and `{{count, number}}` work as in i18next, without loading i18next.
 */

import { interpolate, pluralCategory } from './interpolate.ts';
import { numberFormatOf } from './intl-cache.ts';

export type Dictionary = { [key: string]: string | Dictionary };

export interface IslandTexts {
  /** BCP 47 tag of the language (numbers, plural rules, Ark's LocaleProvider). */
  tag: string;
  dictionaries: Record<string, Dictionary>;
}

export type TextValues = Record<string, string | number>;
export type Translate = (key: string, values?: TextValues) => string;

/**
 * What a server-rendered part reads its strings with: the server's i18next `t` (Astro.locals) or,
 * in a story, `translatorOf`. Two signatures, because i18next's `t` takes no `undefined` options.
 */
export interface Translator {
  (key: string): string;
  (key: string, values: TextValues): string;
}

function lookup(dictionary: Dictionary | undefined, path: string): string | undefined {
  let found: string | Dictionary | undefined = dictionary;
  for (const part of path.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  return typeof found === 'string' ? found : undefined;
}

/** `t(key, values)` over the dictionaries an island was given; an unknown key reads as itself. */
export function translatorOf({ tag, dictionaries }: IslandTexts): Translate {
  const numbers = numberFormatOf(tag);
  return (key, values = {}) => {
    const split = key.indexOf(':');
    const namespace = split > 0 ? key.slice(0, split) : (Object.keys(dictionaries)[0] ?? '');
    const path = split > 0 ? key.slice(split + 1) : key;
    const dictionary = dictionaries[namespace];
    const count = values['count'];
    const template =
      (typeof count === 'number'
        ? (lookup(dictionary, `${path}_${pluralCategory(count, tag)}`) ?? lookup(dictionary, `${path}_other`))
        : undefined) ??
      lookup(dictionary, path) ??
      // As i18next: the caller's own words where the dictionary has none (a series named by the data).
      (typeof values['defaultValue'] === 'string' ? values['defaultValue'] : key);
    return interpolate(template, values, numbers);
  };
}

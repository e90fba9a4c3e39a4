/** Server side of `texts.ts`: the dictionaries an island needs, in the request's language. */
import { type Locale, languageOf } from './locales.ts';
import { resources } from './resources.ts';
import type { Dictionary, IslandTexts } from './texts.ts';

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

const picked = new Map<string, IslandTexts>();

/**
 * Only the listed strings (`namespace:path`, as the island's `t()` reads them; a bare `namespace`
 * for all of one) instead of whole namespaces: an island's props are serialized into the page once per island, and the navbar
 * toggle, on every page twice, used 4 of the 70 strings of `common` it was given. Built once per
 * language and key list.
 */
export function islandTextsOf(locale: Locale, keys: readonly string[]): IslandTexts {
  const cacheKey = `${locale}|${keys.join(',')}`;
  const cached = picked.get(cacheKey);
  if (cached) return cached;
  const dictionaries: Record<string, Dictionary> = {};
  for (const key of keys) {
    // A namespace alone: all of it (an island whose dialogs use most of their namespace).
    if (!key.includes(':')) {
      dictionaries[key] = resources[locale][key] ?? resources.en[key] ?? {};
      continue;
    }
    const [namespace = '', path = ''] = key.split(':');
    const value = lookup(resources[locale][namespace], path) ?? lookup(resources.en[namespace], path);
    if (value === undefined) throw new Error(`No string ${key} for an island`);
    dictionaries[namespace] ??= {};
    setPath(dictionaries[namespace], path, value);
  }
  const texts = { tag: languageOf(locale).tag, dictionaries };
  picked.set(cacheKey, texts);
  return texts;
}

function lookup(dictionary: Dictionary | undefined, path: string): string | undefined {
  let found: string | Dictionary | undefined = dictionary;
  for (const part of path.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  return typeof found === 'string' ? found : undefined;
}

function setPath(dictionary: Dictionary, path: string, value: string): void {
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  let target = dictionary;
  for (const part of parts) {
    const next = target[part];
    if (typeof next === 'object') target = next;
    else {
      const created: Dictionary = {};
      target[part] = created;
      target = created;
    }
  }
  target[last] = value;
}

import { islandTexts } from '../../i18n/island-texts.ts';
import { locales } from '../../i18n/locales.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { DEMO_NAMESPACE, demoPageNames, demoPages } from '../editing/demo-pages.ts';
import type { EntryContent } from '../editing/entries.ts';

/**
 * Each demo page's entry as the repository gives it (its revision 0): its fields' words in the
 * dictionaries, `src/i18n/locales/<language>/demo.json`, word for word. A language whose
 * dictionary lacks every field of a page is a translation not yet written.
 */
export function demoRepositoryContent(): Map<string, EntryContent> {
  const entries = new Map<string, EntryContent>();
  const translators = locales.map((locale) => [locale, translatorOf(islandTexts(locale, [DEMO_NAMESPACE]))] as const);
  for (const slug of demoPageNames) {
    const texts: EntryContent['texts'] = {};
    for (const [locale, t] of translators) {
      const words = demoPages[slug].fields.flatMap(({ name }) => {
        const key = `${DEMO_NAMESPACE}:${name}`;
        const text = t(key);
        // The translator answers an unknown key with the key itself.
        return text === key ? [] : [[name, text] as const];
      });
      if (words.length > 0) texts[locale] = Object.fromEntries(words);
    }
    entries.set(slug, { shared: {}, texts });
  }
  return entries;
}

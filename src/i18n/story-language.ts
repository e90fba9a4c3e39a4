import { islandTexts } from './island-texts.ts';
import type { Locale } from './locales.ts';
import { type Translate, translatorOf } from './texts.ts';

/**
 * The portal language a story shows: Storybook's `locale` global (its toolbar), English when the
 * global is unset or not one of the portal's languages.
 */
export const storyLocale = (global: unknown): Locale => (global === 'tr' || global === 'ar' ? global : 'en');

/** `t()` over whole namespaces in a story's language, for the strings the server would pass a part. */
export const storyTranslator = (global: unknown, namespaces: readonly string[]): Translate =>
  translatorOf(islandTexts(storyLocale(global), namespaces));

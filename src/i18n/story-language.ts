import type { Locale } from './locales.ts';

/**
 * The portal language a story shows: Storybook's `locale` global (its toolbar), English when the
 * global is unset or not one of the portal's languages.
 */
export const storyLocale = (global: unknown): Locale => (global === 'tr' || global === 'ar' ? global : 'en');

import { defaultLocale, isLocale, type Locale, localeFromAcceptLanguage } from '../../i18n/locales.ts';

/**
 * The language of a request: the choice made on this browser (cookie), else the one saved in the
 * user document, else the browser's preference, else English.
 */
export function resolveLocale(cookie: string | undefined, acceptLanguage: string | null, saved?: string): Locale {
  if (isLocale(cookie)) return cookie;
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

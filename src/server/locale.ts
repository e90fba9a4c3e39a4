import { defaultLocale, isLocale, type Locale, localeFromAcceptLanguage } from '../i18n/locales.ts';

export const LOCALE_COOKIE = 'portal-lang';

/** The language of a request: the saved choice, else the browser's preference, else English. */
export function resolveLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

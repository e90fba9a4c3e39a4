/** The portal's languages (docs/data.md: id, title, flag) and the one rule for direction. */
export const locales = ['en', 'tr', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export interface Language {
  id: Locale;
  /** The language's own name, shown in the picker whatever the current language. */
  title: string;
  /** ISO 3166 country code of the flag shown beside it. */
  flag: 'us' | 'tr' | 'sa';
  /** BCP 47 tag used for dates, numbers and Ark UI's LocaleProvider. */
  tag: string;
}

export const languages: readonly Language[] = [
  { id: 'en', title: 'English', flag: 'us', tag: 'en-US' },
  { id: 'tr', title: 'Türkçe', flag: 'tr', tag: 'tr-TR' },
  { id: 'ar', title: 'العربية', flag: 'sa', tag: 'ar-SA' },
];

const rightToLeft: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr';
}

export function languageOf(locale: Locale): Language {
  return languages.find((language) => language.id === locale) ?? (languages[0] as Language);
}

/** Picks the best supported locale from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isLocale);
}

/** A page's language and the direction it is laid out in. */
export interface PageLanguage {
  locale: Locale;
  dir: 'ltr' | 'rtl';
}

/**
 * The language of a request and its direction, decided here only (the middleware, the fallback
 * pages, the Node server's own answers): the person's choice (made on this browser, the cookie;
 * else the one saved in their user document), else the browser's preference, else English. The
 * direction is the language's own, never a second setting: a saved "right to left" from an Arabic
 * session once laid English text out right to left.
 */
export function pageLanguageOf(
  cookie: string | undefined,
  acceptLanguage: string | null,
  saved?: string,
): PageLanguage {
  const locale = isLocale(cookie)
    ? cookie
    : isLocale(saved)
      ? saved
      : (localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale);
  return { locale, dir: directionOf(locale) };
}

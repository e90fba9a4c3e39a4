import { createInstance, type TFunction } from 'i18next';
import { defaultLocale, type Locale, languageOf } from './locales.ts';
import { namespaces, resources } from './resources.ts';

const cache = new Map<Locale, TFunction>();

/**
 * One i18next instance per language, created once and shared by every request in that language
 * (resources are bundled, so initialisation is synchronous). English is the fallback.
 */
export function translatorFor(locale: Locale): TFunction {
  const cached = cache.get(locale);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    ns: namespaces,
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{count, number}}` in the language's own digits: i18next would format for 'ar' (Latin digits),
  // the rest of the page formats for the language's tag ('ar-SA', Arabic-Indic digits).
  const { tag } = languageOf(locale);
  instance.services.formatter?.add(
    'number',
    (value: unknown, _lng: string | undefined, options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(tag, options).format(Number(value)),
  );
  const t = instance.t.bind(instance) as TFunction;
  cache.set(locale, t);
  return t;
}

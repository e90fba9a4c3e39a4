import { createInstance, type TFunction } from 'i18next';
import { defaultLocale, type Locale } from './locales.ts';
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
  const t = instance.t.bind(instance) as TFunction;
  cache.set(locale, t);
  return t;
}

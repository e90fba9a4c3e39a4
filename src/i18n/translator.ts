import { createInstance, type TFunction } from 'i18next';
import { numberFormatOf } from './intl-cache.ts';
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
      numberFormatOf(tag, options).format(Number(value)),
  );
  const translate = instance.t.bind(instance) as TFunction;
  // A key asked for without options always reads the same: a page asks for hundreds of them (the
  // navigation, the widgets' labels) on every render, so each is looked up once per language.
  const plain = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0)
      return (translate as unknown as (...args: unknown[]) => string)(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = translate(key);
      plain.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
  cache.set(locale, t);
  return t;
}

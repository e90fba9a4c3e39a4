/**
 * The mail's words: the `mail` dictionaries, read straight from their files (not through the
 * pages' bundle of every dictionary), so the mail is rendered alike by the server, by
 * `npm run mail:digest` and by the benchmark. Numbers and dates in the language's own digits.
 */
import { createInstance, type TFunction } from 'i18next';
import { dateFormatOf, numberFormatOf } from '../../i18n/intl-cache.ts';
import ar from '../../i18n/locales/ar/mail.json' with { type: 'json' };
import en from '../../i18n/locales/en/mail.json' with { type: 'json' };
import tr from '../../i18n/locales/tr/mail.json' with { type: 'json' };
import { defaultLocale, type Locale, languageOf } from '../../i18n/locales.ts';

const dictionaries = { en, tr, ar } as const;
const translators = new Map<Locale, TFunction>();

/** The mail's translator for a language (one i18next instance each, made once). */
export function mailTexts(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: defaultLocale,
      ns: ['mail'],
      defaultNS: 'mail',
      resources: Object.fromEntries(Object.entries(dictionaries).map(([lng, mail]) => [lng, { mail }])),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    const { tag } = languageOf(locale);
    instance.services.formatter?.add(
      'number',
      (value: unknown, _lng: string | undefined, options: Intl.NumberFormatOptions) =>
        numberFormatOf(tag, options).format(Number(value)),
    );
    t = instance.t.bind(instance) as TFunction;
    translators.set(locale, t);
  }
  return t;
}

/** A calendar day as the reader writes it (`7 Dec 2026`, `٧ ديسمبر ٢٠٢٦`). */
export function mailDay(locale: Locale, day: string): string {
  return dateFormatOf(languageOf(locale).tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

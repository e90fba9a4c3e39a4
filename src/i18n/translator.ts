import { createInstance, type TFunction } from 'i18next';
import { numberFormatOf } from './intl-cache.ts';
import { defaultLocale, type Locale, languageOf } from './locales.ts';
import { namespaces, resources } from './resources.ts';

const cache = new Map<Locale, TFunction>();

/**
 * How many answers to calls with values each language keeps. A page's calls with values repeat
 * from one render to the next (the same counts, names and days for the same person), and i18next
 * resolving one (plural form, interpolation, formatters) took about 15 µs: 6 % of a dashboard's
 * render. Cleared when full: a bound on memory, not a policy.
 */
const KEPT_WITH_VALUES = 2_000;

/**
 * The call's cache key, when its answer depends on nothing but the key and these values: a plain
 * object of strings, numbers and booleans (their types in the key, so 1 and '1' stay apart).
 * Anything else (a date, a nested object, a second argument) is not kept.
 */
function keyOfCall(key: string, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return undefined;
  let text = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (value !== undefined && kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
    text += `\u0000${name}\u0001${kind}\u0001${String(value)}`;
  }
  return text;
}
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
  const translateAny = translate as unknown as (...args: unknown[]) => unknown;
  // A key asked for without options always reads the same: a page asks for hundreds of them (the
  // navigation, the widgets' labels) on every render, so each is looked up once per language.
  const plain = new Map<string, string>();
  const withValues = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return translateAny(key, ...rest);
    if (rest.length === 0) {
      let text = plain.get(key);
      if (text === undefined) {
        text = translate(key);
        plain.set(key, text);
      }
      return text;
    }
    const kept = rest.length === 1 ? keyOfCall(key, rest[0]) : undefined;
    if (kept === undefined) return translateAny(key, ...rest);
    let text = withValues.get(kept);
    if (text === undefined) {
      const answer = translateAny(key, ...rest);
      // An object (returnObjects) is the caller's to change: only text is kept.
      if (typeof answer !== 'string') return answer;
      if (withValues.size >= KEPT_WITH_VALUES) withValues.clear();
      withValues.set(kept, answer);
      text = answer;
    }
    return text;
  }) as unknown as TFunction;
  cache.set(locale, t);
  return t;
}

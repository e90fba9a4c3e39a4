import { type Locale, languageOf } from '../i18n/locales.ts';
import { formatK, formatNumber, formatPercent } from './charts/format.ts';

/** The number formats of a dashboard in the reader's language: plain, in thousands ('k'), percent. */
export function numberFormats(locale: Locale) {
  const { tag } = languageOf(locale);
  return {
    /** BCP 47 tag, for dates and the charts' own labels. */
    tag,
    number: (value: number) => formatNumber(value, tag),
    amount: (value: number) => formatK(value, tag),
    percent: (value: number) => formatPercent(value, tag),
  };
}

import { moneyParts, numberFormatOf } from '../../i18n/intl-cache.ts';

/**
 * An amount as the page's language writes it, for the React parts (Money.astro's twin): a
 * currency symbol mixing Latin letters and a sign is isolated left to right, so Arabic's "US$"
 * reads so, not "$US".
 */
export function Money({ value, currency, tag }: { value: number; currency: string | null; tag: string }) {
  const [before, symbol, after] = currency
    ? moneyParts(value, currency, tag)
    : [numberFormatOf(tag).format(value), '', ''];
  return (
    <>
      {before}
      {symbol && <bdi dir="ltr">{symbol}</bdi>}
      {after}
    </>
  );
}

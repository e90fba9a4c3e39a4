import { css } from 'styled-system/css';
import type { SparklineWidget } from '../../content/schemas/contract-locker.ts';
import { Sparkline } from '../../dashboards/charts/Sparkline.tsx';
import { numberFormats } from '../../dashboards/numbers.ts';
import { muted } from '../../dashboards/styles.ts';
import type { PanelProps } from '../../dashboards/widget-props.ts';
import { numberFormatOf } from '../../i18n/intl-cache.ts';

export interface SparklinePanelProps extends PanelProps<SparklineWidget> {
  /** Daily bars instead of a line. */
  bars?: boolean | undefined;
  colour?: string | undefined;
}

/**
 * A currency's narrow symbol (`$`, `€`, `₺`), as the widget writes `$` before its amounts in every
 * language: English's symbols are the plain ones (Arabic's would be `US$`). The specification's
 * amounts are dollars.
 */
function symbolOf(currency: string | undefined): string {
  if (!currency) return '$';
  const parts = numberFormatOf('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(
    0,
  );
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** A figure (contracts, renewals, spend), its change against the previous period and its sparkline. */
export function SparklinePanel({
  widget,
  t,
  locale,
  bars = false,
  colour = 'var(--colors-accent-default)',
}: SparklinePanelProps) {
  const { number, amount, percent } = numberFormats(locale);
  const value = widget.unit === 'amount' ? `${symbolOf(widget.currency)}${amount(widget.value)}` : number(widget.value);
  const rising = widget.change >= 0;
  return (
    <>
      <p className={css({ fontSize: '3xl', fontWeight: '800', lineHeight: '1' })} data-value="">
        {value}
      </p>
      <p className={css({ fontSize: 'sm', color: rising ? 'success.text' : 'danger.text', fontWeight: '600' })}>
        {t('dashboards:locker.change', { value: `${rising ? '+' : ''}${percent(widget.change)}` })}
      </p>
      <p className={muted}>{t('dashboards:locker.lastDays', { count: widget.days.length })}</p>
      <Sparkline data={widget.data} bars={bars} colour={colour} />
    </>
  );
}

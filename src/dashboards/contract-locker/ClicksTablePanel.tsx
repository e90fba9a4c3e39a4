import { css } from 'styled-system/css';
import type { ClicksTableWidget } from '../../content/schemas/contract-locker.ts';
import { numberFormats } from '../numbers.ts';
import { table, tableScroll } from '../styles.ts';
import type { PanelProps } from '../widget-props.ts';

const end = css({ textAlign: 'end!' });
const numberCell = css({ textAlign: 'end!', fontVariantNumeric: 'tabular-nums' });

/** The most opened contracts (or viewed vendors): clicks and conversion per title. */
export function ClicksTablePanel({ widget, t, locale }: PanelProps<ClicksTableWidget>) {
  const { amount, percent } = numberFormats(locale);
  return (
    <div className={tableScroll}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">{t('dashboards:locker.columns.title')}</th>
            <th scope="col" className={end}>
              {t('dashboards:locker.columns.clicks')}
            </th>
            <th scope="col" className={end}>
              {t('dashboards:locker.columns.conversion')}
            </th>
          </tr>
        </thead>
        <tbody>
          {widget.rows.map((row) => (
            <tr key={row.title}>
              <th scope="row" className={css({ fontWeight: '500' })}>
                {row.title}
              </th>
              <td className={numberCell}>{amount(row.clicks)}</td>
              <td className={numberCell}>{percent(row.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

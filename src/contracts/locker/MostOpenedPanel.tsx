import { css } from 'styled-system/css';
import { numberFormats } from '../../dashboards/numbers.ts';
import { table, tableScroll } from '../../dashboards/styles.ts';
import type { PanelProps } from '../../dashboards/widget-props.ts';
import type { MostOpenedWidget } from '../widgets.ts';

const end = css({ textAlign: 'end!' });
const numberCell = css({ textAlign: 'end!', fontVariantNumeric: 'tabular-nums' });
const link = css({ color: 'accent.emphasized', textDecoration: 'underline', fontWeight: '500' });
const vendor = css({ display: 'block', color: 'fg.muted', fontSize: 'xs' });

/**
 * The contracts people opened most, as the portal counted the openings: each a link to its
 * details in the register, with how often it was opened and by how many people.
 */
export function MostOpenedPanel({ widget, t, locale }: PanelProps<MostOpenedWidget>) {
  const { number } = numberFormats(locale);
  if (widget.rows.length === 0)
    return <p className={css({ color: 'fg.muted' })}>{t('dashboards:locker.mostOpened.none')}</p>;
  return (
    <div className={tableScroll}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">{t('dashboards:locker.columns.contract')}</th>
            <th scope="col" className={end}>
              {t('dashboards:locker.columns.opens')}
            </th>
            <th scope="col" className={end}>
              {t('dashboards:locker.columns.people')}
            </th>
          </tr>
        </thead>
        <tbody>
          {widget.rows.map((row) => (
            <tr key={row.contractId}>
              <th scope="row" className={css({ fontWeight: '400', textAlign: 'start' })}>
                <a className={link} href={`?${new URLSearchParams({ contract: row.contractId })}`} dir="auto">
                  {row.title}
                </a>
                {row.vendor && (
                  <span className={vendor} dir="auto">
                    {row.vendor}
                  </span>
                )}
              </th>
              <td className={numberCell}>{number(row.opens)}</td>
              <td className={numberCell}>{number(row.people)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

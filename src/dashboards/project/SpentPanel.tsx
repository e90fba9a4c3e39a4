import { css } from 'styled-system/css';
import type { RangeCode } from '../../content/schemas/common.ts';
import type { SpentWidget } from '../../content/schemas/project-dashboard.ts';
import { Sparkline } from '../charts/Sparkline.tsx';
import { numberFormats } from '../numbers.ts';
import { muted } from '../styles.ts';
import type { PanelProps } from '../widget-props.ts';

/** Money spent in one range: each amount with its trend as a sparkline. */
export function SpentPanel({ widget, code, t, locale }: PanelProps<SpentWidget> & { code: RangeCode }) {
  const { amount } = numberFormats(locale);
  return (
    <ul className={css({ listStyle: 'none', padding: '0', margin: '0', display: 'grid', gap: '4' })}>
      {widget.items.map((item) => (
        <li
          key={item.key}
          className={css({
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 120px',
            alignItems: 'center',
            gap: '3',
          })}
        >
          <div>
            <span className={muted}>{t(`dashboards:project.widget9.${item.key}`)}</span>
            <span className={css({ display: 'block', fontSize: 'xl', fontWeight: '700' })}>
              {`$${amount(item.amount[code] ?? 0)}`}
            </span>
          </div>
          <Sparkline data={item.chart[code] ?? []} />
        </li>
      ))}
    </ul>
  );
}

import { css } from 'styled-system/css';
import type { CounterWidget } from '../../content/schemas/project-dashboard.ts';
import { numberFormats } from '../numbers.ts';
import { emphasis, muted } from '../styles.ts';
import type { PanelProps } from '../widget-props.ts';

/** A summary counter's panel for one range: a big number and a second one under it. */
export function CounterPanel({ widget, code, t, locale }: PanelProps<CounterWidget> & { code: string }) {
  const { number } = numberFormats(locale);
  const key = widget.id as 'widget1';
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '1',
        paddingBlock: '2',
      })}
    >
      <span
        className={css({ fontSize: '5xl', fontWeight: '800', lineHeight: '1', color: 'accent.default' })}
        data-count=""
      >
        {number(widget.data.count[code] ?? 0)}
      </span>
      <span className={emphasis}>{t(`dashboards:project.${key}.label`)}</span>
      <span className={muted}>
        {`${t(`dashboards:project.${key}.extra`)}: `}
        <strong>{number(widget.data.extra.count[code] ?? 0)}</strong>
      </span>
    </div>
  );
}

import { css } from 'styled-system/css';
import type { RangeCode } from '../../content/schemas/common.ts';
import type { ScheduleWidget } from '../../content/schemas/project-dashboard.ts';
import { languageOf } from '../../i18n/locales.ts';
import { formatTime } from '../charts/format.ts';
import { muted } from '../styles.ts';
import type { PanelProps } from '../widget-props.ts';

/** The schedule of one range (today, tomorrow): what is on, and when. */
export function SchedulePanel({ widget, code, t, locale }: PanelProps<ScheduleWidget> & { code: RangeCode }) {
  const { tag } = languageOf(locale);
  const items = widget.schedule[code] ?? [];
  if (items.length === 0) return <p className={muted}>{t('dashboards:project.widget7.empty')}</p>;
  return (
    <ol className={css({ listStyle: 'none', padding: '0', margin: '0', display: 'grid' })}>
      {items.map((item) => (
        <li
          key={`${item.time} ${item.title}`}
          className={css({
            display: 'flex',
            gap: '3',
            justifyContent: 'space-between',
            paddingBlock: '2.5',
            borderBlockEnd: '1px solid {colors.border}',
            _last: { borderBlockEnd: 'none' },
          })}
        >
          <span>{item.title}</span>
          <time
            className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}
            dateTime={item.time}
          >
            {formatTime(item.time, tag)}
          </time>
        </li>
      ))}
    </ol>
  );
}

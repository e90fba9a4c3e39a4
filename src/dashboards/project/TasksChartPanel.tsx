import { css } from 'styled-system/css';
import type { RangeCode } from '../../content/schemas/common.ts';
import type { TasksChartWidget } from '../../content/schemas/project-dashboard.ts';
import { BarChart } from '../charts/BarChart.tsx';
import { formatDay } from '../charts/format.ts';
import { numberFormats } from '../numbers.ts';
import { Stats } from '../Stats.tsx';
import type { PanelProps } from '../widget-props.ts';

/** Tasks created and closed per day (bars) for one range, with the supporting counts beside the chart. */
export function TasksChartPanel({ widget, code, t, locale }: PanelProps<TasksChartWidget> & { code: RangeCode }) {
  const { number, tag } = numberFormats(locale);
  const chart = widget.mainChart[code];
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      {chart ? (
        <BarChart
          title={`${t('dashboards:project.widget5.chart')} (${t(`dashboards:ranges.${code}`)})`}
          categories={chart.days.map((day) => formatDay(day, tag, 'weekday'))}
          series={chart.series.map((series) => ({ ...series, name: t(`dashboards:project.widget5.${series.key}`) }))}
          format={number}
        />
      ) : null}
      <Stats
        items={widget.supporting.map((item) => ({
          label: t(`dashboards:project.widget5.${item.key}`),
          value: number(item.count[code] ?? 0),
        }))}
      />
    </div>
  );
}

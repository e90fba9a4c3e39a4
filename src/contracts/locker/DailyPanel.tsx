import type { DailyWidget } from '../../content/schemas/contract-locker.ts';
import { BarChart } from '../../dashboards/charts/BarChart.tsx';
import { numberFormats } from '../../dashboards/numbers.ts';
import type { PanelProps } from '../../dashboards/widget-props.ts';
import { keyLabel } from './texts.ts';

/** Fifteen days of activity (uploads, views) as bars, labelled by day of the month. */
export function DailyPanel({ widget, title, t, locale }: PanelProps<DailyWidget> & { title: string }) {
  const { number, tag } = numberFormats(locale);
  const dayOfMonth = new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone: 'UTC' });
  return (
    <BarChart
      title={title}
      categories={widget.days.map((day) => dayOfMonth.format(new Date(`${day}T00:00:00Z`)))}
      series={widget.series.map((series) => ({ ...series, name: keyLabel(t, series.key, series.name) }))}
      format={number}
      width={420}
      height={220}
    />
  );
}

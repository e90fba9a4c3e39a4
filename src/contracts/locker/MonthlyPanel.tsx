import type { MonthlyWidget } from '../../content/schemas/contract-locker.ts';
import { formatMonth } from '../../dashboards/charts/format.ts';
import { LineChart } from '../../dashboards/charts/LineChart.tsx';
import { numberFormats } from '../../dashboards/numbers.ts';
import type { PanelProps } from '../../dashboards/widget-props.ts';
import { keyLabel } from './texts.ts';

/** Twelve months of amounts per series, as lines. */
export function MonthlyPanel({ widget, title, t, locale }: PanelProps<MonthlyWidget> & { title: string }) {
  const { amount, tag } = numberFormats(locale);
  return (
    <LineChart
      title={title}
      categories={widget.months.map((month) => formatMonth(month, tag))}
      series={widget.series.map((series) => ({ ...series, name: keyLabel(t, series.key, series.name) }))}
      format={(value) => `$${amount(value)}`}
      width={760}
      height={300}
    />
  );
}

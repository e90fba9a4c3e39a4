import type { ExpirationWidget } from '../../content/schemas/contract-locker.ts';
import { BarChart } from '../../dashboards/charts/BarChart.tsx';
import { formatMonth } from '../../dashboards/charts/format.ts';
import { numberFormats } from '../../dashboards/numbers.ts';
import type { PanelProps } from '../../dashboards/widget-props.ts';
import { formatYear } from '../../i18n/intl-cache.ts';

/** One year of contract expirations per month (due for review, expiring, renewing), as bars. */
export function ExpirationPanel({
  widget,
  year,
  title,
  t,
  locale,
}: PanelProps<ExpirationWidget> & { year: string; title: string }) {
  const { number, tag } = numberFormats(locale);
  const data = widget.years[year];
  if (!data) return null;
  return (
    <BarChart
      title={`${title} ${formatYear(Number(year), tag)}`}
      categories={data.months.map((month) => formatMonth(month, tag))}
      series={data.series.map((series) => ({ ...series, name: t(`dashboards:locker.series.${series.key}`) }))}
      format={number}
      width={1000}
      height={300}
    />
  );
}

/** The years to choose from, oldest first. */
export function expirationYears(widget: ExpirationWidget, tag: string): { value: string; label: string }[] {
  return Object.keys(widget.years)
    .sort()
    .map((year) => ({ value: year, label: formatYear(Number(year), tag) }));
}

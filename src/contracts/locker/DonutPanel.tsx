import type { DonutRange, DonutWidget } from '../../content/schemas/contract-locker.ts';
import { Donut } from '../../dashboards/charts/Donut.tsx';
import { numberFormats } from '../../dashboards/numbers.ts';
import type { PanelProps } from '../../dashboards/widget-props.ts';
import { keyLabel } from './texts.ts';

/** Contracts (or peers) by status in one range, as a donut with its total in the middle. */
export function DonutPanel({
  widget,
  range,
  title,
  t,
  locale,
}: PanelProps<DonutWidget> & { range: DonutRange; title: string }) {
  const { number } = numberFormats(locale);
  const slices = widget.ranges[range] ?? [];
  return (
    <Donut
      title={`${title} (${t(`dashboards:ranges.${range}`)})`}
      slices={slices.map((slice) => ({ ...slice, label: keyLabel(t, slice.key, slice.label) }))}
      format={number}
      centre={number(slices.reduce((sum, slice) => sum + slice.value, 0))}
      valueLabel={t('dashboards:value')}
    />
  );
}

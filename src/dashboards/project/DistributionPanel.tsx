import type { RangeCode } from '../../content/schemas/common.ts';
import type { DistributionWidget } from '../../content/schemas/project-dashboard.ts';
import { Donut } from '../charts/Donut.tsx';
import { numberFormats } from '../numbers.ts';
import { Stats } from '../Stats.tsx';
import type { PanelProps } from '../widget-props.ts';

/** Task distribution for one range: a donut of the task kinds and the totals under it. */
export function DistributionPanel({ widget, code, t, locale }: PanelProps<DistributionWidget> & { code: RangeCode }) {
  const { number } = numberFormats(locale);
  return (
    <>
      <Donut
        title={`${t('dashboards:project.widget6.title')} (${t(`dashboards:ranges.${code}`)})`}
        slices={(widget.mainChart[code] ?? []).map((slice) => ({
          ...slice,
          label: t(`dashboards:project.widget6.${slice.key}`),
        }))}
        format={number}
        valueLabel={t('dashboards:value')}
      />
      <Stats
        items={widget.totals.map((item) => ({
          label: t(`dashboards:project.widget6.${item.key}`),
          value: number(item.count[code] ?? 0),
        }))}
      />
    </>
  );
}

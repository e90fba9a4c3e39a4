import type { BudgetWidget } from '../../content/schemas/project-dashboard.ts';
import { Donut } from '../charts/Donut.tsx';
import { numberFormats } from '../numbers.ts';
import type { PanelProps } from '../widget-props.ts';

/** Budget distribution: the share of each kind of spending, as a donut. */
export function BudgetPanel({ widget, t, locale }: PanelProps<BudgetWidget>) {
  const { number } = numberFormats(locale);
  return (
    <Donut
      title={t('dashboards:project.widget8.title')}
      slices={widget.mainChart.map((slice) => ({ ...slice, label: t(`dashboards:project.widget8.${slice.key}`) }))}
      format={(value) => `${number(value)}%`}
      valueLabel={t('dashboards:project.widget8.share')}
    />
  );
}

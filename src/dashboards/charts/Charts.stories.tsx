import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardTexts, lockerWidgets, projectWidgets, worldLand } from '../examples.tsx';
import { numberFormats } from '../numbers.ts';
import { BarChart } from './BarChart.tsx';
import { Donut } from './Donut.tsx';
import { formatDay, formatMonth } from './format.ts';
import { LineChart } from './LineChart.tsx';
import { Sparkline } from './Sparkline.tsx';
import { WorldMap } from './WorldMap.tsx';

/**
 * The dashboards' charts, drawn on the server as SVG with the numbers in a visually hidden table
 * (ChartFigure), with the portal's sample data in the story's language.
 */
const meta = {
  title: 'Dashboards/Charts',
  component: BarChart,
  args: { title: '', categories: [], series: [], format: String },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The data behind a chart: its caption and a row per category, for screen readers. */
const hiddenTable = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');

/** Bars per day, one colour per series, with its legend. */
export const Bars: Story = {
  render: (_args, { globals }) => {
    const { t, locale } = dashboardTexts(globals['locale']);
    const { number, tag } = numberFormats(locale);
    const chart = projectWidgets.widget5.mainChart.TW;
    return chart ? (
      <BarChart
        title={t('dashboards:project.widget5.chart')}
        categories={chart.days.map((day) => formatDay(day, tag, 'weekday'))}
        series={chart.series.map((series) => ({ ...series, name: t(`dashboards:project.widget5.${series.key}`) }))}
        format={number}
      />
    ) : (
      <p>—</p>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Tasks created and closed per day' })).toBeVisible();
    await expect(within(hiddenTable(canvasElement)).getAllByRole('row')).toHaveLength(8);
  },
};

/** Twelve months per series as lines, amounts in thousands. */
export const Lines: Story = {
  render: (_args, { globals }) => {
    const { t, locale } = dashboardTexts(globals['locale']);
    const { amount, tag } = numberFormats(locale);
    const widget = lockerWidgets.widget5;
    return (
      <LineChart
        title={t('dashboards:locker.contract.widget5')}
        categories={widget.months.map((month) => formatMonth(month, tag))}
        series={widget.series.map((series) => ({
          ...series,
          name: t(`dashboards:locker.keys.${series.key}`, { defaultValue: series.name }),
        }))}
        format={(value) => `$${amount(value)}`}
        width={760}
        height={300}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(hiddenTable(canvasElement)).getAllByRole('row')).toHaveLength(13);
  },
};

/** Shares as a donut, with its legend. */
export const DonutChart: Story = {
  name: 'Donut',
  render: (_args, { globals }) => {
    const { t, locale } = dashboardTexts(globals['locale']);
    const { number } = numberFormats(locale);
    return (
      <div style={{ maxWidth: 420 }}>
        <Donut
          title={t('dashboards:project.widget8.title')}
          slices={projectWidgets.widget8.mainChart.map((slice) => ({
            ...slice,
            label: t(`dashboards:project.widget8.${slice.key}`),
          }))}
          format={(value) => `${number(value)}%`}
          valueLabel={t('dashboards:project.widget8.share')}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    // The corner of the data table is a cell, not a header without a name.
    const [corner] = within(hiddenTable(canvasElement)).getAllByRole('cell');
    await expect(corner).toBeEmptyDOMElement();
  },
};

/** A donut with its total in the middle. */
export const DonutWithTotal: Story = {
  render: (_args, { globals }) => {
    const { t, locale } = dashboardTexts(globals['locale']);
    const { number } = numberFormats(locale);
    const slices = lockerWidgets.widget7.ranges.last30 ?? [];
    return (
      <div style={{ maxWidth: 420 }}>
        <Donut
          title={t('dashboards:locker.contract.widget7')}
          slices={slices.map((slice) => ({
            ...slice,
            label: t(`dashboards:locker.keys.${slice.key}`, { defaultValue: slice.label }),
          }))}
          format={number}
          centre={number(slices.reduce((sum, slice) => sum + slice.value, 0))}
          valueLabel={t('dashboards:value')}
        />
      </div>
    );
  },
};

/** A trend in a small space: a line, or daily bars. */
export const Sparklines: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      <Sparkline data={lockerWidgets.widget2.data} />
      <Sparkline data={lockerWidgets.widget3.data} colour="var(--colors-secondary-default)" />
      <Sparkline data={lockerWidgets.widget4.data} bars />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-sparkline]')).toHaveLength(3);
  },
};

/** Places on a world map, listed under it. */
export const WorldMapChart: Story = {
  name: 'World map',
  render: (_args, { globals }) => {
    const { t } = dashboardTexts(globals['locale']);
    return (
      <WorldMap
        title={t('dashboards:locker.contract.widget6')}
        markers={lockerWidgets.widget6.markers}
        listLabel={t('dashboards:locker.markers')}
        land={worldLand}
      />
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DonutRange, LockerWidgets } from '../../content/schemas/contract-locker.ts';
import { donutRanges } from '../../content/schemas/contract-locker.ts';
import { dashboardTexts, lockerWidgets, RangedStory, whoHasWhatWidgets, worldLand } from '../examples.tsx';
import { numberFormats } from '../numbers.ts';
import { rangeOptions } from '../ranges.ts';
import { WidgetFrame } from '../WidgetFrame.tsx';
import { ClicksTablePanel } from './ClicksTablePanel.tsx';
import { DailyPanel } from './DailyPanel.tsx';
import { DonutPanel } from './DonutPanel.tsx';
import { ExpirationPanel, expirationYears } from './ExpirationPanel.tsx';
import { LockerViews } from './LockerViews.tsx';
import { MapPanel } from './MapPanel.tsx';
import { MonthlyPanel } from './MonthlyPanel.tsx';
import { SparklinePanel } from './SparklinePanel.tsx';
import { type LockerView, widgetTitle } from './texts.ts';

/** The contract locker's widgets with the portal's sample data (and the who-has-what view's), as the page renders them. */
const meta = {
  title: 'Dashboards/Contract locker',
  component: WidgetFrame,
  args: { id: 'widget', title: '' },
} satisfies Meta<typeof WidgetFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const widgetsOf = (view: LockerView): LockerWidgets => (view === 'whohaswhat' ? whoHasWhatWidgets : lockerWidgets);

/** One year of expirations per month; another year is its own chart. */
export const Expirations: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = lockerWidgets.widget1;
    const title = widgetTitle(texts.t, 'contract', widget.id);
    return (
      <RangedStory
        id={widget.id}
        title={title}
        range={{
          name: `${widget.id}-year`,
          legend: texts.t('dashboards:yearLegend', { widget: title }),
          options: expirationYears(widget, numberFormats(texts.locale).tag),
          current: widget.currentYear,
        }}
        showLabel={texts.t('dashboards:showRange')}
        panel={(year) => <ExpirationPanel widget={widget} year={year} title={title} {...texts} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Contract expirations' });
    await expect(within(widget).getByRole('img', { name: 'Contract expirations 2026' })).toBeInTheDocument();
    await userEvent.click(within(widget).getByRole('radio', { name: '2027' }));
    await expect(within(widget).getByRole('img', { name: 'Contract expirations 2027' })).toBeInTheDocument();
  },
};

/** The three figures with their change and sparkline: a count rising or falling, an amount, daily bars. */
export const Figures: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
        {(['widget2', 'widget3', 'widget4'] as const).map((id) => (
          <WidgetFrame key={id} id={id} title={widgetTitle(texts.t, 'contract', id)}>
            <SparklinePanel
              widget={lockerWidgets[id]}
              {...texts}
              bars={id === 'widget4'}
              colour={id === 'widget3' ? 'var(--colors-secondary-default)' : undefined}
            />
          </WidgetFrame>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const spend = within(canvasElement).getByRole('region', { name: 'Spend under contract' });
    await expect(spend.querySelector('[data-value]')).toHaveTextContent(/^\$/);
    await expect(spend).toHaveTextContent('Last 15 days');
  },
};

/** Twelve months of amounts per series, as lines. */
export const Monthly: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = lockerWidgets.widget5;
    const title = widgetTitle(texts.t, 'contract', widget.id);
    return (
      <WidgetFrame id={widget.id} title={title}>
        <MonthlyPanel widget={widget} title={title} {...texts} />
      </WidgetFrame>
    );
  },
};

/** Contracts by status with the total in the middle; another range, another donut. */
export const ByStatus: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = lockerWidgets.widget7;
    const title = widgetTitle(texts.t, 'contract', widget.id);
    return (
      <div style={{ maxWidth: 420 }}>
        <RangedStory
          id={widget.id}
          title={title}
          range={{
            name: `${widget.id}-range`,
            legend: texts.t('dashboards:rangeLegend', { widget: title }),
            options: rangeOptions(
              texts.t,
              donutRanges.filter((range) => widget.ranges[range] !== undefined),
            ),
            current: widget.currentRange,
          }}
          showLabel={texts.t('dashboards:showRange')}
          panel={(range) => <DonutPanel widget={widget} range={range as DonutRange} title={title} {...texts} />}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Contracts by status' });
    await userEvent.click(within(widget).getByRole('radio', { name: 'Today' }));
    await expect(within(widget).getByRole('img', { name: 'Contracts by status (Today)' })).toBeInTheDocument();
  },
};

/** Where the vendors are, with the places listed under the map. */
export const VendorLocations: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = lockerWidgets.widget6;
    const title = widgetTitle(texts.t, 'contract', widget.id);
    return (
      <WidgetFrame id={widget.id} title={title}>
        <MapPanel widget={widget} title={title} t={texts.t} land={worldLand} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    // The places under the map, after the words 'Places on the map' (for screen readers).
    await expect(within(canvasElement).getByText('Places on the map')).toHaveClass('visually-hidden');
    const places = within(canvasElement).getByRole('list');
    await expect(within(places).getAllByRole('listitem')).toHaveLength(lockerWidgets.widget6.markers.length);
  },
};

/** The most opened contracts: clicks and conversion per title. */
export const MostOpened: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = lockerWidgets.widget8;
    return (
      <WidgetFrame id={widget.id} title={widgetTitle(texts.t, 'contract', widget.id)}>
        <ClicksTablePanel widget={widget} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Clicks', 'Conversion']);
  },
};

/** Fifteen days of activity as bars, labelled by day of the month. */
export const Activity: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = lockerWidgets.widget9;
    const title = widgetTitle(texts.t, 'contract', widget.id);
    return (
      <div style={{ maxWidth: 480 }}>
        <WidgetFrame id={widget.id} title={title}>
          <DailyPanel widget={widget} title={title} {...texts} />
        </WidgetFrame>
      </div>
    );
  },
};

/** The who-has-what view: the same widgets, its own names and data. */
export const WhoHasWhat: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widgets = widgetsOf('whohaswhat');
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <LockerViews current="whohaswhat" t={texts.t} />
        <WidgetFrame id="widget2" title={widgetTitle(texts.t, 'whohaswhat', 'widget2')}>
          <SparklinePanel widget={widgets.widget2} {...texts} />
        </WidgetFrame>
        <WidgetFrame id="widget8" title={widgetTitle(texts.t, 'whohaswhat', 'widget8')}>
          <ClicksTablePanel widget={widgets.widget8} {...texts} />
        </WidgetFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const views = within(canvasElement).getByRole('navigation', { name: 'Views' });
    await expect(within(views).getByRole('link', { current: 'page' })).toHaveTextContent('Who has what');
    await expect(within(canvasElement).getByRole('region', { name: 'Most viewed vendors' })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DonutRange } from '../../content/schemas/contract-locker.ts';
import { donutRanges } from '../../content/schemas/contract-locker.ts';
import { dashboardTexts, lockerWidgets, RangedStory, worldLand } from '../../dashboards/examples.tsx';
import { numberFormats } from '../../dashboards/numbers.ts';
import { rangeOptions } from '../../dashboards/ranges.ts';
import { WidgetFrame } from '../../dashboards/WidgetFrame.tsx';
import { NO_ACTIVITY, withEvent, withOpen } from '../activity.ts';
import { activityWidgetOf, type MostOpenedWidget } from '../widgets.ts';
import { DailyPanel } from './DailyPanel.tsx';
import { DonutPanel } from './DonutPanel.tsx';
import { ExpirationPanel, expirationYears } from './ExpirationPanel.tsx';
import { LockerViews } from './LockerViews.tsx';
import { MapPanel } from './MapPanel.tsx';
import { MonthlyPanel } from './MonthlyPanel.tsx';
import { MostOpenedPanel } from './MostOpenedPanel.tsx';
import { SparklinePanel } from './SparklinePanel.tsx';
import { widgetTitle } from './texts.ts';

/** The contract locker's widgets with the portal's sample data (and the who-has-what view's), as the page renders them. */
const meta = {
  title: 'Dashboards/Contract locker',
  component: WidgetFrame,
  args: { id: 'widget', title: '' },
} satisfies Meta<typeof WidgetFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** The most opened contracts, as the portal counted the openings: each a link to its details. */
export const MostOpened: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget: MostOpenedWidget = {
      id: 'widget8',
      rows: [
        { contractId: 'a', title: 'Ocean freight agreement', vendor: 'Maersk', opens: 14, people: 5 },
        { contractId: 'b', title: 'Supply agreement', vendor: 'Pavlova, Ltd.', opens: 9, people: 3 },
        { contractId: 'c', title: 'Warehouse lease', vendor: 'Prologis', opens: 2, people: 1 },
      ],
    };
    return (
      <WidgetFrame id={widget.id} title={widgetTitle(texts.t, 'contract', widget.id)}>
        <MostOpenedPanel widget={widget} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Contract', 'Opens', 'People']);
    await expect(within(table).getByRole('link', { name: 'Ocean freight agreement' })).toHaveAttribute(
      'href',
      '?contract=a',
    );
  },
};

/** No contract opened yet: said, not an empty table. */
export const NothingOpened: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    return (
      <WidgetFrame id="widget8" title={widgetTitle(texts.t, 'contract', 'widget8')}>
        <MostOpenedPanel widget={{ id: 'widget8', rows: [] }} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No contract has been opened in the portal yet.')).toBeInTheDocument();
  },
};

/** Fifteen days of the locker's activity as bars (opened, edited, reminded), labelled by day of the month. */
export const Activity: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    let activity = withEvent(NO_ACTIVITY, '2026-11-30', 'edits', 2);
    activity = withEvent(activity, '2026-12-03', 'reminders', 6);
    for (const day of ['2026-11-25', '2026-12-01', '2026-12-01', '2026-12-04', '2026-12-07'])
      activity = withOpen(activity, day, 'a', 'p');
    const widget = activityWidgetOf(activity, '2026-12-07');
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

/** The who-has-what view chosen: the views' links say which page is shown. */
export const WhoHasWhat: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    return <LockerViews current="whohaswhat" t={texts.t} />;
  },
  play: async ({ canvasElement }) => {
    const views = within(canvasElement).getByRole('navigation', { name: 'Views' });
    await expect(within(views).getByRole('link', { current: 'page' })).toHaveTextContent('Who has what');
  },
};

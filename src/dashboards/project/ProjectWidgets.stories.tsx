import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RangeCode } from '../../content/schemas/common.ts';
import { dashboardTexts, projects, projectWidgets, RangedStory } from '../examples.tsx';
import { rangeCodes, rangeOptions } from '../ranges.ts';
import { WidgetFrame } from '../WidgetFrame.tsx';
import { BudgetPanel } from './BudgetPanel.tsx';
import { BudgetTablePanel } from './BudgetTablePanel.tsx';
import { CounterPanel } from './CounterPanel.tsx';
import { DistributionPanel } from './DistributionPanel.tsx';
import { ProjectHeader } from './ProjectHeader.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import { SpentPanel } from './SpentPanel.tsx';
import { TasksChartPanel } from './TasksChartPanel.tsx';
import { Weather } from './Weather.tsx';

/** The project dashboard's widgets with the portal's sample data, as the page renders them. */
const meta = {
  title: 'Dashboards/Project dashboard',
  component: WidgetFrame,
  args: { id: 'widget', title: '' },
} satisfies Meta<typeof WidgetFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

type Texts = ReturnType<typeof dashboardTexts>;

/** The range picker of a widget with ranges, as RangedWidget.astro builds it. */
const rangeOf = ({ t }: Texts, id: string, title: string, ranges: Record<string, string>, current: string) => ({
  name: `${id}-range`,
  legend: t('dashboards:rangeLegend', { widget: title }),
  options: rangeOptions(t, rangeCodes(ranges)),
  current,
});

/** Due tasks per range; choosing Tomorrow shows tomorrow's count. */
export const Counter: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget1;
    const title = texts.t('dashboards:project.widget1.title');
    return (
      <div style={{ maxWidth: 320 }}>
        <RangedStory
          id={widget.id}
          title={title}
          range={rangeOf(texts, widget.id, title, widget.ranges ?? {}, widget.currentRange ?? 'DT')}
          showLabel={texts.t('dashboards:showRange')}
          panel={(code) => <CounterPanel widget={widget} code={code} {...texts} />}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Due Tasks' });
    await expect(within(widget).getByRole('radio', { name: 'Today' })).toBeChecked();
    await expect(widget.querySelector('[data-count]')).toHaveTextContent('40');
    await userEvent.click(within(widget).getByRole('radio', { name: 'Tomorrow' }));
    await expect(widget.querySelector('[data-count]')).toHaveTextContent('39');
    await expect(widget.querySelector('[data-range-panel]')).toHaveAttribute('data-range-panel', 'DTM');
  },
};

/** A counter without ranges: one panel, no picker. */
export const CounterWithoutRanges: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget2;
    return (
      <div style={{ maxWidth: 320 }}>
        <WidgetFrame id={widget.id} title={texts.t('dashboards:project.widget2.title')}>
          <CounterPanel widget={widget} code="all" {...texts} />
        </WidgetFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-count]')).not.toBeEmptyDOMElement();
  },
};

/** Tasks created and closed per day, and the supporting counts; another week shows its own bars. */
export const TasksChart: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget5;
    const title = texts.t('dashboards:project.widget5.title');
    return (
      <RangedStory
        id={widget.id}
        title={title}
        range={rangeOf(texts, widget.id, title, widget.ranges, widget.currentRange)}
        showLabel={texts.t('dashboards:showRange')}
        panel={(code) => <TasksChartPanel widget={widget} code={code as RangeCode} {...texts} />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Tasks Summary' });
    await expect(within(widget).getByRole('img', { name: /This Week/ })).toBeInTheDocument();
    await userEvent.click(within(widget).getByRole('radio', { name: 'Last Week' }));
    await expect(within(widget).getByRole('img', { name: /Last Week/ })).toBeInTheDocument();
  },
};

/** The task kinds as a donut, and their totals. */
export const Distribution: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget6;
    const title = texts.t('dashboards:project.widget6.title');
    return (
      <div style={{ maxWidth: 640 }}>
        <RangedStory
          id={widget.id}
          title={title}
          range={rangeOf(texts, widget.id, title, widget.ranges, widget.currentRange)}
          showLabel={texts.t('dashboards:showRange')}
          panel={(code) => <DistributionPanel widget={widget} code={code as RangeCode} {...texts} />}
        />
      </div>
    );
  },
};

/** Today's schedule; tomorrow's is another list. */
export const Schedule: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget7;
    const title = texts.t('dashboards:project.widget7.title');
    return (
      <div style={{ maxWidth: 640 }}>
        <RangedStory
          id={widget.id}
          title={title}
          range={rangeOf(texts, widget.id, title, widget.ranges, widget.currentRange)}
          showLabel={texts.t('dashboards:showRange')}
          panel={(code) => <SchedulePanel widget={widget} code={code as RangeCode} {...texts} />}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region');
    const today = within(widget).getAllByRole('listitem').length;
    await expect(today).toBeGreaterThan(0);
    await userEvent.click(within(widget).getByRole('radio', { name: 'Tomorrow' }));
    await expect(widget.querySelector('[data-range-panel]')).toHaveAttribute('data-range-panel', 'TM');
  },
};

/** The share of each kind of spending. */
export const Budget: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget8;
    return (
      <div style={{ maxWidth: 640 }}>
        <WidgetFrame id={widget.id} title={texts.t('dashboards:project.widget8.title')}>
          <BudgetPanel widget={widget} {...texts} />
        </WidgetFrame>
      </div>
    );
  },
};

/** Money spent, each amount with its sparkline. */
export const Spent: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget9;
    const title = texts.t('dashboards:project.widget9.title');
    return (
      <div style={{ maxWidth: 640 }}>
        <RangedStory
          id={widget.id}
          title={title}
          range={rangeOf(texts, widget.id, title, widget.ranges, widget.currentRange)}
          showLabel={texts.t('dashboards:showRange')}
          panel={(code) => <SpentPanel widget={widget} code={code as RangeCode} {...texts} />}
        />
      </div>
    );
  },
};

/** Budget, expenses and what remains per kind of spending; the table scrolls in its own box, which takes focus. */
export const BudgetTable: Story = {
  render: (_args, { globals }) => {
    const texts = dashboardTexts(globals['locale']);
    const widget = projectWidgets.widget10;
    return (
      <WidgetFrame id={widget.id} title={texts.t('dashboards:project.widget10.title')}>
        <BudgetTablePanel widget={widget} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.tab();
    await expect(table.parentElement).toHaveFocus();
  },
};

/**
 * The weather now and for five days; the location select and the unit pickers show one location
 * and one unit of each without JavaScript. The picture ends on the last location in °F.
 */
export const Weather_: Story = {
  name: 'Weather',
  render: (_args, { globals }) => (
    <Weather widget={projectWidgets.weatherWidget} {...dashboardTexts(globals['locale'])} />
  ),
  play: async ({ canvasElement }) => {
    const weather = within(canvasElement).getByRole('region', { name: /Weather/ });
    await expect(within(weather).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(weather).getByRole('radio', { name: '°F' }));
    await expect(weather.querySelector('[data-current-temp] [data-temp="F"]')).toBeVisible();
    await expect(weather.querySelector('[data-current-temp] [data-temp="C"]')).not.toBeVisible();
    const { locations, currentLocation } = projectWidgets.weatherWidget;
    const [lastKey, last] = Object.entries(locations).at(-1) ?? [];
    const current = locations[currentLocation];
    await expect(within(weather).getByRole('heading', { level: 2 })).toHaveTextContent(current?.name ?? '');
    await userEvent.selectOptions(within(weather).getByRole('combobox', { name: 'Location' }), lastKey ?? '');
    await expect(within(weather).getByRole('heading', { level: 2 })).toHaveTextContent(last?.name ?? '');
    await expect(
      weather.querySelector(`[data-location="${lastKey}"] [data-current-temp] [data-temp="F"]`),
    ).toBeVisible();
    await expect(weather.querySelector(`[data-location="${currentLocation}"]`)).not.toBeVisible();
  },
};

/** The welcome, the active client and projects, and the project picker (a plain GET form). */
export const Header: Story = {
  render: (_args, { globals }) => {
    const { t } = dashboardTexts(globals['locale']);
    return (
      <ProjectHeader
        projects={projects}
        current={projects[1]}
        name="Cem Client"
        client="Northwind Traders"
        activeProjects={['Northwind Procurement 2026']}
        t={t}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(projects[1]?.id);
    // The client's name reads in its own direction, whatever the page's.
    const client = page.getByText('Northwind Traders');
    await expect(client).toBeVisible();
    await expect(client.tagName).toBe('BDI');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale, storyTranslator } from '../../i18n/story-language.ts';
import { WidgetFrame } from '../WidgetFrame.tsx';
import type { ContractsSummary, NoticesDue, NoticeTask, SpendSummary } from './figures.ts';
import {
  ActivityPanel,
  ContractsPanel,
  FailedPanel,
  ForVendorsPanel,
  NoticesPanel,
  RecentPanel,
  RfpPanel,
  SpendPanel,
  TasksPanel,
  TopVendorsPanel,
} from './panels.tsx';

/** The Overview's widgets with figures as the page computes them for a client (decision 116). */
const meta = {
  title: 'Dashboards/Overview',
  component: WidgetFrame,
  args: { id: 'widget', title: '' },
} satisfies Meta<typeof WidgetFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const textsOf = (locale: unknown) => ({
  t: storyTranslator(locale, ['overview', 'contracts', 'dashboards', 'fileManager']),
  locale: storyLocale(locale),
});

const notices: NoticesDue = {
  windows: [
    { days: 7, count: 2 },
    { days: 30, count: 10 },
    { days: 90, count: 21 },
  ],
  missed: 3,
};
const tasks: NoticeTask[] = [
  {
    contractId: 'a',
    title: 'Ocean freight agreement',
    vendor: 'Maersk',
    deadline: '2026-12-08',
    kind: 'notice',
    daysLeft: 1,
    bucket: 'within7',
  },
  {
    contractId: 'b',
    title: 'Catering agreement',
    vendor: 'ISS Facility Services',
    deadline: '2026-12-16',
    kind: 'end',
    daysLeft: 9,
    bucket: 'within30',
  },
  {
    contractId: 'c',
    title: 'Cleaning services',
    vendor: 'Sodexo',
    deadline: '2026-12-18',
    kind: 'notice',
    daysLeft: 11,
    bucket: 'within30',
  },
];
const spend: SpendSummary = {
  currency: 'USD',
  until: '2026-12-07',
  periods: [
    { period: 'month', from: '2026-12-01', to: '2026-12-07', amount: 383_109.12, previous: 2_063_674.5 },
    { period: 'quarter', from: '2026-10-01', to: '2026-12-07', amount: 4_375_409, previous: 5_165_059 },
    { period: 'year', from: '2026-01-01', to: '2026-12-07', amount: 20_848_589, previous: 16_583_095 },
    { period: 'last12', from: '2026-01-01', to: '2026-12-07', amount: 20_848_589, previous: null },
  ],
  topVendors: [
    { vendor: 'Exotic Liquids', amount: 6_781_365, share: 32.5 },
    { vendor: 'Maersk', amount: 2_469_636, share: 11.8 },
    { vendor: 'Pavlova, Ltd.', amount: 2_093_466, share: 10 },
  ],
  months: [1.2, 1.5, 1.1, 1.9, 2.2, 1.7, 1.6, 2.4, 2.0, 1.8, 2.06, 0.38].map((millions, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    amount: millions * 1_000_000,
  })),
};
const summary: ContractsSummary = {
  total: 48,
  currency: 'USD',
  byStatus: [
    { key: 'Draft', count: 1, value: 287_400, otherCurrency: 0 },
    { key: 'Active', count: 39, value: 7_401_100, otherCurrency: 9 },
    { key: 'Expired', count: 7, value: 5_384_900, otherCurrency: 3 },
    { key: 'Terminated', count: 1, value: 443_000, otherCurrency: 1 },
  ],
  byCategory: [
    { key: 'Freight', count: 5, value: 2_150_900, otherCurrency: 1 },
    { key: 'Supply', count: 2, value: 1_327_100, otherCurrency: 0 },
    { key: null, count: 1, value: 12_000, otherCurrency: 0 },
  ],
};

/** Notices due: each count a link to the register showing exactly those contracts. */
export const Notices: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-notices" title={texts.t('overview:notices.title')}>
        <NoticesPanel notices={notices} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Notices due' });
    await expect(within(widget).getByRole('link', { name: /^2 Within 7 days/ })).toHaveAttribute(
      'href',
      '/apps/dashboards/contractlocker?within=7',
    );
    await expect(within(widget).getByRole('link', { name: /^3 Notice missed/ })).toHaveAttribute(
      'href',
      '/apps/dashboards/contractlocker?notice=missed',
    );
  },
};

/** Decisions due: the soonest first, each a link to its contract, the days left beside it. */
export const Decisions: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-tasks" title={texts.t('overview:tasks.title')}>
        <TasksPanel tasks={tasks} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Decisions due' });
    await expect(
      within(widget).getByRole('link', { name: 'Give notice on Ocean freight agreement with Maersk by Dec 8, 2026' }),
    ).toHaveAttribute('href', '/apps/dashboards/contractlocker?contract=a');
    await expect(within(widget).getByText('1 day left')).toBeInTheDocument();
  },
};

/** Nothing needs notice within 30 days. */
export const NoDecisions: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-tasks" title={texts.t('overview:tasks.title')}>
        <TasksPanel tasks={[]} {...texts} />
      </WidgetFrame>
    );
  },
};

/** Spend by period against the period before; a period the extract does not reach back to has no figure. */
export const Spend: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <WidgetFrame id="overview-spend" title={texts.t('overview:spend.title')}>
          <SpendPanel spend={spend} {...texts} />
        </WidgetFrame>
        <WidgetFrame id="overview-vendors" title={texts.t('overview:vendors.title')}>
          <TopVendorsPanel spend={spend} {...texts} />
        </WidgetFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('group', { name: 'Spend' });
    await expect(within(table).getByRole('rowheader', { name: 'This month' })).toBeInTheDocument();
    await expect(within(table).getByText('−81.4%')).toBeInTheDocument();
    await expect(within(table).getByText('—')).toBeInTheDocument();
  },
};

/** Contracts by status and by category, with their annual value in the main currency. */
export const Contracts: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-contracts" title={texts.t('overview:contracts.title')}>
        <ContractsPanel summary={summary} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '48 contracts in the register' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Freight' })).toHaveAttribute(
      'href',
      '/apps/dashboards/contractlocker?status=Active&category=Freight',
    );
    await expect(canvas.getByText('13 valued in another currency or not valued, not added in')).toBeInTheDocument();
  },
};

/** A source that failed says so in its widget, with Try again; a vendor user's card. */
export const FailedAndVendor: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <WidgetFrame id="overview-notices" title={texts.t('overview:notices.title')}>
          <FailedPanel t={texts.t} retry="/apps/dashboards/project" />
        </WidgetFrame>
        <WidgetFrame id="overview-vendor" title={texts.t('overview:vendor.title')}>
          <ForVendorsPanel t={texts.t} />
        </WidgetFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/apps/dashboards/project',
    );
  },
};

/** The RFP's evaluation: the person's own progress first, the other evaluators', the consensus. */
export const Rfp: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-rfp" title={texts.t('overview:rfp.title')}>
        <RfpPanel
          uid="me"
          progress={{
            event: { id: 'digital-banking', title: 'Digital banking platform' },
            questions: 315,
            vendors: 4,
            answers: 1_062,
            evaluators: [
              { uid: 'ada', name: 'Ada Admin', scored: 640 },
              { uid: 'me', name: 'Cem Client', scored: 212 },
            ],
            consensus: 96,
          }}
          {...texts}
        />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'You' })).toHaveAttribute('value', '212');
    await expect(canvas.getByRole('progressbar', { name: 'Team consensus' })).toHaveAttribute('max', '1062');
    await expect(canvas.getByRole('link', { name: 'Open RFP analysis' })).toHaveAttribute(
      'href',
      '/pages/rfp-analysis?event=digital-banking',
    );
  },
};

/** The documents changed most lately, each a link to it in the file manager. */
export const Recent: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-recent" title={texts.t('overview:recent.title')}>
        <RecentPanel
          documents={[
            {
              id: 'i1',
              name: 'Fleet renewal - shortlist.xlsx',
              parentId: 'p1',
              folders: ['Projects', 'Fleet Renewal'],
              lastModified: '2026-12-06T10:00:00Z',
              modifiedBy: 'Cem Client',
            },
            { id: 'i2', name: 'Board pack.pdf', parentId: '', folders: [], lastModified: null, modifiedBy: null },
          ]}
          {...texts}
        />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fleet renewal - shortlist.xlsx' })).toHaveAttribute(
      'href',
      '/apps/file-manager?folder=p1&item=i1',
    );
    await expect(canvas.getByRole('link', { name: 'Board pack.pdf' })).toHaveAttribute(
      'href',
      '/apps/file-manager?item=i2',
    );
  },
};

/** The contract locker's use over a week: documents opened, facts edited, reminders sent. */
export const Activity: Story = {
  render: (_args, { globals }) => {
    const texts = textsOf(globals['locale']);
    return (
      <WidgetFrame id="overview-activity" title={texts.t('overview:activity.title')}>
        <ActivityPanel counts={{ opens: 14, edits: 2, reminders: 21 }} {...texts} />
      </WidgetFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reminders sent')).toBeInTheDocument();
    await expect(canvas.getByText('21')).toBeInTheDocument();
  },
};

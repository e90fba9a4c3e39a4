import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardTexts } from './examples.tsx';
import { muted } from './styles.ts';
import { RangedWidgetFrame, WidgetFrame } from './WidgetFrame.tsx';

/** The card every dashboard widget sits in: a region named by its title, a picker in the header when it has ranges. */
const meta = {
  title: 'Dashboards/Widget frame',
  component: WidgetFrame,
  args: { id: 'widget7', title: '' },
  render: (args, { globals }) => {
    const { t } = dashboardTexts(globals['locale']);
    return (
      <div style={{ maxWidth: 480 }}>
        <WidgetFrame {...args} title={t('dashboards:project.widget7.title')}>
          <p className={muted}>{t('dashboards:project.widget7.empty')}</p>
        </WidgetFrame>
      </div>
    );
  },
} satisfies Meta<typeof WidgetFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A title and a body. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Schedule' });
    await expect(widget).toHaveAttribute('data-widget', 'widget7');
  },
};

/**
 * With ranges: the picker is a GET form back to the widget (`?widget7-range=TM#widget7`) that keeps
 * the address's other parameters; its Show button is there only without JavaScript.
 */
export const Ranged: Story = {
  render: (args, { globals }) => {
    const { t } = dashboardTexts(globals['locale']);
    const title = t('dashboards:project.widget7.title');
    return (
      <div style={{ maxWidth: 480 }}>
        <RangedWidgetFrame
          id={args.id}
          title={title}
          range={{
            name: 'widget7-range',
            legend: t('dashboards:rangeLegend', { widget: title }),
            options: [
              { value: 'T', label: t('dashboards:ranges.T') },
              { value: 'TM', label: t('dashboards:ranges.TM') },
            ],
            current: 'T',
            path: '/apps/dashboards/project',
            kept: [['project', 'digital-banking-rfp']],
            showLabel: t('dashboards:showRange'),
          }}
        >
          <p className={muted}>{t('dashboards:project.widget7.empty')}</p>
        </RangedWidgetFrame>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const widget = within(canvasElement).getByRole('region', { name: 'Schedule' });
    const picker = within(widget).getByRole('group', { name: 'Range of Schedule' });
    await expect(within(picker).getByRole('radio', { name: 'Today' })).toBeChecked();
    const form = widget.querySelector('form');
    await expect(form).toHaveAttribute('action', '/apps/dashboards/project#widget7');
    await expect(form?.querySelector('input[type="hidden"][name="project"]')).toHaveValue('digital-banking-rfp');
    await expect(widget.querySelector('[data-range-panel]')).toHaveAttribute('data-range-panel', 'T');
  },
};

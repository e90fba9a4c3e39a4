import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { Button } from '../button/Button.tsx';
import { TooltipPlacements } from './examples.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  args: {
    content: 'Downloads the invoice as PDF',
    children: <Button variant="outline">Download</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const tooltipGone = () => waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download' });

    await step('shows on hover and hides when the pointer leaves', async () => {
      await userEvent.hover(trigger);
      await expect(await screen.findByRole('tooltip')).toHaveTextContent('Downloads the invoice as PDF');
      await waitFor(() => expect(trigger).toHaveAccessibleDescription('Downloads the invoice as PDF'));
      await userEvent.unhover(trigger);
      await tooltipGone();
    });

    await step('shows on keyboard focus and hides on Escape', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await screen.findByRole('tooltip');
      await userEvent.keyboard('{Escape}');
      await tooltipGone();
    });
  },
};

/** Open from the start, so the accessibility check covers the tooltip itself. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

export const Placements: Story = { render: () => <TooltipPlacements /> };

/** `placement="end"` puts the tooltip after the trigger in reading order: on its left in Arabic. */
export const RightToLeft: Story = {
  args: { placement: 'end', defaultOpen: true, content: 'تنزيل الفاتورة' },
  render: (args) => (
    <RtlFrame>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <Tooltip {...args} />
      </div>
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download' });
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left),
    );
  },
};

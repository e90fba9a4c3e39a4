import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusInside } from '../../testing/focus.ts';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { FiltersPopover } from './examples.tsx';
import * as Popover from './Popover.tsx';

const meta = {
  title: 'Design system/Popover',
  component: Popover.Root,
  args: { onOpenChange: fn() },
  render: (args) => <FiltersPopover {...args} />,
} satisfies Meta<typeof Popover.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const popover = () => screen.findByRole('dialog', { name: 'Show invoices' });
const popoverGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });

    await step('opens under its trigger, named by its title', async () => {
      await userEvent.click(trigger);
      const content = await popover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(content).toHaveAccessibleDescription('Only the invoices that match are listed.');
      await waitFor(() =>
        expect(content.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom),
      );
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: true });
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.click(within(await popover()).getByRole('switch', { name: 'Overdue only' }));
      await userEvent.keyboard('{Escape}');
      await popoverGone();
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    });

    await step('a click outside closes it', async () => {
      await userEvent.click(trigger);
      await popover();
      await userEvent.click(canvasElement.ownerDocument.body);
      await popoverGone();
    });

    await step('its Done button closes it too', async () => {
      await userEvent.click(trigger);
      await userEvent.click(within(await popover()).getByRole('button', { name: 'Done' }));
      await popoverGone();
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** Open from the start, so the accessibility check covers the open popover. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const content = await popover();
    await expect(within(content).getAllByRole('switch')).toHaveLength(2);
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <RtlFrame>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <FiltersPopover {...args} />
      </div>
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const content = await popover();
    await expect(content).toHaveAttribute('dir', 'rtl');
    // bottom-end in RTL: the popover ends at the trigger's left edge and grows rightwards.
    await waitFor(() => {
      const box = content.getBoundingClientRect();
      expect(Math.abs(box.left - trigger.getBoundingClientRect().left)).toBeLessThanOrEqual(1);
    });
    await focusInside(content);
    await userEvent.keyboard('{Escape}');
    await popoverGone();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

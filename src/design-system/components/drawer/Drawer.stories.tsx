import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusInside } from '../../testing/focus.ts';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import * as Drawer from './Drawer.tsx';
import { NotificationsSheet, SettingsDrawer } from './examples.tsx';

const meta = {
  title: 'Design system/Drawer',
  component: Drawer.Root,
  render: (args) => <SettingsDrawer {...args} />,
} satisfies Meta<typeof Drawer.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => screen.findByRole('dialog', { name: 'Settings' });
const viewportWidth = () => document.documentElement.clientWidth;
const edges = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { left: Math.round(rect.left), right: Math.round(rect.right), width: Math.round(rect.width) };
};

export const End: Story = {
  args: { placement: 'end', width: 'settingsDrawer' },
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Settings' });

    await step('opens at the inline end (right in LTR) with the requested width', async () => {
      await userEvent.click(trigger);
      const dialog = await sheet();
      await waitFor(() =>
        expect(edges(dialog)).toEqual({ left: viewportWidth() - 380, right: viewportWidth(), width: 380 }),
      );
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await focusInside(await sheet());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('the close button closes it too', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await sheet();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close settings' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const Start: Story = {
  args: { placement: 'start', width: '320px' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const dialog = await sheet();
    await waitFor(() => expect(edges(dialog)).toEqual({ left: 0, right: 320, width: 320 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open from the start, so the accessibility check covers the open sheet. */
export const Open: Story = {
  args: { defaultOpen: true, width: 'notificationPanel' },
  play: async () => {
    const dialog = await sheet();
    await waitFor(() => expect(edges(dialog).width).toBe(320));
  },
};

export const RightToLeft: Story = {
  args: { placement: 'end' },
  render: (args) => (
    <RtlFrame>
      <SettingsDrawer {...args} />
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const dialog = await sheet();
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    // The inline end is the left edge in Arabic.
    await waitFor(() => expect(edges(dialog).left).toBe(0));
    await focusInside(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The composed sheet: title, an action beside the close button, a scrolling body. */
export const Sheet: Story = {
  render: (args) => <NotificationsSheet {...args} />,
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Notifications' });

    await step('opens with its title, its action and the close button', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
      await waitFor(() => expect(edges(dialog).width).toBe(320));
      await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss all' }));
      await expect(within(dialog).getByText('There are no notifications for now.')).toBeVisible();
      await expect(within(dialog).queryByRole('button', { name: 'Dismiss all' })).not.toBeInTheDocument();
    });

    await step('the close button closes it and focus returns to the trigger', async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close notifications' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

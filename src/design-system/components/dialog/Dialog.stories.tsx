import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import * as Dialog from './Dialog.tsx';
import { ConfirmDeleteDialog, SwitchClientDialog } from './examples.tsx';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog.Root,
  render: (args) => <SwitchClientDialog {...args} />,
} satisfies Meta<typeof Dialog.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Switch client' });

    await step('opens with the mouse and closes with Escape, focus back on the trigger', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Switch client' });
      await expect(dialog).toBeVisible();
      // The spec's modal backdrop transition: 500 ms.
      const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]') as HTMLElement;
      await expect(getComputedStyle(backdrop).transitionDuration).toBe('0.5s');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('opens with the keyboard and closes with the close button', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Switch client' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('a footer button wrapped in CloseTrigger closes it too', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Open from the start, so the accessibility check covers the open dialog. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Switch client' });
    await expect(dialog).toHaveAccessibleDescription(/Choose the client/);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Confirmation: Story = {
  render: (args) => <ConfirmDeleteDialog {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete report' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

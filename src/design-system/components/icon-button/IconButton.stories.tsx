import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToolbarIconButtons } from './examples.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { label: 'Notifications', children: <BellIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.hover(button);
    // The label is also shown, as a tooltip.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveFocus();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // The pointer leaves, and the label it may have opened after its delay has closed: the picture
    // is the button at rest, not the moment the delay happened to end (a busy machine opened it).
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Variants: Story = { render: () => <ToolbarIconButtons /> };

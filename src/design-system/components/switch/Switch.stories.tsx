import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { NotificationSwitches } from './examples.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  args: { label: 'Email notifications', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await expect(control).not.toBeChecked();

    await step('toggles on click of its label', async () => {
      await userEvent.click(within(canvasElement).getByText('Email notifications'));
      await waitFor(() => expect(control).toBeChecked());
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: true }));
    });

    await step('toggles with Space', async () => {
      control.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(control).not.toBeChecked());
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(expect.objectContaining({ checked: false }));
    });
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await expect(control).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Email notifications'));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Email notifications' })).toBeInTheDocument();
  },
};

/** The thumb moves towards the inline end: leftwards in Arabic. */
export const RightToLeft: Story = {
  args: { defaultChecked: true },
  render: (args) => (
    <RtlFrame>
      <Switch {...args} />
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    const thumb = canvasElement.querySelector('[data-part="thumb"]');
    await waitFor(() => expect(thumb && getComputedStyle(thumb).translate).toBe('-16px'));
  },
};

/** A controlled switch beside uncontrolled and disabled ones: each keeps its own state. */
export const Group: Story = {
  render: () => <NotificationSwitches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('switch', { name: 'Email notifications' });
    const digest = canvas.getByRole('switch', { name: 'Weekly digest' });
    await expect(email).toBeChecked();
    await userEvent.click(canvas.getByText('Email notifications'));
    await waitFor(() => expect(email).not.toBeChecked());
    await expect(digest).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'SMS alerts (not available)' })).toBeDisabled();
  },
};

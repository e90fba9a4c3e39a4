import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert.tsx';
import { AlertStatuses } from './examples.tsx';

const meta = {
  title: 'Design system/Alert',
  component: Alert,
  args: { status: 'info', title: 'Scheduled maintenance', children: 'The portal is read-only on Sunday.' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only errors interrupt; the others are read in page order.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Scheduled maintenance')).toBeVisible();
  },
};

export const Success: Story = { args: { status: 'success', title: 'Invoice approved', children: 'Sent for payment.' } };

export const Warning: Story = { args: { status: 'warning', title: 'Contract expiring', children: 'Ends in 30 days.' } };

export const ErrorStatus: Story = {
  name: 'Error',
  args: { status: 'error', title: 'Upload failed', children: 'The file is larger than 20 MB.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Upload failed');
    await expect(alert).toHaveTextContent('The file is larger than 20 MB.');
  },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const AllStatuses: Story = { render: () => <AlertStatuses /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';
import { BadgeTones } from './examples.tsx';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Paid', colorPalette: 'success' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};

export const Tones: Story = { render: () => <BadgeTones /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { UploadProgress } from './examples.tsx';
import { Progress } from './Progress.tsx';

const meta = {
  title: 'Design system/Progress',
  component: Progress,
  args: { label: 'Uploading contract', value: 40 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading contract' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
    const range = bar.querySelector('[data-part="range"]') as HTMLElement;
    await expect(Math.round(range.getBoundingClientRect().width)).toBe(
      Math.round(bar.getBoundingClientRect().width * 0.4),
    );
  },
};

export const Indeterminate: Story = {
  args: { value: null, showValue: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading contract' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const RightToLeft: Story = {
  args: { label: 'جارٍ رفع العقد' },
  render: (args) => (
    <RtlFrame>
      <Progress {...args} />
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'جارٍ رفع العقد' });
    // The percentage is formatted for the locale (Arabic-Indic digits)...
    await expect(canvasElement.querySelector('[data-part="value-text"]')).toHaveTextContent(/٤٠/);
    // ...and the bar fills from the right.
    const range = bar.querySelector('[data-part="range"]') as HTMLElement;
    await expect(Math.round(range.getBoundingClientRect().right)).toBe(Math.round(bar.getBoundingClientRect().right));
  },
};

export const Examples: Story = { render: () => <UploadProgress /> };

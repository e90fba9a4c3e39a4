import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { AmountRangeSlider, FontScaleSlider } from './examples.tsx';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Design system/Slider',
  component: Slider,
  args: { label: 'Font size', onValueChange: fn() },
  render: (args) => <FontScaleSlider {...args} />,
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Font size' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '110'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: [110] }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '90'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '140'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '80'));
    await expect(within(canvasElement).getByText('80')).toBeVisible();
  },
};

export const Range: Story = {
  args: { label: 'Invoice amount' },
  render: (args) => <AmountRangeSlider {...args} />,
  play: async ({ canvasElement }) => {
    const [low, high] = within(canvasElement).getAllByRole('slider', { name: 'Invoice amount' });
    await expect(low).toHaveAttribute('aria-valuenow', '1000');
    await expect(high).toHaveAttribute('aria-valuenow', '6000');
    high?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(high).toHaveAttribute('aria-valuenow', '6500'));
    // The thumbs cannot cross: the low one stops at the high one.
    await expect(low).toHaveAttribute('aria-valuemax', '6500');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Font size' })).toBeInTheDocument();
  },
};

/** In Arabic the track fills from the right, so ArrowLeft increases and ArrowRight decreases. */
export const RightToLeft: Story = {
  render: (args) => (
    <RtlFrame>
      <FontScaleSlider {...args} />
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'Font size' });
    thumb.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '110'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(thumb).toHaveAttribute('aria-valuenow', '90'));
    // The range starts at the right edge of the track.
    const track = canvasElement.querySelector('[data-part="track"]') as HTMLElement;
    const range = canvasElement.querySelector('[data-part="range"]') as HTMLElement;
    await expect(Math.round(range.getBoundingClientRect().right)).toBe(Math.round(track.getBoundingClientRect().right));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpinnerInButton, SpinnerSizes } from './examples.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { label: 'Loading invoices' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status named by what is loading, so screen readers announce it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status', { name: 'Loading invoices' });
    await expect(spinner).toBeVisible();
    await expect(getComputedStyle(spinner).animationName).toBe('spin');
  },
};

/** Decorative: hidden from screen readers, because what holds it already says it is busy. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: () => <SpinnerSizes />,
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('status')
      .map((spinner) => spinner.getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(3);
  },
};

export const InButton: Story = {
  render: () => <SpinnerInButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in with Microsoft' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).queryByRole('status')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar.tsx';
import { AvatarSizes, samplePicture } from './examples.tsx';

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    const initials = avatar.querySelector('[data-part="fallback"]');
    await expect(initials).toHaveAttribute('data-initials', 'AL');
    await expect(initials).toBeVisible();
    // Drawn, not written: the initials are the picture (WCAG 2.5.3 for the controls that hold it).
    await expect(getComputedStyle(initials as Element, '::before').content).toBe('"AL"');
    await expect(avatar).toHaveTextContent('');
  },
};

export const WithPicture: Story = {
  args: { src: samplePicture },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    const picture = avatar.querySelector('img');
    await waitFor(() => expect(picture).toBeVisible());
    await waitFor(() => expect(avatar.querySelector('[data-part="fallback"]')).not.toBeVisible());
  },
};

export const BrokenPicture: Story = {
  args: { src: '/no-such-picture.png' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar.querySelector('[data-initials="AL"]')).toBeVisible());
  },
};

export const Sizes: Story = { render: () => <AvatarSizes /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as Card from './Card.tsx';
import { ContractCard } from './examples.tsx';

const meta = {
  title: 'Design system/Card',
  component: Card.Root,
  render: (args) => <ContractCard elevation={args.elevation} />,
} satisfies Meta<typeof Card.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Northwind master agreement' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open contract' })).toBeVisible();
  },
};

export const Raised: Story = {
  args: { elevation: 'raised' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[class*="card__root"]') as HTMLElement;
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

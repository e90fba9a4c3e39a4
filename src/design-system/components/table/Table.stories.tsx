import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceTable } from './examples.tsx';
import * as Table from './Table.tsx';

const meta = {
  title: 'Design system/Table',
  component: Table.Root,
  render: (args) => <InvoiceTable size={args.size} />,
} satisfies Meta<typeof Table.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Invoices this month' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Invoice', 'Vendor', 'Amount', 'Status']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: '€3,150.00' })).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'Globex' });
    await expect(getComputedStyle(cell).paddingBlockStart).toBe('6px');
  },
};

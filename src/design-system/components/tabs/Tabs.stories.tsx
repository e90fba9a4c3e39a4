import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractTabs } from './examples.tsx';
import * as Tabs from './Tabs.tsx';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs.Root,
  args: { onValueChange: fn() },
  render: (args) => <ContractTabs {...args} />,
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Contract sections' })).toBeInTheDocument();
    // Panels mount lazily, in an effect after the first render.
    await expect(await canvas.findByRole('tabpanel', { name: 'Summary' })).toHaveTextContent('Contract value');

    await step('switch tabs with the mouse', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Invoices' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'invoices' }));
      await expect(canvas.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
      await expect(await canvas.findByRole('tabpanel', { name: 'Invoices' })).toBeVisible();
      // unmountOnExit: the hidden panel is gone, not just hidden.
      await waitFor(() => expect(canvas.queryByText('Contract value, term and renewal date.')).not.toBeInTheDocument());
    });

    await step('arrow keys move and select; the disabled tab is skipped', async () => {
      await userEvent.keyboard('{ArrowRight}');
      const documents = canvas.getByRole('tab', { name: 'Documents' });
      await waitFor(() => expect(documents).toHaveFocus());
      await waitFor(() => expect(documents).toHaveAttribute('aria-selected', 'true'));
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveFocus());
      await expect(await canvas.findByRole('tabpanel', { name: 'Summary' })).toBeVisible();
    });
  },
};

export const Manual: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Summary' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const invoices = canvas.getByRole('tab', { name: 'Invoices' });
    await waitFor(() => expect(invoices).toHaveFocus());
    await expect(invoices).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(invoices).toHaveAttribute('aria-selected', 'true'));
  },
};

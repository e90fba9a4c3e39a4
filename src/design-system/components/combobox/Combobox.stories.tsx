import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { optionsWithCheckMark } from '../../testing/check-marks.ts';
import { ComboboxField } from './ComboboxField.tsx';
import { VendorCombobox, vendors } from './examples.tsx';

const meta = {
  title: 'Design system/Combobox',
  component: ComboboxField,
  args: {
    label: 'Vendor',
    triggerLabel: 'Show vendors',
    emptyText: 'No vendor matches',
    placeholder: 'Type a vendor name',
    items: vendors,
    onValueChange: fn(),
  },
  render: (args) => <VendorCombobox {...args} />,
} satisfies Meta<typeof ComboboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Vendor' });

    await step('typing filters the options, case-insensitively', async () => {
      await userEvent.type(input, 'IN');
      const listbox = await screen.findByRole('listbox');
      await waitFor(() =>
        expect(
          within(listbox)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Initech', 'Umbrella Holdings', 'Stark Industries']),
      );
    });

    await step('clicking an option selects it and fills the input', async () => {
      await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Initech' }));
      await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['initech'] }));
      await waitFor(() => expect(input).toHaveValue('Initech'));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });

    await step('the trigger button opens the full list; Escape closes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show vendors' }));
      const listbox = await screen.findByRole('listbox');
      await expect(within(listbox).getAllByRole('option')).toHaveLength(vendors.length);
      // The keys go to the input, which Ark focuses as the list opens: a key before then is lost.
      await waitFor(() => expect(input).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Vendor' });
    await userEvent.type(input, 'glo');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['globex'] }));
    await waitFor(() => expect(input).toHaveValue('Globex'));
  },
};

/** Open from the start, so the accessibility check covers the open list. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: ['globex'] },
  play: async () => {
    const listbox = await screen.findByRole('listbox', { name: 'Vendor' });
    await expect(within(listbox).getByRole('option', { name: 'Globex' })).toHaveAttribute('aria-selected', 'true');
    await expect(optionsWithCheckMark(listbox)).toEqual(['Globex']);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Vendor' });
    await userEvent.type(input, 'zzz');
    const empty = await screen.findByRole('option', { name: 'No vendor matches' });
    await expect(empty).toBeVisible();
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
  },
};

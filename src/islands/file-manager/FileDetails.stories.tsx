import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fileManagerTexts, sampleItems } from './examples.ts';
import { FileDetails } from './FileDetails.tsx';

const meta = {
  title: 'File manager/File details',
  component: FileDetails,
  args: {
    item: sampleItems[2],
    location: '/Contracts',
    locale: 'en',
    t: fileManagerTexts('en').t,
    onOpenFolder: fn(),
  },
  render: (args, { globals }) => <FileDetails {...args} {...fileManagerTexts(globals['locale'])} />,
} satisfies Meta<typeof FileDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A document: every field of the spec's file item, in words. */
export const Document: Story = {
  play: async ({ canvasElement }) => {
    const details = within(canvasElement).getByRole('complementary', { name: 'Details' });
    await expect(details).toHaveTextContent('Master services agreement — Northwind Traders.pdf');
    await expect(details).toHaveTextContent('Home › Contracts');
    await expect(details).not.toHaveTextContent(/Item ID|Entity ID|Parent ID/);
    await expect(details).toHaveTextContent('Vera Vendor');
  },
};

/** A folder: how many items it holds, and a button that opens it. */
export const Folder: Story = {
  args: { item: sampleItems[0] },
  play: async ({ canvasElement, args }) => {
    const details = within(canvasElement).getByRole('complementary', { name: 'Details' });
    await expect(details).toHaveTextContent('12 items');
    await userEvent.click(within(details).getAllByRole('button')[0] as HTMLElement);
    await expect(args.onOpenFolder).toHaveBeenCalledWith(sampleItems[0]);
  },
};

/** Nothing selected yet: it says what to do. */
export const NothingSelected: Story = {
  args: { item: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Select a file or folder to see its details.')).toBeVisible();
  },
};

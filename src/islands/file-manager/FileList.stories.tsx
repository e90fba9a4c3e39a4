import type { Meta, StoryObj } from '@storybook/react-vite';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { moveOnto } from '../../design-system/testing/pointer.ts';
import type { FileItem } from '../../file-manager/file-item.ts';
import { DEFAULT_SORT } from '../../file-manager/sort.ts';
import { fileManagerTexts, sampleItems } from './examples.ts';
import { FileList } from './FileList.tsx';

const rename = fn();
const remove = fn();
/** The row menu's actions, as the page makes them: the same two for every item here. */
const rowActions = (item: FileItem) => [
  { value: 'rename', label: 'Rename', icon: <PencilIcon aria-hidden size={16} />, run: () => rename(item) },
  {
    value: 'delete',
    label: 'Delete',
    icon: <Trash2Icon aria-hidden size={16} />,
    apart: true,
    run: () => remove(item),
  },
];

const meta = {
  title: 'File manager/File list',
  component: FileList,
  args: {
    items: sampleItems,
    selectedId: '',
    label: 'Files in Home',
    busy: false,
    locale: 'en',
    t: fileManagerTexts('en').t,
    onSelect: fn(),
    onOpen: fn(),
    onUp: fn(),
    sort: DEFAULT_SORT,
    onSort: fn(),
  },
  // The strings and formats follow the toolbar's language.
  render: (args, { globals }) => <FileList {...args} {...fileManagerTexts(globals['locale'])} />,
} satisfies Meta<typeof FileList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A folder's rows as a grid: one tab stop, arrows move, Enter opens, Space selects, Backspace goes up. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Files in Home' });
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(sampleItems.length + 1);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(sampleItems[2]);
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith(sampleItems[2]);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onUp).toHaveBeenCalledOnce();
  },
};

/** Dates in the language's short form, sizes in its units, and a modifier Graph does not name is left blank. */
export const Formats: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(within(grid).queryByText('No one!')).toBeNull();
    await expect(within(grid).getAllByText('Nov 5, 2025')).toHaveLength(2);
    await expect(within(grid).getByText('1.4 MB')).toBeInTheDocument();
  },
};

/** The selected item is marked for assistive technology and by colour. */
export const Selected: Story = {
  args: { selectedId: 'd1' },
  play: async ({ canvasElement }) => {
    const selected = within(canvasElement)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(1);
    await expect(selected[0]).toHaveTextContent('Master services agreement');
  },
};

/** An empty folder: a grid with only its header row. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
  },
};

/**
 * Each row's "More actions" button opens its menu under it; Escape gives the keyboard back to the
 * row, where Shift+F10 opens it again with the first action highlighted. The picture is the menu
 * open from the keyboard.
 */
export const RowMenu: Story = {
  args: { actionsOf: rowActions },
  play: async ({ canvasElement, args, step }) => {
    const grid = within(canvasElement).getByRole('grid');
    const item = sampleItems[2] as FileItem;

    await step('the button opens the menu of its row; an action runs on that item', async () => {
      await userEvent.click(within(grid).getByRole('button', { name: `More actions for ${item.name}` }));
      const menu = await screen.findByRole('menu', { name: `Actions for ${item.name}` });
      await expect(args.onSelect).toHaveBeenCalledWith(item);
      // As a mouse does: onto the item first (a click at the pointer's last place selects nothing in Ark).
      const renameItem = within(menu).getByRole('menuitem', { name: 'Rename' });
      await moveOnto(renameItem);
      await userEvent.click(renameItem);
      await expect(rename).toHaveBeenCalledWith(item);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });

    await step('Shift+F10 on the row opens it from the keyboard; Escape closes it on the row', async () => {
      const row = within(grid).getAllByRole('row')[3] as HTMLElement;
      row.focus();
      await userEvent.keyboard('{Shift>}{F10}{/Shift}');
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('data-highlighted'),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(row).toHaveFocus());
      await userEvent.keyboard('{Shift>}{F10}{/Shift}');
      await screen.findByRole('menu');
    });
  },
};

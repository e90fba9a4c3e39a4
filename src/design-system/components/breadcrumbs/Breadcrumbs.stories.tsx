import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RtlFrame } from '../../testing/RtlFrame.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { arabicTrail, contractTrail } from './examples.tsx';

const meta = {
  title: 'Design system/Breadcrumbs',
  component: Breadcrumbs,
  args: { label: 'Breadcrumb', items: contractTrail },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

const separators = (root: HTMLElement) => Array.from(root.querySelectorAll('[data-part="separator"]'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/contracts');
    const current = within(nav).getByText('Northwind master agreement');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Northwind master agreement' })).not.toBeInTheDocument();
    // Two separators between three crumbs, hidden from assistive tech.
    await expect(separators(nav)).toHaveLength(2);
  },
};

/** A trail inside one page (the file manager's folders): a plain click is handled in place. */
export const InPageTrail: Story = {
  args: { label: 'Folder path', onNavigate: fn() },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Folder path' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Contracts' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(1);
    // The page did not follow the link.
    await expect(window.location.pathname).not.toBe('/contracts');
  },
};

/** The chevrons point along the reading direction: mirrored in Arabic. */
export const RightToLeft: Story = {
  args: { label: 'مسار التنقل', items: arabicTrail },
  render: (args) => (
    <RtlFrame>
      <Breadcrumbs {...args} />
    </RtlFrame>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'مسار التنقل' });
    const [separator] = separators(nav);
    await expect(separator).toBeDefined();
    await expect(getComputedStyle(separator as Element).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // The first crumb sits at the right in RTL.
    const [home, contracts] = within(nav).getAllByRole('link');
    await expect(home?.getBoundingClientRect().left).toBeGreaterThan(contracts?.getBoundingClientRect().left ?? 0);
  },
};

export const LeftToRightSeparator: Story = {
  play: async ({ canvasElement }) => {
    const [separator] = separators(canvasElement);
    await expect(getComputedStyle(separator as Element).transform).toBe('none');
  },
};

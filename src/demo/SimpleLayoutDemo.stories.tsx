import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../i18n/story-language.ts';
import { SimpleLayoutDemo } from './SimpleLayoutDemo.tsx';

const meta = {
  title: 'Page layouts/Simple',
  component: SimpleLayoutDemo,
  args: { variant: 'full-width', t: storyTranslator('en', ['demo']) },
  render: (args, { globals }) => <SimpleLayoutDemo {...args} t={storyTranslator(globals['locale'], ['demo'])} />,
} satisfies Meta<typeof SimpleLayoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const layoutOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-demo-layout]') as HTMLElement;

/** A plain header, then the whole sample article, on one surface. */
export const FullWidth: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
    await expect(layoutOf(canvasElement)).toHaveAttribute('data-demo-layout', 'simple/full-width');
  },
};

/** Version 1: the sidebar runs the full height, beside header and content. */
export const LeftSidebar: Story = {
  args: { variant: 'left-sidebar' },
  play: async ({ canvasElement }) => {
    await expect(layoutOf(canvasElement).firstElementChild?.tagName).toBe('ASIDE');
  },
};

/** Version 2: the sidebar starts under the full-width header. */
export const RightSidebarUnderHeader: Story = {
  args: { variant: 'right-sidebar', version: 2 },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('complementary', { name: 'Sourcing event queues' });
    await expect(layoutOf(canvasElement).lastElementChild).not.toBe(sidebar);
  },
};

/** Version 3: sidebar and content scroll separately, each focusable for the keyboard. */
export const LeftSidebarScrolling: Story = {
  args: { variant: 'left-sidebar', version: 3 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('complementary', { name: 'Sourcing event queues' })).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('region', { name: 'Sourcing event details' })).toHaveAttribute('tabindex', '0');
  },
};

/** Link tabs between header and content: only the chosen section shows. */
export const Tabbed: Story = {
  args: { variant: 'tabbed', tab: 'approvals' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { current: 'page' })).toHaveTextContent('Approvals');
    await expect(page.getAllByRole('region')).toHaveLength(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../i18n/story-language.ts';
import { CardedLayoutDemo } from './CardedLayoutDemo.tsx';

const meta = {
  title: 'Page layouts/Carded',
  component: CardedLayoutDemo,
  args: { variant: 'full-width', t: storyTranslator('en', ['demo']) },
  render: (args, { globals }) => <CardedLayoutDemo {...args} t={storyTranslator(globals['locale'], ['demo'])} />,
} satisfies Meta<typeof CardedLayoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The band and the card over it, the whole sample article, no sidebar. */
export const FullWidth: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(page.getAllByRole('region')).toHaveLength(3);
  },
};

/** Version 2 without a sidebar: the content scrolls inside the card, a named region keyboard users can scroll. */
export const FullWidthInnerScroll: Story = {
  args: { version: 2 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sourcing event details' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** A sidebar inside the card, at the start. */
export const LeftSidebar: Story = {
  args: { variant: 'left-sidebar' },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('complementary', { name: 'Sourcing event queues' });
    await expect(within(sidebar).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Version 2: the sidebar outside the card, at the end, as a surface of its own. */
export const RightSidebarOutside: Story = {
  args: { variant: 'right-sidebar', version: 2 },
  play: async ({ canvasElement }) => {
    const layout = canvasElement.querySelector('[data-demo-layout]') as HTMLElement;
    await expect(layout).toHaveAttribute('data-demo-layout', 'carded/right-sidebar-2');
    // Outside the card: the sidebar is the layout's last child.
    await expect(layout.lastElementChild?.tagName).toBe('ASIDE');
  },
};

/** Link tabs at the top of the card: the chosen one is the current page, only its section shows. */
export const Tabbed: Story = {
  args: { variant: 'full-width', tabbed: true, tab: 'documents' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tabs = page.getByRole('navigation', { name: 'Sourcing event sections' });
    await expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Documents');
    await expect(page.getAllByRole('region')).toHaveLength(1);
  },
};

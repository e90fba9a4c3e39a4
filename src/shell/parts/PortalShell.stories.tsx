import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type SchemeId, schemeIds } from '../../design-system/theme/schemes.ts';
import { defaultSettings } from '../../preferences/settings.ts';
import { SampleShell, storyLocale, storySettings } from './examples.tsx';

interface ShellStoryArgs {
  navbarScheme: SchemeId;
  toolbarScheme: SchemeId;
  footerScheme: SchemeId;
  drawerOpen: boolean;
}

/**
 * The whole shell, composed from its parts as Portal.astro composes them. The toolbar's globals
 * choose the language, direction, main colour scheme, layout and navbar style; the controls the
 * navbar's, toolbar's and footer's schemes.
 */
const meta = {
  title: 'Shell/Portal shell',
  args: {
    navbarScheme: defaultSettings.theme.navbar,
    toolbarScheme: defaultSettings.theme.toolbar,
    footerScheme: defaultSettings.theme.footer,
    drawerOpen: false,
  },
  argTypes: {
    navbarScheme: { control: 'select', options: schemeIds },
    toolbarScheme: { control: 'select', options: schemeIds },
    footerScheme: { control: 'select', options: schemeIds },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  render: ({ navbarScheme, toolbarScheme, footerScheme, drawerOpen }, { globals }) => (
    <SampleShell
      locale={storyLocale(globals['locale'])}
      settings={storySettings(globals, { navbar: navbarScheme, toolbar: toolbarScheme, footer: footerScheme })}
      drawerOpen={drawerOpen}
    />
  ),
} satisfies Meta<ShellStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Layout 1 on a desktop: the vertical navbar beside the toolbar, the page and the footer. */
export const VerticalNavigation: Story = {
  play: async ({ canvasElement }) => {
    const shell = within(canvasElement);
    const navbar = shell.getByRole('complementary', { name: 'Main navigation' });
    await expect(navbar).toBeVisible();
    await expect(within(navbar).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(shell.getByRole('banner', { name: 'Toolbar' })).toBeVisible();
    await expect(shell.getByRole('contentinfo', { name: 'Footer' })).toBeVisible();
  },
};

/** The fold button narrows the navbar to its icons; pressed again, it opens it. */
export const FoldingTheNavbar: Story = {
  play: async ({ canvasElement }) => {
    const shell = within(canvasElement);
    await userEvent.click(shell.getByRole('button', { name: 'Fold navigation' }));
    const root = canvasElement.querySelector<HTMLElement>('#shell');
    await waitFor(() => expect(root?.dataset['navbarFolded']).toBe('true'));
    await userEvent.click(shell.getByRole('button', { name: 'Unfold navigation' }));
    await waitFor(() => expect(root?.dataset['navbarFolded']).toBe('false'));
  },
};

/** Layout 2: the navigation as a bar under the toolbar, its groups opening menus. */
export const HorizontalNavigation: Story = {
  globals: { layout: 'layout2' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(bar).getByText('Reports'));
    await expect(within(bar).getByRole('link', { name: 'Invoice Intelligence' })).toBeVisible();
  },
};

/** Layout 3: the navigation bar above the toolbar. */
export const NavigationAboveTheToolbar: Story = { globals: { layout: 'layout3' } };

/** Navbar style 3: a rail of the groups, each opening its panel beside it. */
export const Rail: Story = { globals: { navbarStyle: 'style-3' } };

/** In Arabic the shell is mirrored: the navbar on the right, the tools on the left. */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** On a phone the navbar is a drawer: the toolbar's button opens it, Escape closes it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const shell = within(canvasElement);
    const toggle = shell.getByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(toggle);
    const root = canvasElement.querySelector<HTMLElement>('#shell');
    await waitFor(() => expect(root?.dataset['navbarMobileOpen']).toBe('true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(root?.dataset['navbarMobileOpen']).toBe('false'));
  },
};

/** The phone's drawer open over the page. */
export const PhoneDrawerOpen: Story = {
  args: { drawerOpen: true },
  globals: { viewport: { value: 'phone' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  navbarToggles,
  SampleClientLogo,
  ShellFrame,
  sampleClient,
  sampleNavigation,
  samplePath,
  shellTexts,
  storyLocale,
  storySettings,
} from './examples.tsx';
import { Navbar } from './Navbar.tsx';

const en = shellTexts('en');
const settings = storySettings({});

/** The vertical navbar of layout 1 (and every layout's phone drawer), in the story's language and scheme. */
const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  args: {
    items: sampleNavigation,
    pathname: samplePath,
    t: en.t,
    layout: settings.layout,
    scheme: 'defaultDark',
    clientName: sampleClient.name,
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  render: (args, { globals, parameters }) => {
    const locale = storyLocale(globals['locale']);
    const { t } = shellTexts(locale);
    const chosen = storySettings(globals);
    return (
      <ShellFrame settings={chosen}>
        <Navbar
          {...args}
          t={t}
          layout={chosen.layout}
          toggle={navbarToggles(chosen, locale).navbar}
          clientLogo={
            <SampleClientLogo
              alt={t('clients:logoOf', { name: sampleClient.name })}
              pictured={parameters['clientLogo'] !== 'none'}
            />
          }
        />
      </ShellFrame>
    );
  },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked; the fold button narrows the navbar to its icons and back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const navbar = within(canvasElement).getByRole('complementary', { name: 'Main navigation' });
    await expect(within(navbar).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(within(navbar).getByRole('link', { name: /User Guide/ })).toHaveAttribute('target', '_blank');
    const root = canvasElement.querySelector<HTMLElement>('#shell');
    await userEvent.click(within(navbar).getByRole('button', { name: 'Fold navigation' }));
    await waitFor(() => expect(root?.dataset['navbarFolded']).toBe('true'));
    await userEvent.click(within(navbar).getByRole('button', { name: 'Unfold navigation' }));
    await waitFor(() => expect(root?.dataset['navbarFolded']).toBe('false'));
  },
};

/** Style 2 starts folded: the icons only, the labels for assistive technology. */
export const Folded: Story = { globals: { navbarStyle: 'style-2' } };

/**
 * A client without a logo, or whose picture failed: its initials on the tile, never a broken
 * image; the client's name beside them names it (the initials are decorative). In Arabic, right to
 * left.
 */
export const ClientWithoutLogo: Story = {
  parameters: { clientLogo: 'none' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const navbar = within(canvasElement).getByRole('complementary');
    await expect(within(navbar).queryByRole('img', { name: /Northwind/ })).toBeNull();
    await expect(within(navbar).getByText('NT')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(navbar).getByText('Northwind Traders')).toBeVisible();
  },
};

/** Without an active client the navigation starts under the logo. */
export const WithoutClient: Story = { args: { clientName: undefined } };

/** Style 3: the rail of the groups; a group opens its panel (a native <details>: click or keyboard), one at a time. */
export const Rail: Story = {
  globals: { navbarStyle: 'style-3' },
  play: async ({ canvasElement }) => {
    const rail = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const group = (name: string) => within(rail).getByText(name, { selector: '.nav-rail-label' });
    const invoices = within(rail).getByRole('link', { name: 'Invoice Intelligence', hidden: true });
    await userEvent.click(group('Reports'));
    await expect(invoices).toBeVisible();
    await userEvent.click(group('Help'));
    await expect(within(rail).getByRole('link', { name: 'FAQs' })).toBeVisible();
    // The groups are exclusive: opening Help closed Reports.
    await expect(invoices).not.toBeVisible();
  },
};

/** Style 3, dense: a narrower rail, its labels for assistive technology only. */
export const DenseRail: Story = { globals: { navbarStyle: 'style-3-dense' } };

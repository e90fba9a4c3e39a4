import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cx } from 'styled-system/css';
import { navbar } from 'styled-system/recipes';
import { everyKindOfEntry, ShellFrame, samplePath, shellTexts, storySettings } from './examples.tsx';
import { NavItems } from './NavItems.tsx';

/** The entries of the vertical navigation: groups, items, a collapse, a badge, a divider, an outside link. */
const meta = {
  title: 'Shell/Navigation entries',
  component: NavItems,
  args: { items: everyKindOfEntry, pathname: samplePath, t: shellTexts('en').t },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  render: (args, { globals }) => (
    <ShellFrame settings={storySettings(globals)}>
      <div className={cx(navbar().root, 'navbar')}>
        <nav
          className={cx(navbar().content, 'navbar-content')}
          aria-label={shellTexts(globals['locale']).t('mainNavigation')}
        >
          <NavItems {...args} t={shellTexts(globals['locale']).t} />
        </nav>
      </div>
    </ShellFrame>
  ),
} satisfies Meta<typeof NavItems>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A collapse opens and closes on a click (and by keyboard: a native <summary>, which the simulated
 * keys of a play function do not press); the link to another site says it opens a new tab.
 */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    const reports = nav.getByText('Reports').closest('summary') as HTMLElement;
    const invoices = nav.getByRole('link', { name: 'Invoice Intelligence', hidden: true });
    await expect(invoices).not.toBeVisible();
    await userEvent.click(reports);
    await expect(invoices).toBeVisible();
    await userEvent.click(reports);
    await expect(invoices).not.toBeVisible();
    await expect(nav.getByRole('link', { name: /User Guide.*opens in a new tab/ })).toHaveAttribute('target', '_blank');
  },
};

/** On a page inside a collapse, the collapse starts open and the page is marked. */
export const CurrentPageInACollapse: Story = {
  args: { pathname: '/apps/reports/vendors' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Vendor Intelligence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

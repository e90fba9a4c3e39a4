import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { islandTextsOf } from '../../i18n/island-texts.ts';
import UserMenu from '../../islands/auth/UserMenu.tsx';
import { userMenuKeys } from '../../islands/auth/user-menu-keys.ts';
import {
  ShellFrame,
  sampleLinks,
  sampleShortcuts,
  sampleUser,
  shellTexts,
  storyLocale,
  storySettings,
} from './examples.tsx';
import { ShellTools } from './ShellTools.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import { shellFrameClasses } from './shell-frame.ts';
import { Toolbar } from './Toolbar.tsx';

/**
 * The toolbar: the logo (horizontal layouts), shortcuts, tools and the account menu. The navbar's
 * button, which controls the navbar, shows with it in the Portal shell's stories.
 */
const meta = {
  title: 'Shell/Toolbar',
  component: Toolbar,
  args: { t: shellTexts('en').t, scheme: 'default' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals['locale']);
    const { t, language } = shellTexts(locale);
    const settings = storySettings(globals);
    return (
      <ShellFrame settings={settings}>
        <div className={shellFrameClasses.body}>
          <Toolbar
            {...args}
            t={t}
            shortcuts={<Shortcuts t={t} links={sampleLinks(t)} shortcuts={sampleShortcuts} />}
            actions={
              <>
                <ShellTools t={t} language={language} search />
                <UserMenu user={sampleUser} texts={islandTextsOf(locale, userMenuKeys)} />
              </>
            }
          />
        </div>
      </ShellFrame>
    );
  },
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tool has a name; the shortcuts are links to the pages chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('banner', { name: 'Toolbar' });
    for (const name of [
      'Search',
      'Font size',
      'Fullscreen',
      'Open quick panel',
      'Notifications',
      'Add or remove shortcuts',
    ])
      await expect(within(toolbar).getByRole('button', { name })).toBeVisible();
    await expect(within(toolbar).getByRole('link', { name: 'File Manager' })).toHaveAttribute(
      'href',
      '/apps/file-manager',
    );
  },
};

/** In the horizontal layouts the logo shows in the toolbar. */
export const HorizontalLayout: Story = { globals: { layout: 'layout2' } };

/** On a phone the font size, fullscreen and shortcuts give way to the account menu. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatYear } from '../../i18n/intl-cache.ts';
import { ShellFrame, sampleYear, shellTexts, storySettings } from './examples.tsx';
import { Footer } from './Footer.tsx';
import { FooterBadgeList } from './FooterBadgeList.tsx';
import { shellFrameClasses } from './shell-frame.ts';

/** The footer: the rights line and, for staff, the environment's badges. */
const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { t: shellTexts('en').t, scheme: 'defaultDark', year: String(sampleYear) },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => {
    const { t, language } = shellTexts(globals['locale']);
    return (
      <ShellFrame settings={storySettings(globals)}>
        <div className={shellFrameClasses.body}>
          <Footer
            {...args}
            t={t}
            year={formatYear(sampleYear, language.tag)}
            badges={args.badges && <FooterBadgeList t={t} environment="LOCAL" database="Engage" version="7.4.2" />}
          />
        </div>
      </ShellFrame>
    );
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a client sees. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(`© ${sampleYear} Engage`);
  },
};

/** What staff see: the environment, the database and the engine's version. */
export const WithBadges: Story = {
  args: { badges: true },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getByRole('group', { name: 'Server information' });
    await expect(badges).toHaveTextContent('LOCAL');
    await expect(badges).toHaveTextContent('7.4.2');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShellFrame, sampleNavigation, samplePath, shellTexts, storySettings } from './examples.tsx';
import { NavGroups } from './NavGroups.tsx';
import { shellFrameClasses } from './shell-frame.ts';

/** The horizontal navigation bar of layouts 2 and 3: a menu under each group. */
const meta = {
  title: 'Shell/Navigation bar',
  component: NavGroups,
  args: { items: sampleNavigation, pathname: samplePath, variant: 'bar', t: shellTexts('en').t, scheme: 'defaultDark' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' }, layout: 'layout2' },
  render: (args, { globals }) => (
    <ShellFrame settings={storySettings(globals)}>
      <div className={shellFrameClasses.body}>
        <NavGroups {...args} t={shellTexts(globals['locale']).t} />
      </div>
    </ShellFrame>
  ),
} satisfies Meta<typeof NavGroups>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A group opens its menu (a native <details>: click or keyboard); opening another closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const files = within(bar).getByRole('link', { name: 'File Manager', hidden: true });
    await userEvent.click(within(bar).getByText('Tools'));
    await expect(files).toBeVisible();
    await userEvent.click(within(bar).getByText('Reports'));
    await expect(within(bar).getByRole('link', { name: 'Invoice Intelligence' })).toBeVisible();
    await expect(files).not.toBeVisible();
  },
};

/** The group holding the current page is marked. */
export const CurrentGroup: Story = {
  play: async ({ canvasElement }) => {
    const groups = canvasElement.querySelectorAll('.horizontal-nav-group[data-current="true"]');
    await expect(groups).toHaveLength(1);
    await expect(groups[0]).toHaveTextContent('Getting Started');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellTexts } from './examples.tsx';
import { SideButtons } from './SideButtons.tsx';

/** The settings and colour-scheme buttons at the end side of the screen. */
const meta = {
  title: 'Shell/Side buttons',
  component: SideButtons,
  args: { t: shellTexts('en').t },
  render: (args, { globals }) => <SideButtons {...args} t={shellTexts(globals['locale']).t} />,
} satisfies Meta<typeof SideButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement);
    await expect(buttons.getByRole('button', { name: 'Open settings' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(buttons.getByRole('button', { name: 'Open colour schemes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

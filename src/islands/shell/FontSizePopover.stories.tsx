import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusInside } from '../../design-system/testing/focus.ts';
import { storyLocale } from '../../i18n/story-language.ts';
import { $preferences } from '../../stores/user-settings-state.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import FontSizePopover from './FontSizePopover.tsx';

const meta = {
  title: 'Shell/Font size',
  component: FontSizePopover,
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
  },
  render: (_args, { globals }) => (
    <PanelStage name="font-size" label={panelTranslator(storyLocale(globals['locale']))('panels:fontSize')}>
      <FontSizePopover />
    </PanelStage>
  ),
} satisfies Meta<typeof FontSizePopover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The slider takes focus as it opens: arrow keys change the size at once, in steps of 10 %. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Font size' });
    await userEvent.click(trigger);
    await focusInside(await screen.findByRole('dialog'));
    // Escape closes it and focus goes back to its button; Enter opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const thumb = await screen.findByRole('slider', { name: 'Font size' });
    await waitFor(() => expect(thumb).toHaveFocus());
    await expect(thumb).toHaveAttribute('aria-valuetext', '100%');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect($preferences.get().fontScale).toBe(1.2));
    await expect(thumb).toHaveAttribute('aria-valuetext', '120%');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect($preferences.get().fontScale).toBe(1.3));
  },
};

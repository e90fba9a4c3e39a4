import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../i18n/story-language.ts';
import { $preferences, $settings } from '../../stores/user-settings-state.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import LanguageMenu from './LanguageMenu.tsx';

const meta = {
  title: 'Shell/Language menu',
  component: LanguageMenu,
  // The page is not rendered again in the chosen language: the story is told instead.
  args: { reload: fn() },
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
  },
  render: (args, { globals }) => (
    <PanelStage name="language" label={panelTranslator(storyLocale(globals['locale']))('panels:language')}>
      <LanguageMenu {...args} />
    </PanelStage>
  ),
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The three languages in their own names, the current one marked; choosing one saves it with its
 * direction. Escape closes the menu and gives focus back to its button.
 */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Language' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Language' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Language' });
    const choices = within(menu).getAllByRole('button');
    await expect(choices.map((choice) => choice.textContent)).toEqual(['English', 'Türkçe', 'العربية']);
    await expect(choices[0]).toHaveAttribute('aria-current', 'true');
    await expect(within(menu).getByRole('link', { name: 'How to add a language' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
    await expect($preferences.get().language).toBe('ar');
    await expect($settings.get()?.direction).toBe('rtl');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../i18n/story-language.ts';
import { $message } from '../../stores/notifications.ts';
import { $shortcuts } from '../../stores/user-settings-state.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import ShortcutsMenu from './ShortcutsMenu.tsx';

const meta = {
  title: 'Shell/Shortcuts menu',
  component: ShortcutsMenu,
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
    $message.set(undefined);
  },
  render: (_args, { globals }) => (
    <PanelStage name="shortcuts" label={panelTranslator(storyLocale(globals['locale']))('panels:shortcuts')}>
      <ShortcutsMenu />
    </PanelStage>
  ),
} satisfies Meta<typeof ShortcutsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page the person may see, a star for each; a search narrows the list. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shortcuts' });
    await userEvent.click(trigger);
    await step('Escape closes it and focus goes back to its button; Enter opens it again', async () => {
      await screen.findByRole('dialog', { name: 'Add or remove shortcuts' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.keyboard('{Enter}');
    });
    const menu = await screen.findByRole('dialog', { name: 'Add or remove shortcuts' });
    await expect(within(menu).getByRole('button', { name: 'Remove Overview from shortcuts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await step('add a page: saved, and said in a message', async () => {
      await userEvent.click(within(menu).getByRole('button', { name: 'Add FAQs to shortcuts' }));
      await expect($shortcuts.get()).toEqual(['overview', 'file-manager', 'faq']);
      await expect($message.get()).toMatchObject({ message: 'FAQs added to your shortcuts.', variant: 'success' });
    });

    await step('remove one', async () => {
      await userEvent.click(within(menu).getByRole('button', { name: 'Remove Overview from shortcuts' }));
      await expect($shortcuts.get()).toEqual(['file-manager', 'faq']);
    });

    await step('search narrows the list', async () => {
      await userEvent.type(within(menu).getByRole('searchbox', { name: 'Search for an app or page' }), 'file');
      await expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['File Manager']);
      await userEvent.clear(within(menu).getByRole('searchbox'));
      await userEvent.type(within(menu).getByRole('searchbox'), 'zzz');
      await expect(within(menu).getByText('No results..')).toBeVisible();
      await userEvent.clear(within(menu).getByRole('searchbox'));
    });
  },
};

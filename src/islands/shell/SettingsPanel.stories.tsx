import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusInside } from '../../design-system/testing/focus.ts';
import { storyLocale } from '../../i18n/story-language.ts';
import type { MailSettingsChange } from '../../mail/settings.ts';
import { layoutDefaults } from '../../preferences/layouts.ts';
import { $mailSettings, $mailSettingsStatus, replaceMailSettingsServices } from '../../stores/mail-settings.ts';
import { $settings } from '../../stores/user-settings-state.ts';
import { setShellState } from './context.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import SettingsPanel from './SettingsPanel.tsx';

const mailSaves: MailSettingsChange[] = [];

const meta = {
  title: 'Shell/Settings panel',
  component: SettingsPanel,
  args: { view: 'settings' },
  beforeEach: ({ globals }) => {
    const state = startShell(storyLocale(globals['locale']));
    // The panel of a signed-in person (the Email section), its settings still kept as a guest's.
    setShellState({ ...state, guest: false });
    // The Email section's server, answered here: no story calls the portal's API.
    mailSaves.length = 0;
    $mailSettings.set(undefined);
    $mailSettingsStatus.set('idle');
    replaceMailSettingsServices({
      load: async () => ({
        email: 'cem.client@northwind.test',
        language: storyLocale(globals['locale']),
        timeZone: 'Europe/Istanbul',
        clients: [{ id: 'northwind', name: 'Northwind Traders', digest: 'weekly' }],
      }),
      save: async (change) => {
        mailSaves.push(change);
      },
    });
  },
  render: (args, { globals }) => {
    const t = panelTranslator(storyLocale(globals['locale']));
    return (
      <PanelStage name={args.view} label={t(`panels:${args.view === 'settings' ? 'openSettings' : 'openSchemes'}`)}>
        <SettingsPanel {...args} />
      </PanelStage>
    );
  },
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/**
 * The layout, its parts, theme and scrollbars: each change applies to the settings at
 * once. Escape closes the panel and gives focus back to its button. (Each panel's story ends open,
 * so its accessibility check and its picture cover the panel.)
 */
export const Settings: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open settings' });
    await userEvent.click(trigger);
    await focusInside(await screen.findByRole('dialog', { name: 'Settings' }));

    await step('Escape closes the panel and focus goes back to its button; Enter opens it again', async () => {
      await userEvent.keyboard('{Escape}');
      await panelClosed();
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await userEvent.keyboard('{Enter}');
    });
    const panel = await screen.findByRole('dialog', { name: 'Settings' });

    await step('another layout style resets the layout to its defaults', async () => {
      await userEvent.click(within(panel).getByRole('combobox', { name: 'Layout style' }));
      await userEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', { name: 'Horizontal navigation, boxed' }),
      );
      await waitFor(() => expect($settings.get()?.layout.style).toBe('layout2'));
      await expect($settings.get()?.layout.config).toEqual(layoutDefaults.layout2);
    });

    await step('hide the footer', async () => {
      await userEvent.click(within(panel).getByRole('switch', { name: 'Footer: Show' }));
      await waitFor(() => expect($settings.get()?.layout.config.footer.display).toBe(false));
    });

    await step('a daily digest of a client, saved at once', async () => {
      await userEvent.click(await within(panel).findByRole('combobox', { name: 'Digest of Northwind Traders' }));
      await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Daily' }));
      await waitFor(() =>
        expect(mailSaves.at(-1)).toEqual({
          language: 'en',
          timeZone: 'Europe/Istanbul',
          digests: { northwind: 'daily' },
        }),
      );
    });
  },
};

/** One colour scheme for the whole portal; the one applied everywhere is pressed. */
export const Schemes: Story = {
  args: { view: 'schemes' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open colour schemes' });
    await userEvent.click(trigger);
    // The close button closes it and focus goes back to its button.
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await panelClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Colour schemes' });
    // The portal's default theme mixes two schemes: none is the whole portal's yet.
    await expect(within(panel).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Midnight' }));
    await expect(within(panel).getByRole('button', { name: 'Midnight', pressed: true })).toBeVisible();
    await expect($settings.get()?.theme).toEqual({ main: 'dark1', navbar: 'dark1', toolbar: 'dark1', footer: 'dark1' });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import quickPanelContent from '../../content/quick-panel/data.json' with { type: 'json' };
import { focusInside } from '../../design-system/testing/focus.ts';
import { storyLocale } from '../../i18n/story-language.ts';
import type { QuickPanelData } from '../../shell/quick-panel.ts';
import { type QuickPanelServices, replaceQuickPanelServices } from '../../stores/quick-panel.ts';
import { $preferences } from '../../stores/user-settings-state.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import QuickPanel from './QuickPanel.tsx';

/** The panel's data as the portal API answers them: the content file's, in the story's language. */
const contentIn = (locale: unknown): QuickPanelData => quickPanelContent[storyLocale(locale)];

/** The panel's data come from the story (the portal API's again when the story ends). */
function answerWith(fetchData: QuickPanelServices['fetchData']): () => void {
  replaceQuickPanelServices({ fetchData });
  return () => replaceQuickPanelServices();
}

const meta = {
  title: 'Shell/Quick panel',
  component: QuickPanel,
  // One day, so that the story's picture stays the same.
  args: { today: new Date(2025, 10, 5, 9, 0) },
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
  },
  render: (args, { globals }) => (
    <PanelStage name="quick" label={panelTranslator(storyLocale(globals['locale']))('panels:openQuickPanel')}>
      <QuickPanel {...args} />
    </PanelStage>
  ),
} satisfies Meta<typeof QuickPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const todays = fn<QuickPanelServices['fetchData']>();

/** Today, the day's events and notes, and the quick settings' switches. */
export const Ready: Story = {
  beforeEach: ({ globals }) => {
    todays.mockReset().mockImplementation(async () => contentIn(globals['locale']));
    return answerWith(todays);
  },
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open quick panel' });
    await userEvent.click(trigger);
    await step('Escape closes it and focus goes back to its button; Enter opens it again', async () => {
      await focusInside(await screen.findByRole('dialog', { name: 'Quick panel' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.keyboard('{Enter}');
    });
    const panel = await screen.findByRole('dialog', { name: 'Quick panel' });
    const events = await within(panel).findByRole('region', { name: 'Events' });
    await expect(within(events).getAllByRole('listitem')).toHaveLength(3);
    // Opened again within the second its last opening's store stays mounted: loaded afresh all the same.
    await expect(todays).toHaveBeenCalledTimes(2);
    await expect(within(panel).getByRole('region', { name: 'Notes' })).toHaveTextContent('Renewal terms');

    await step('a quick setting is changed at once (Retro Thrusters off: reduced motion)', async () => {
      await userEvent.click(within(panel).getByRole('switch', { name: 'Retro Thrusters' }));
      await waitFor(() => expect($preferences.get().quickSettings.retroThrusters).toBe(false));
    });
  },
};

/** Nothing today: each list says so. */
export const Empty: Story = {
  beforeEach: () => answerWith(async () => ({ events: [], notes: [] })),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open quick panel' }));
    const panel = await screen.findByRole('dialog', { name: 'Quick panel' });
    await expect(await within(panel).findByText('No events today.')).toBeVisible();
    await expect(within(panel).getByText('No notes.')).toBeVisible();
  },
};

const failingOnce = fn<QuickPanelServices['fetchData']>();

/** The data did not come: the panel says so, and Try again asks once more. */
export const LoadFailed: Story = {
  // Answers set as the story starts: each run begins with a failure.
  beforeEach: () => {
    failingOnce.mockReset().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(contentIn('en'));
    return answerWith(failingOnce);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open quick panel' }));
    const panel = await screen.findByRole('dialog', { name: 'Quick panel' });
    const failure = await within(panel).findByRole('alert');
    await expect(failure).toHaveTextContent('Could not load this panel. Please try again.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await expect(await within(panel).findByRole('region', { name: 'Events' })).toBeVisible();
    await expect(failingOnce).toHaveBeenCalledTimes(2);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../i18n/story-language.ts';
import {
  $recentSearches,
  type RecentSearchesApi,
  replaceRecentSearchesServices,
} from '../../stores/recent-searches.ts';
import { replaceSearchServices } from '../../stores/search.ts';
import { setShellState } from './context.ts';
import { PanelStage, panelTranslator, startShell } from './examples.tsx';
import SearchBox from './SearchBox.tsx';

const meta = {
  title: 'Shell/Search box',
  component: SearchBox,
  // The chosen page is handed to the story instead of opening.
  args: { navigate: fn() },
  beforeEach: ({ globals }) => {
    startShell(storyLocale(globals['locale']));
  },
  render: (args, { globals }) => (
    <PanelStage name="search" label={panelTranslator(storyLocale(globals['locale']))('panels:search')}>
      <SearchBox {...args} />
    </PanelStage>
  ),
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing suggests the pages the person may see; arrows move through them, Enter opens one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(trigger);
    const input = await screen.findByRole('combobox', { name: 'Search the portal' });
    await waitFor(() => expect(input).toHaveFocus());

    await step('type: the matching pages, the first one active', async () => {
      await userEvent.keyboard('intel');
      const options = within(screen.getByRole('listbox', { name: 'Search' })).getAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        'Invoice Intelligence',
        'Vendor Intelligence',
      ]);
      await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    });

    await step('ArrowDown, then Enter opens the second', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(screen.getByRole('option', { name: 'Vendor Intelligence' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Enter}');
      await expect(args.navigate).toHaveBeenCalledWith(expect.objectContaining({ title: 'Vendor Intelligence' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** The suggestions as the person sees them, the one under the pointer active. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await screen.findByRole('combobox', { name: 'Search the portal' });
    await userEvent.keyboard('e');
    const last = screen.getAllByRole('option').at(-1) as HTMLElement;
    await userEvent.hover(last);
    await expect(last).toHaveAttribute('aria-selected', 'true');
  },
};

/** Escape closes and focus goes back to the button; a search that matches nothing says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(trigger);
    await screen.findByRole('combobox', { name: 'Search the portal' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('combobox', { name: 'Search the portal' });
    await userEvent.keyboard('zzz');
    await expect(await screen.findByRole('status')).toHaveTextContent('No results..');
  },
};

const keptSearches = fn<RecentSearchesApi['list']>();

/**
 * Signed in: opened empty, the person's recent searches (read again at each opening); typed, the
 * server's sections below the screens. The portal API's answers are the story's.
 */
export const SignedIn: Story = {
  beforeEach: ({ globals }) => {
    setShellState({ ...startShell(storyLocale(globals['locale'])), guest: false });
    $recentSearches.set({ status: 'idle' });
    keptSearches.mockReset().mockResolvedValue({ queries: ['fleet lease', 'renewal'] });
    const kept = async () => ({ queries: ['fleet lease', 'renewal'] });
    replaceRecentSearchesServices({ api: { list: keptSearches, remember: kept, forget: kept, clear: kept } });
    replaceSearchServices({
      fetchSections: async (query) => ({
        sections: [
          {
            kind: 'faq',
            total: 1,
            hits: [
              {
                id: 'renewal-notice',
                kind: 'faq',
                title: 'When is a renewal notice sent?',
                url: '/pages/faq?open=renewal-notice',
                excerpt: '',
                terms: [query],
              },
            ],
          },
        ],
      }),
    });
    return () => {
      replaceRecentSearchesServices();
      replaceSearchServices();
      $recentSearches.set({ status: 'idle' });
    };
  },
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(trigger);
    const input = await screen.findByRole('combobox', { name: 'Search the portal' });
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    await expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['fleet lease×', 'renewal×']);

    await step('typed: the FAQ answer the server found, below the screens', async () => {
      await userEvent.type(input, 'renewal');
      const faq = await screen.findByRole('group', { name: 'FAQ answers' });
      await expect(within(faq).getByRole('option')).toHaveTextContent('When is a renewal notice sent?');
      await expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    });

    await step('closed and opened again at once: empty, and the list read again', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(trigger);
      await expect(await screen.findByRole('combobox', { name: 'Search the portal' })).toHaveValue('');
      await expect(await screen.findByRole('group', { name: 'Recent searches' })).toBeVisible();
      await expect(screen.queryByRole('group', { name: 'FAQ answers' })).not.toBeInTheDocument();
      await expect(keptSearches).toHaveBeenCalledTimes(2);
    });
  },
};

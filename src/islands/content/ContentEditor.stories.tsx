import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Entry } from '../../content/services/content-api.ts';
import { islandTexts } from '../../i18n/island-texts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translatorOf } from '../../i18n/texts.ts';
import { closeEditor, openEditor } from '../../stores/content-editor.ts';
import ContentEditor from './ContentEditor.tsx';

const language: Entry = {
  slug: 'language',
  revision: 1,
  shared: { category: 'account', order: 2 },
  texts: {
    en: { question: 'How do I change the language?', answer: 'Use the **language menu** in the toolbar.' },
    ar: { question: 'كيف أغيّر اللغة؟', answer: 'استخدم **قائمة اللغة** في شريط الأدوات.' },
  },
  missing: ['tr'],
  savedAt: '2026-11-20T10:00:00.000Z',
  savedBy: 'Ada Admin',
};

/** The blank page's texts (a demo page's entry): no settings, a paragraph of Markdown each. */
const blankPage: Entry = {
  slug: 'blank',
  revision: 0,
  shared: {},
  texts: {
    en: {
      'titles.blank': 'Blank Page',
      'blank.intro': 'The blank layout is the portal shell with nothing in it.',
      'blank.usage': 'Start from it for pages that need a **structure of their own**.',
      'blank.placeholder': 'Your content goes here',
    },
  },
  missing: ['tr', 'ar'],
  savedAt: null,
  savedBy: null,
};

/** The portal's /api/content as a story needs it: the entry, a preview, and the answer to a save. */
function contentServer(saveStatus: 200 | 409) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.endsWith('/api/content/preview')) {
      const { markdown } = JSON.parse(String(init?.body)) as { markdown: string };
      // The server renders with Astro's Markdown processor; bold is all these stories type.
      return Response.json({ html: `<p>${markdown.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` });
    }
    if (method === 'GET')
      return Response.json({ entries: url.includes('/api/content/demo') ? [blankPage] : [language] });
    const body = JSON.parse(String(init?.body)) as Pick<Entry, 'shared' | 'texts'>;
    if (saveStatus === 409) {
      const current = {
        ...language,
        revision: 2,
        savedBy: 'Bea Editor',
        texts: { ...language.texts, en: { ...language.texts.en, answer: 'Theirs.' } },
      };
      return Response.json(
        {
          error: {
            code: 'changedSince',
            message: 'Bea Editor saved this entry since you opened it. Your text is still here.',
          },
          current,
        },
        { status: 409 },
      );
    }
    return Response.json({ entry: { ...language, ...body, revision: 2 } });
  };
}

const textsIn = (locale: unknown) => islandTexts(locale === 'tr' || locale === 'ar' ? locale : 'en', ['content']);

const meta = {
  title: 'Content/Content editor',
  component: ContentEditor,
  args: { returnFocusTo: () => null, onClosed: fn(), t: translatorOf(textsIn('en')) },
  parameters: { saveStatus: 200 },
  beforeEach: ({ parameters, globals }) => {
    const real = globalThis.fetch;
    globalThis.fetch = contentServer(parameters['saveStatus'] as 200 | 409) as typeof fetch;
    const locale = (globals['locale'] ?? 'en') as Locale;
    if (parameters['demo']) void openEditor('demo', 'blank', locale);
    else void openEditor('faq', parameters['newEntry'] ? undefined : 'language', locale);
    return () => {
      globalThis.fetch = real;
      closeEditor();
    };
  },
  render: (args, { globals }) => <ContentEditor {...args} t={translatorOf(textsIn(globals['locale']))} />,
} satisfies Meta<typeof ContentEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An FAQ entry: its settings, a tab per language (Turkish not yet written), Markdown with its preview. */
export const EditAnEntry: Story = {
  play: async ({ step }) => {
    const editor = await screen.findByRole('dialog', { name: 'Edit the FAQ' });
    const answer = await within(editor).findByRole('textbox', { name: 'Answer (Markdown)' });
    await expect(answer).toHaveValue('Use the **language menu** in the toolbar.');
    await expect(editor).toHaveTextContent('Not yet translated into: Türkçe');
    await step('the preview follows the text', async () => {
      await userEvent.clear(answer);
      await userEvent.type(answer, 'Open the **menu**.');
      const preview = within(editor).getByRole('region', { name: 'Preview' });
      await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('menu'));
    });
    await step('saving says which revision readers now see', async () => {
      await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
      await expect(await within(editor).findByRole('status')).toHaveTextContent('Saved as revision 2.');
    });
  },
};

/** Arabic: the tab's texts are written and previewed right to left. */
export const ArabicTexts: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'تحرير الأسئلة الشائعة' });
    const panel = await within(editor).findByRole('tabpanel');
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await expect(within(panel).getByRole('textbox', { name: 'السؤال' })).toHaveValue('كيف أغيّر اللغة؟');
    const preview = within(panel).getByRole('region', { name: 'معاينة' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('قائمة اللغة'));
  },
};

/** Someone saved first: the editor's text stays, with their version one click away. */
export const SomeoneSavedFirst: Story = {
  parameters: { saveStatus: 409 },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'Edit the FAQ' });
    const answer = await within(editor).findByRole('textbox', { name: 'Answer (Markdown)' });
    await userEvent.type(answer, ' Mine.');
    // The draft holds the typing before Save is pressed, so a lost key fails here and not as a
    // missing conflict message below.
    await expect(answer).toHaveValue('Use the **language menu** in the toolbar. Mine.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(await within(editor).findByText('Someone saved this entry since you opened it')).toBeVisible();
    await expect(answer).toHaveValue('Use the **language menu** in the toolbar. Mine.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Show their version' }));
    await expect(answer).toHaveValue('Theirs.');
    // The preview follows after a pause in typing: wait for it, so the picture is of a settled editor.
    const preview = within(editor).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview).toHaveTextContent('Theirs.'));
  },
};

/** A new question: each field to fix says so beside it. */
export const NewEntryToFix: Story = {
  parameters: { newEntry: true },
  play: async () => {
    const editor = await screen.findByRole('dialog', { name: 'New question' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await expect(within(editor).getByText('Use 2 to 80 lower-case letters, digits and hyphens.')).toBeVisible();
    await expect(within(editor).getByText('Question is required.')).toBeVisible();
  },
};

/** A demo page's texts: no category, position or Remove; each paragraph with its own preview. */
export const DemoPageTexts: Story = {
  parameters: { demo: true },
  play: async ({ step }) => {
    const editor = await screen.findByRole('dialog', { name: 'Edit the page’s texts' });
    const usage = await within(editor).findByRole('textbox', { name: 'blank › usage' });
    await expect(within(editor).getByRole('textbox', { name: 'titles › blank' })).toHaveValue('Blank Page');
    await expect(within(editor).queryByRole('combobox')).toBeNull();
    await expect(within(editor).queryByRole('button', { name: 'Remove this entry' })).toBeNull();
    const preview = within(editor).getByRole('region', { name: 'Preview: blank › usage' });
    await waitFor(() => expect(preview.querySelector('strong')).toHaveTextContent('structure of their own'));
    await step('an emptied field says so beside it', async () => {
      await userEvent.clear(within(editor).getByRole('textbox', { name: 'blank › placeholder' }));
      await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
      await expect(within(editor).getByText('blank › placeholder is required.')).toBeVisible();
    });
    await expect(usage).toBeVisible();
  },
};

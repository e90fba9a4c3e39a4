import { getCollection } from 'astro:content';
import { defaultLocale, isLocale } from '../../i18n/locales.ts';
import type { EditableKind, EntryContent } from '../editing/entries.ts';
import { demoRepositoryContent } from './demo-repository.ts';

/**
 * Every entry as the repository's Markdown files give it (its revision 0): one file per language,
 * `src/content/<kind>/<locale>/<slug>.md`; the shared settings come from the English file. A demo
 * page's entry is its fields' words in the dictionaries (`src/i18n/locales/<locale>/demo.json`).
 * Built into the server, so read once per process.
 */
export type Repository = (kind: EditableKind) => Promise<ReadonlyMap<string, EntryContent>>;

interface MarkdownFile {
  id: string;
  body?: string | undefined;
}

function byEntry<F extends MarkdownFile>(
  files: F[],
  texts: (file: F) => Record<string, string>,
  shared: (file: F) => Record<string, string | number>,
): Map<string, EntryContent> {
  const entries = new Map<string, EntryContent>();
  // English first, so its settings are the entry's whatever order the files come in.
  const sorted = [...files].sort(
    (a, b) => Number(!a.id.startsWith(`${defaultLocale}/`)) - Number(!b.id.startsWith(`${defaultLocale}/`)),
  );
  for (const file of sorted) {
    const [locale, slug] = file.id.split('/');
    if (!slug || !isLocale(locale)) continue;
    const entry = entries.get(slug) ?? { shared: shared(file), texts: {} };
    entry.texts[locale] = texts(file);
    entries.set(slug, entry);
  }
  return entries;
}

const loaders = {
  faq: async () =>
    byEntry(
      await getCollection('faq'),
      (file) => ({ question: file.data.question, answer: (file.body ?? '').trim() }),
      (file) => ({ category: file.data.category, order: file.data.order }),
    ),
  knowledgeBase: async () =>
    byEntry(
      await getCollection('knowledgeBase'),
      (file) => ({ title: file.data.title, summary: file.data.summary, body: (file.body ?? '').trim() }),
      (file) => ({ category: file.data.category, order: file.data.order }),
    ),
  demo: async () => demoRepositoryContent(),
} satisfies Record<EditableKind, () => Promise<Map<string, EntryContent>>>;

const loaded = new Map<EditableKind, Promise<ReadonlyMap<string, EntryContent>>>();

export const repositoryContent: Repository = (kind) => {
  let entries = loaded.get(kind);
  if (!entries) {
    entries = loaders[kind]();
    loaded.set(kind, entries);
  }
  return entries;
};

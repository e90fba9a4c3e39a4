import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import type { TextValues, Translator } from '../../i18n/texts.ts';
import type { StorageConfig } from '../../server/storage/storage.ts';
import { DEMO_NAMESPACE, type DemoPage, demoPages } from '../editing/demo-pages.ts';
import { type EditableKind, type EntryTexts, missingLocales } from '../editing/entries.ts';
import type { StoredEntry } from '../editing/revisions.ts';
import type { FaqCategory } from '../schemas/faq.ts';
import { knowledgeBaseCategories } from '../schemas/knowledge-base.ts';
import { type ContentStore, contentStore } from './content-store.ts';
import { markdownToSafeHtml, typographicKind } from './markdown.ts';
import { repositoryContent } from './repository.ts';

/** The portal's content as editors last saved it (the repository's files until then). */
export function siteContent(config: StorageConfig): ContentStore {
  return contentStore(config, repositoryContent);
}

/** An entry in the reader's language, or in English when it has no translation yet. */
interface Readable {
  slug: string;
  lang: Locale;
  texts: EntryTexts;
  entry: StoredEntry;
}

async function readable(store: ContentStore, kind: EditableKind, locale: Locale): Promise<Readable[]> {
  const entries = await store.entries(kind);
  return [...entries].flatMap(([slug, entry]) => {
    if (entry.removed) return [];
    const own = entry.texts[locale];
    const lang = own ? locale : defaultLocale;
    const texts = own ?? entry.texts[defaultLocale];
    return texts ? [{ slug, lang, texts, entry }] : [];
  });
}

const orderOf = (entry: StoredEntry) => Number(entry.shared['order'] ?? 100);

export interface FaqEntry {
  slug: string;
  lang: Locale;
  question: string;
  category: FaqCategory;
  order: number;
  html: string;
  /** Languages it has no texts in yet (editors see them listed). */
  missing: Locale[];
}

export async function faqEntries(store: ContentStore, locale: Locale): Promise<FaqEntry[]> {
  const entries = await readable(store, 'faq', locale);
  const shown = await Promise.all(
    entries.map(async ({ slug, lang, texts, entry }) => ({
      slug,
      lang,
      question: texts['question'] ?? '',
      category: entry.shared['category'] as FaqCategory,
      order: orderOf(entry),
      html: await markdownToSafeHtml(texts['answer'] ?? ''),
      missing: missingLocales(entry),
    })),
  );
  return shown.sort((a, b) => a.order - b.order || a.question.localeCompare(b.question));
}

export type KnowledgeBaseCategory = (typeof knowledgeBaseCategories)[number];

export interface Article {
  /** `<language>/<slug>`, as the knowledge-base endpoint has always named articles. */
  id: string;
  slug: string;
  lang: Locale;
  title: string;
  summary: string;
  category: KnowledgeBaseCategory;
  order: number;
  html: string;
  missing: Locale[];
}

export async function knowledgeBaseArticles(store: ContentStore, locale: Locale): Promise<Article[]> {
  const entries = await readable(store, 'knowledgeBase', locale);
  const shown = await Promise.all(
    entries.map(async ({ slug, lang, texts, entry }) => ({
      id: `${lang}/${slug}`,
      slug,
      lang,
      title: texts['title'] ?? '',
      summary: texts['summary'] ?? '',
      category: entry.shared['category'] as KnowledgeBaseCategory,
      order: orderOf(entry),
      html: await markdownToSafeHtml(texts['body'] ?? ''),
      missing: missingLocales(entry),
    })),
  );
  const rank = (category: KnowledgeBaseCategory) => knowledgeBaseCategories.indexOf(category);
  return shown.sort(
    (a, b) => rank(a.category) - rank(b.category) || a.order - b.order || a.title.localeCompare(b.title),
  );
}

/** A demo page's texts as editors last saved them (the dictionaries' until then). */
export interface DemoTexts {
  /** The page's `t()`: its entry's fields in the reader's language, any other key from the dictionaries. */
  t: Translator;
  /** Its Markdown fields as sanitised HTML, by dictionary key (`demo:sample.intro`). */
  html: Record<string, string>;
  /** The language the texts are in: the reader's, or English while the page has no translation. */
  lang: Locale;
  missing: Locale[];
}

export async function demoTexts(
  store: ContentStore,
  page: DemoPage,
  locale: Locale,
  t: Translator,
): Promise<DemoTexts> {
  const found = (await readable(store, 'demo', locale)).find((entry) => entry.slug === page);
  const texts = found?.texts ?? {};
  const key = (name: string) => `${DEMO_NAMESPACE}:${name}`;
  const own = new Map(Object.entries(texts).map(([name, text]) => [key(name), text]));
  const translate = ((wanted: string, values?: TextValues) =>
    own.get(wanted) ?? (values ? t(wanted, values) : t(wanted))) as Translator;
  const typographic = typographicKind('demo');
  const prose = demoPages[page].fields.filter((field) => field.markdown && texts[field.name] !== undefined);
  const html = Object.fromEntries(
    await Promise.all(
      prose.map(async ({ name }) => [key(name), await markdownToSafeHtml(texts[name] ?? '', { typographic })] as const),
    ),
  );
  return { t: translate, html, lang: found?.lang ?? locale, missing: found ? missingLocales(found.entry) : [] };
}

/**
 * Server-side access to the content collections (src/content.config.ts): the pages and the mock
 * endpoints read the same entries, so a page never shows data its endpoint would not serve.
 */
import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import type { FaqCategory } from './schemas/faq.ts';
import { knowledgeBaseCategories } from './schemas/knowledge-base.ts';

async function entryData<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>['data']> {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  const entry = entries[0];
  if (!entry) throw new Error(`The content collection ${collection} is empty`);
  return entry.data;
}

export const projectDashboardWidgets = async () => await entryData('projectDashboardWidgets');
export const projectDashboardProjects = async () => (await entryData('projectDashboardProjects')).projects;
export const contractLockerWidgets = async () => await entryData('contractLockerWidgets');
export const whoHasWhatWidgets = async () => await entryData('whoHasWhatWidgets');
export const analyticsWidgets = async () => await entryData('analyticsWidgets');
export const rfpRows = async () => (await entryData('rfpAnalysis')).rows;
export const searchItems = async () => (await entryData('search')).items;
export const academy = async () => await entryData('academy');

/** Entries live in `<locale>/<slug>.md`; a language without its own copy of an entry shows the English one. */
function localised<T extends { id: string }>(entries: T[], locale: Locale): (T & { slug: string; lang: Locale })[] {
  const split = (entry: T) => {
    const [lang = defaultLocale, slug = entry.id] = entry.id.split('/');
    return { ...entry, slug, lang: lang as Locale };
  };
  const all = entries.map(split);
  const own = all.filter((entry) => entry.lang === locale);
  const fallback = all.filter(
    (entry) => entry.lang === defaultLocale && !own.some((candidate) => candidate.slug === entry.slug),
  );
  return [...own, ...fallback];
}

export interface FaqEntry {
  slug: string;
  lang: Locale;
  question: string;
  category: FaqCategory;
  order: number;
  html: string;
}

export async function faqEntries(locale: Locale): Promise<FaqEntry[]> {
  return localised(await getCollection('faq'), locale)
    .map((entry) => ({
      slug: entry.slug,
      lang: entry.lang,
      question: entry.data.question,
      category: entry.data.category,
      order: entry.data.order,
      html: sanitizeArticleHtml(entry.rendered?.html ?? ''),
    }))
    .sort((a, b) => a.order - b.order || a.question.localeCompare(b.question));
}

export interface Article {
  id: string;
  slug: string;
  lang: Locale;
  title: string;
  summary: string;
  category: (typeof knowledgeBaseCategories)[number];
  order: number;
  html: string;
}

export async function knowledgeBaseArticles(locale: Locale): Promise<Article[]> {
  return localised(await getCollection('knowledgeBase'), locale)
    .map((entry) => ({
      id: entry.id,
      slug: entry.slug,
      lang: entry.lang,
      title: entry.data.title,
      summary: entry.data.summary,
      category: entry.data.category,
      order: entry.data.order,
      html: sanitizeArticleHtml(entry.rendered?.html ?? ''),
    }))
    .sort(
      (a, b) =>
        knowledgeBaseCategories.indexOf(a.category) - knowledgeBaseCategories.indexOf(b.category) ||
        a.order - b.order ||
        a.title.localeCompare(b.title),
    );
}

import { authRoles, hasPermission } from '../../auth/roles.ts';
import type { SessionClient } from '../../auth/server/session-store.ts';
import type { ContentStore } from '../../content/server/content-store.ts';
import {
  type Article,
  type FaqEntry,
  faqEntries,
  knowledgeBaseArticles,
  siteContent,
} from '../../content/server/readable.ts';
import { editMarksOf } from '../../contracts/server/edit-marks.ts';
import type { RegisterScope } from '../../contracts/vendor-scope.ts';
import { type Locale, locales } from '../../i18n/locales.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { Viewer } from '../../rfp/events/access.ts';
import { evaluatedRfp } from '../../rfp/events/server/evaluated.ts';
import { eventsOf } from '../../rfp/events/server/event-store.ts';
import type { StorageConfig } from '../../server/storage/storage.ts';
import { textOfHtml } from '../html-text.ts';
import type { SearchDocument } from '../word-index.ts';
import type { SearchSources } from './engine.ts';
import type { IndexedSource } from './index-cache.ts';
import { type LibrarySearch, libraryContracts, libraryDocuments } from './library.ts';
import { rfpDocumentsOf, rfpIndexKey } from './rfp-document.ts';

/** A version that changes with any save of the FAQ or the knowledge base (each save is a revision). */
async function contentVersion(store: ContentStore, kind: 'faq' | 'knowledgeBase'): Promise<string> {
  const entries = await store.entries(kind);
  return [...entries]
    .map(([slug, entry]) => `${slug}@${entry.revision}`)
    .sort()
    .join(',');
}

/**
 * Each entry's texts in the languages other than the reader's, by slug: what it is also found by.
 * Only an entry's own translations count (one without an Arabic text is not read again in English).
 */
async function otherLanguagesOf<Entry extends { slug: string; lang: Locale }>(
  locale: Locale,
  read: (language: Locale) => Promise<Entry[]>,
  textOf: (entry: Entry) => string,
): Promise<Map<string, string>> {
  const others = new Map<string, string[]>();
  for (const language of locales.filter((candidate) => candidate !== locale)) {
    for (const entry of await read(language)) {
      if (entry.lang !== language) continue;
      others.set(entry.slug, [...(others.get(entry.slug) ?? []), textOf(entry)]);
    }
  }
  return new Map([...others].map(([slug, texts]) => [slug, texts.join(' ')]));
}

function faqSource(store: ContentStore, locale: Locale): IndexedSource {
  const textOf = (entry: FaqEntry) => `${entry.question} ${textOfHtml(entry.html)}`;
  return {
    key: `faq:${locale}`,
    version: () => contentVersion(store, 'faq'),
    documents: async () => {
      const other = await otherLanguagesOf(locale, (language) => faqEntries(store, language), textOf);
      return (await faqEntries(store, locale)).map(
        (entry): SearchDocument => ({
          id: `faq:${entry.slug}`,
          kind: 'faq',
          title: entry.question,
          text: textOfHtml(entry.html),
          url: `/pages/faq?open=${encodeURIComponent(entry.slug)}#${encodeURIComponent(entry.slug)}`,
          lang: entry.lang,
          other: other.get(entry.slug),
        }),
      );
    },
  };
}

function articlesSource(store: ContentStore, locale: Locale): IndexedSource {
  const textOf = (article: Article) => `${article.title} ${article.summary} ${textOfHtml(article.html)}`;
  return {
    key: `articles:${locale}`,
    version: () => contentVersion(store, 'knowledgeBase'),
    documents: async () => {
      const other = await otherLanguagesOf(locale, (language) => knowledgeBaseArticles(store, language), textOf);
      return (await knowledgeBaseArticles(store, locale)).map(
        (article): SearchDocument => ({
          id: `article:${article.slug}`,
          kind: 'articles',
          title: article.title,
          text: `${article.summary} ${textOfHtml(article.html)}`,
          url: `/pages/knowledge-base/${encodeURIComponent(article.slug)}`,
          lang: article.lang,
          other: other.get(article.slug),
        }),
      );
    },
  };
}

/**
 * The active client's RFP events as this person may search them (decision 140): their questions,
 * and the answers of the closed ones for the client's side only.
 */
function rfpSource(config: StorageConfig, client: SessionClient, viewer: Viewer): IndexedSource {
  const buyer = hasPermission(authRoles.staff, viewer.roles);
  return {
    key: rfpIndexKey(client.id, viewer, buyer),
    version: async () =>
      (await eventsOf(config, client.id))
        .map((event) => `${event.id}:${event.status}:${event.version}:${event.questions.length}`)
        .join(','),
    documents: async () => {
      const now = new Date();
      const events = await eventsOf(config, client.id, now);
      const withAnswers = await Promise.all(
        events.map(async (event) => ({ event, evaluated: await evaluatedRfp(config, event, now) })),
      );
      return rfpDocumentsOf(withAnswers, viewer);
    },
  };
}

/** Nothing to find: a person with no client has no RFP events. */
const noRfp: IndexedSource = { key: 'rfp:none', version: async () => 'none', documents: async () => [] };

export interface SourcesRequest {
  config: StorageConfig;
  locale: Locale;
  client: SessionClient | undefined;
  /** The person searching, for what of the client's RFP events they may find. */
  viewer: Viewer | undefined;
  /** What of the client's register the person sees (src/contracts/vendor-scope.ts). */
  scope: RegisterScope;
  /** Reads a client's library on the server; none: the library's sections are not offered. */
  library: LibrarySearch | undefined;
}

/** The sources of one request: help in the person's language, the active client's library. */
export function searchSources({ config, locale, client, viewer, scope, library }: SourcesRequest): SearchSources {
  const store = siteContent(config);
  return {
    faq: faqSource(store, locale),
    articles: articlesSource(store, locale),
    rfp: client && viewer ? rfpSource(config, client, viewer) : noRfp,
    contracts:
      client && library
        ? libraryContracts(library, client, scope, Date.now, () => editMarksOf(config).markOf(client.siteID))
        : undefined,
    documents: client && library ? libraryDocuments(library, client, translatorFor(locale)) : undefined,
  };
}

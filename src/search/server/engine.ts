import { searchLinks } from '../../shell/search.ts';
import type { ShellLink } from '../../shell/shell-state.ts';
import type { SearchAnswer, SearchHit, SearchKind, SearchSection } from '../kinds.ts';
import { wordsContaining } from '../marks.ts';
import { foldText, queryWords } from '../normalise.ts';
import { type IndexedSource, indexOf } from './index-cache.ts';

/** What one person may search: decided on the server from the session, never from the request. */
export interface SearchScope {
  /** The navigation the person may see (the pages section searches only these). */
  links: readonly ShellLink[];
  /** Help (FAQ, knowledge base) and RFP questions are for signed-in people; a guest searches pages only. */
  signedIn: boolean;
  /** The active client's library, when the client has the feature. */
  contracts: boolean;
  documents: boolean;
}

/** Found documents of a library: asked of Graph for every query, never indexed by the portal. */
export type DocumentSearch = (query: string, top: number, signal: AbortSignal) => Promise<SearchHit[]>;

/** The indexed sources of one request (the person's language and active client are already chosen). */
export interface SearchSources {
  faq: IndexedSource;
  articles: IndexedSource;
  rfp: IndexedSource;
  contracts?: IndexedSource | undefined;
  documents?: DocumentSearch | undefined;
}

/** How long a source may take before its section says it could not search (the others still answer). */
export const SOURCE_TIMEOUT_MS = 2500;

export interface SearchRequest {
  query: string;
  /** Only these kinds (the results page's filter); every kind the person may search when absent. */
  kinds?: readonly SearchKind[] | undefined;
  /** Hits per section. */
  limit: number;
  /** The section being paged through (the results page's filter) and the hits skipped in it. */
  focus?: { kind: SearchKind; offset: number } | undefined;
}

/** The kinds a person may search, in section order. */
export function kindsFor(scope: SearchScope, sources: SearchSources): SearchKind[] {
  const kinds: SearchKind[] = ['pages'];
  if (scope.signedIn && scope.contracts && sources.contracts) kinds.push('contracts');
  if (scope.signedIn && scope.documents && sources.documents) kinds.push('documents');
  if (scope.signedIn) kinds.push('faq', 'articles', 'rfp');
  return kinds;
}

function pagesSection(scope: SearchScope, query: string, limit: number, offset: number): SearchSection {
  // The specification's rule for screens: titles containing the query, case and accents ignored, at most 10.
  const found = searchLinks(scope.links, query);
  const hits = found.slice(offset, offset + limit).map((link) => ({
    id: link.id,
    kind: 'pages' as const,
    title: link.title,
    url: link.url,
    excerpt: '',
    newTab: link.newTab,
    terms: wordsContaining(link.title, query),
  }));
  return { kind: 'pages', hits, total: found.length };
}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled as late before the work is told to stop (its own rejection then comes second).
      reject(new TimeoutError());
      controller.abort();
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

class TimeoutError extends Error {
  constructor() {
    super('The source did not answer in time');
  }
}

async function indexedSection(
  kind: SearchKind,
  source: IndexedSource,
  query: string,
  limit: number,
  offset: number,
  timeoutMs: number,
): Promise<SearchSection> {
  const index = await withTimeout(() => indexOf(source), timeoutMs);
  const { hits, total } = index.search(query, offset + limit);
  return { kind, hits: hits.slice(offset), total };
}

/**
 * Every section the person may search, answered together: a section whose source fails or is late
 * says so and the others still answer. The query is never logged (only the route is).
 */
export async function searchEverything(
  scope: SearchScope,
  sources: SearchSources,
  request: SearchRequest,
  timeoutMs = SOURCE_TIMEOUT_MS,
): Promise<SearchAnswer> {
  const { query, limit, focus } = request;
  const offsetOf = (kind: SearchKind) => (focus?.kind === kind ? focus.offset : 0);
  const kinds = kindsFor(scope, sources).filter((kind) => !request.kinds || request.kinds.includes(kind));
  if (queryWords(query).length === 0 && !foldText(query.trim())) {
    return { sections: kinds.map((kind) => ({ kind, hits: [], total: 0 })) };
  }
  const answer = (kind: SearchKind): Promise<SearchSection> => {
    const offset = offsetOf(kind);
    switch (kind) {
      case 'pages':
        return Promise.resolve(pagesSection(scope, query, limit, offset));
      case 'documents': {
        const documents = sources.documents;
        if (!documents) return Promise.resolve({ kind, hits: [], total: 0 });
        if (queryWords(query).length === 0) return Promise.resolve({ kind, hits: [], total: 0 });
        // Graph pages its answer itself: the portal asks for what this page shows and knows no total beyond it.
        return withTimeout((signal) => documents(query, offset + limit + 1, signal), timeoutMs).then((hits) => ({
          kind,
          hits: hits.slice(offset, offset + limit),
          total: hits.length,
        }));
      }
      default: {
        const source = sources[kind];
        if (!source) return Promise.resolve({ kind, hits: [], total: 0 });
        return indexedSection(kind, source, query, limit, offset, timeoutMs);
      }
    }
  };
  const sections = await Promise.all(
    kinds.map((kind) =>
      answer(kind).catch(
        (error: unknown): SearchSection => ({
          kind,
          hits: [],
          total: 0,
          failed: error instanceof TimeoutError ? 'timeout' : 'unavailable',
        }),
      ),
    ),
  );
  return { sections };
}

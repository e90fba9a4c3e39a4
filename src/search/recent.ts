import { foldText, MAX_QUERY_LENGTH, queryWords } from './normalise.ts';

/**
 * A person's recent searches (decision 088): the queries they searched last, newest first, kept
 * on the server per person and shown when the toolbar's search box is opened empty.
 */

/** How many recent searches are kept; an older one goes when a new one comes. */
export const MAX_RECENT_SEARCHES = 10;

/** What a person's recent searches answer: newest first. */
export interface RecentSearches {
  queries: string[];
}

/** The query as it is kept: trimmed, inner white space as one space, cut as a search cuts it. */
export function keptQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Two queries are one recent search when they fold alike (case, accents, Turkish i, tashkeel). */
const sameSearch = (a: string, b: string) => foldText(a) === foldText(b);

/**
 * The list with `query` first (once: an earlier spelling of the same search goes), at most
 * MAX_RECENT_SEARCHES; unchanged when the query has no word to search for.
 */
export function withRecentSearch(queries: readonly string[], query: string): string[] {
  const kept = keptQuery(query);
  if (queryWords(kept).length === 0) return [...queries];
  return [kept, ...queries.filter((other) => !sameSearch(other, kept))].slice(0, MAX_RECENT_SEARCHES);
}

/** The list without `query` (as it folds). */
export function withoutRecentSearch(queries: readonly string[], query: string): string[] {
  const kept = keptQuery(query);
  return queries.filter((other) => !sameSearch(other, kept));
}

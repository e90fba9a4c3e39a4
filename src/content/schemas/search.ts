import { z } from 'zod';

/** A search result (docs/data.md). */
export const searchResultSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  url: z.string().startsWith('/'),
  excerpt: z.string(),
});
/** GET /api/search?q= : at most 10 results (docs/behaviour.md, docs/constants.md). */
export const searchResponseSchema = z.array(searchResultSchema).max(10);
export const searchFileSchema = z.object({ items: z.array(searchResultSchema).min(1) });

/** Lower case without accents, so 'Sözleşme' finds 'sozlesme' and 'Überblick' finds 'uberblick'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLocaleLowerCase('en');
}

export const SEARCH_LIMIT = 10;

/** Titles matching the query, ignoring case and accents, at most 10; an empty query finds none (docs/behaviour.md). */
export function searchByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = foldForSearch(query.trim());
  if (!needle) return [];
  return items.filter((item) => foldForSearch(item.title).includes(needle)).slice(0, SEARCH_LIMIT);
}

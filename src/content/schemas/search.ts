import { z } from 'zod';
import { MAX_SEARCH_SUGGESTIONS } from '../../constants.ts';
import { foldText } from '../../search/normalise.ts';

/** A search result (docs/data.md). */
export const searchResultSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  url: z.string().startsWith('/'),
  excerpt: z.string(),
});
/** GET /api/search?q= : at most 10 results (docs/behaviour.md, docs/constants.md). */
export const searchResponseSchema = z.array(searchResultSchema).max(MAX_SEARCH_SUGGESTIONS);
export const searchFileSchema = z.object({ items: z.array(searchResultSchema).min(1) });

/** Titles matching the query, ignoring case and accents, at most 10; an empty query finds none (docs/behaviour.md). */
export function searchByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  return items.filter((item) => foldText(item.title).includes(needle)).slice(0, MAX_SEARCH_SUGGESTIONS);
}

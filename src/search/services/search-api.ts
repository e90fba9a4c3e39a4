import { callPortalApi } from '../../services/portal-api.ts';
import type { SearchAnswer } from '../kinds.ts';
import type { RecentSearches } from '../recent.ts';

/** GET /api/search/sections?q= : the toolbar's sections below the screens, for the person on the server's side. */
export function fetchSearchSections(query: string, signal: AbortSignal): Promise<SearchAnswer> {
  return callPortalApi<SearchAnswer>('GET', `/api/search/sections?${new URLSearchParams({ q: query })}`, undefined, {
    signal,
  });
}

/** The person's recent searches (decision 088): GET lists them, POST keeps one, DELETE removes one or all. */
export const recentSearchesApi = {
  list: (signal?: AbortSignal) =>
    callPortalApi<RecentSearches>('GET', '/api/search/recent', undefined, signal ? { signal } : {}),
  /** `keepalive`: kept even when the page goes away at once (a result was opened). */
  remember: (query: string) =>
    callPortalApi<RecentSearches>('POST', '/api/search/recent', { query }, { keepalive: true }),
  forget: (query: string) => callPortalApi<RecentSearches>('DELETE', '/api/search/recent', { query }),
  clear: () => callPortalApi<RecentSearches>('DELETE', '/api/search/recent'),
};

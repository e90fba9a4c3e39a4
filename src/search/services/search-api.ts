import { callPortalApi } from '../../services/portal-api.ts';
import type { SearchAnswer } from '../kinds.ts';

/** GET /api/search/sections?q= : the toolbar's sections below the screens, for the person on the server's side. */
export function fetchSearchSections(query: string, signal: AbortSignal): Promise<SearchAnswer> {
  return callPortalApi<SearchAnswer>('GET', `/api/search/sections?${new URLSearchParams({ q: query })}`, undefined, {
    signal,
  });
}

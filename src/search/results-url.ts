import type { SearchKind } from './kinds.ts';

/** The results page's path; its view lives in the address (`/search?q=lease&kind=contracts&page=2`). */
export const SEARCH_PATH = '/search';

export interface ResultsView {
  q: string;
  kind: SearchKind | undefined;
  /** 1-based; only with a kind. */
  page: number;
}

export function resultsUrl({ q, kind, page }: ResultsView): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (kind && page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params}`;
}

/** Bad input in the address never fails: an unknown kind means all, a bad page the first. */
export function readResultsView(
  params: URLSearchParams,
  isKind: (value: unknown) => value is SearchKind,
  maxQuery: number,
): ResultsView {
  const kind = params.get('kind');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').slice(0, maxQuery),
    kind: isKind(kind) ? kind : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 1000) : 1,
  };
}

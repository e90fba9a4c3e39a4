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

/** A search form's body is a query and a kind: more than this is not a search form's. */
export const SEARCH_FORM_MAX_BYTES = 8 * 1024;

/**
 * The fields of a search form posted to the results page (`application/x-www-form-urlencoded`),
 * read up to SEARCH_FORM_MAX_BYTES; a body of another type, or a longer one, reads as no search.
 */
export async function readSearchForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded') || !request.body)
    return new URLSearchParams();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > SEARCH_FORM_MAX_BYTES) {
      await reader.cancel();
      return new URLSearchParams();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

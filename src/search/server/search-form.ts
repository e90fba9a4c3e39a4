import { readCapped } from '../../server/http/json-body.ts';

/** A search form's body is a query and a kind: more than this is not a search form's. */
export const SEARCH_FORM_MAX_BYTES = 8 * 1024;

/**
 * The fields of a search form posted to the results page (`application/x-www-form-urlencoded`),
 * read up to SEARCH_FORM_MAX_BYTES; a body of another type, or a longer one, reads as no search.
 */
export async function readSearchForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams((await readCapped(request, SEARCH_FORM_MAX_BYTES)) ?? '');
}

import type { APIRoute } from 'astro';
import { SUGGESTIONS_PER_KIND } from '../../../search/kinds.ts';
import { MAX_QUERY_LENGTH } from '../../../search/normalise.ts';
import { searchEverything } from '../../../search/server/engine.ts';
import { searchFor } from '../../../search/server/request.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * GET /api/search/sections?q= : the toolbar's sections below the screens (docs/calls.md): each kind
 * the person may search with its best few hits, its total, or why it could not search.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const { scope, sources } = searchFor(locals);
  const answer = await searchEverything(scope, sources, { query, limit: SUGGESTIONS_PER_KIND });
  return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } });
};

export const ALL = otherMethods({ GET });

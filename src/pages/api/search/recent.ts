import type { APIRoute } from 'astro';
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../../../search/normalise.ts';
import type { RecentSearches } from '../../../search/recent.ts';
import { forgetSearches, readRecentSearches, rememberSearch } from '../../../search/server/recent-store.ts';
import { apiError } from '../../../server/http/api-error.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * The signed-in person's recent searches (decision 088), newest first. GET: the list. POST
 * `{ query }`: keeps a search as the newest. DELETE `{ query }`: removes one; DELETE without a
 * body: clears them all. Each answers the list as it is after the change. The query travels in
 * the body, never the address, so no request log or trace holds it.
 */
// A longer query is cut as the search cuts it (recent.ts), so it is taken rather than refused.
const querySchema = z.object({ query: z.string().max(MAX_QUERY_LENGTH * 20) }).strict();

const answer = (queries: string[]) =>
  Response.json({ queries } satisfies RecentSearches, { headers: { 'Cache-Control': 'private, no-store' } });

export const GET: APIRoute = async ({ locals }) => {
  const { session, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  return answer(await readRecentSearches(config, session.uid));
};

export const POST: APIRoute = async ({ request, locals }) => {
  const { session, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const body = await readJsonBody(request, querySchema, t);
  if (!body.ok) return body.response;
  return answer(await rememberSearch(config, session.uid, body.data.query));
};

export const DELETE: APIRoute = async ({ request, locals }) => {
  const { session, config, t } = locals;
  if (!session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  // No body (no content type): every recent search goes.
  if (!request.headers.has('content-type')) return answer(await forgetSearches(config, session.uid));
  const body = await readJsonBody(request, querySchema, t);
  if (!body.ok) return body.response;
  return answer(await forgetSearches(config, session.uid, body.data.query));
};

export const ALL = otherMethods({ GET, POST, DELETE });

import type { APIRoute } from 'astro';
import { kindOf, refuseNonEditors } from '../../../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../../../content/server/readable.ts';
import { apiError } from '../../../../../../server/http/api-error.ts';
import { otherMethods } from '../../../../../../server/http/methods.ts';

/** GET: an entry's revisions, newest first: number, what was done, by whom, when. */
export const GET: APIRoute = async ({ params, locals }) => {
  const refused = refuseNonEditors(locals);
  if (refused) return refused;
  const kind = kindOf(params['kind'], locals.t);
  if (kind instanceof Response) return kind;
  const entry = (await siteContent(locals.config).entries(kind)).get(params['slug'] ?? '');
  if (!entry || entry.removed) return apiError(404, 'notFound', locals.t('content:editor.errors.notFound'));
  const revisions = entry.revisions
    .map(({ body: _body, by, ...revision }) => ({ ...revision, by: by?.name ?? null }))
    .reverse();
  const response = Response.json({ revision: entry.revision, revisions });
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

export const ALL = otherMethods({ GET });

import type { APIRoute } from 'astro';
import { z } from 'zod';
import {
  editorOf,
  entryView,
  kindOf,
  outcomeResponse,
  refuseNonEditors,
} from '../../../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../../../content/server/readable.ts';
import { apiError } from '../../../../../../server/http/api-error.ts';
import { readJsonBody } from '../../../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../../../server/http/methods.ts';

const revisionNumber = z.coerce.number().int().min(0);

/** GET: the entry's content at that revision, to look at before restoring it. */
export const GET: APIRoute = async ({ params, locals }) => {
  const refused = refuseNonEditors(locals);
  if (refused) return refused;
  const kind = kindOf(params['kind'], locals.t);
  if (kind instanceof Response) return kind;
  const revision = revisionNumber.safeParse(params['revision']);
  const slug = params['slug'] ?? '';
  const content = revision.success
    ? await siteContent(locals.config).revisionContent(kind, slug, revision.data)
    : undefined;
  if (!content || !revision.success) return apiError(404, 'notFound', locals.t('content:editor.errors.noSuchRevision'));
  const response = Response.json({
    entry: entryView(slug, { ...content, revision: revision.data, removed: false, revisions: [] }),
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/**
 * POST { revision }: brings that revision's content back as a new revision, made on the entry's
 * `revision` (409 when someone saved since).
 */
export const POST: APIRoute = async ({ params, request, locals }) => {
  const { session, t, config } = locals;
  const refused = refuseNonEditors(locals);
  if (refused || !session) return refused as Response;
  const kind = kindOf(params['kind'], t);
  if (kind instanceof Response) return kind;
  const from = revisionNumber.safeParse(params['revision']);
  const body = await readJsonBody(request, z.object({ revision: z.number().int().min(0) }), t);
  if (!body.ok) return body.response;
  const slug = params['slug'] ?? '';
  const store = siteContent(config);
  const content = from.success ? await store.revisionContent(kind, slug, from.data) : undefined;
  if (!content || !from.success) return apiError(404, 'notFound', t('content:editor.errors.noSuchRevision'));
  const change = { action: 'restore', base: body.data.revision, content, from: from.data } as const;
  return outcomeResponse(slug, await store.change(kind, slug, change, editorOf(session)), t);
};

export const ALL = otherMethods({ GET, POST });

import type { APIRoute } from 'astro';
import { z } from 'zod';
import {
  editingJson,
  editingRequest,
  entryView,
  outcomeResponse,
  recordContentChange,
} from '../../../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../../../content/server/readable.ts';
import { apiError } from '../../../../../../server/http/api-error.ts';
import { readJsonBody } from '../../../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../../../server/http/methods.ts';

const revisionNumber = z.coerce.number().int().min(0);

/** GET: the entry's content at that revision, to look at before restoring it. */
export const GET: APIRoute = async ({ params, locals }) => {
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const revision = revisionNumber.safeParse(params['revision']);
  const content = revision.success
    ? await siteContent(locals.config).revisionContent(editing.kind, editing.slug, revision.data)
    : undefined;
  if (!content || !revision.success) return apiError(404, 'notFound', locals.t('content:editor.errors.noSuchRevision'));
  return editingJson({
    entry: entryView(editing.slug, { ...content, revision: revision.data, removed: false, revisions: [] }),
  });
};

/**
 * POST { revision }: brings that revision's content back as a new revision, made on the entry's
 * `revision` (409 when someone saved since).
 */
export const POST: APIRoute = async (context) => {
  const { params, request, locals } = context;
  const { t, config } = locals;
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const from = revisionNumber.safeParse(params['revision']);
  const body = await readJsonBody(request, z.object({ revision: z.number().int().min(0) }), t);
  if (!body.ok) return body.response;
  const store = siteContent(config);
  const content = from.success ? await store.revisionContent(editing.kind, editing.slug, from.data) : undefined;
  if (!content || !from.success) return apiError(404, 'notFound', t('content:editor.errors.noSuchRevision'));
  const change = { action: 'restore', base: body.data.revision, content, from: from.data } as const;
  const outcome = await store.change(editing.kind, editing.slug, change, editing.editor);
  await recordContentChange(context, editing, 'restored', body.data.revision, outcome);
  return outcomeResponse(editing.slug, outcome, t);
};

export const ALL = otherMethods({ GET, POST });

import type { APIRoute } from 'astro';
import { editingJson, editingRequest } from '../../../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../../../content/server/readable.ts';
import { apiError } from '../../../../../../server/http/api-error.ts';
import { otherMethods } from '../../../../../../server/http/methods.ts';

/** GET: an entry's revisions, newest first: number, what was done, by whom, when. */
export const GET: APIRoute = async ({ params, locals }) => {
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const entry = (await siteContent(locals.config).entries(editing.kind)).get(editing.slug);
  if (!entry || entry.removed) return apiError(404, 'notFound', locals.t('content:editor.errors.notFound'));
  const revisions = entry.revisions
    .map(({ body: _body, by, ...revision }) => ({ ...revision, by: by?.name ?? null }))
    .reverse();
  return editingJson({ revision: entry.revision, revisions });
};

export const ALL = otherMethods({ GET });

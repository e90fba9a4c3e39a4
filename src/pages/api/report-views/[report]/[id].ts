import type { APIRoute } from 'astro';
import { recordChange } from '../../../../audit/server/record.ts';
import { refusalOf, viewsScopeOf } from '../../../../reports/server/respond.ts';
import { deleteView, listViews, renameSchema, renameView } from '../../../../reports/server/saved-views.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/**
 * One saved view. PUT `{ name }`: renames it; DELETE: removes it (204). A person changes their own
 * views; the client's shared views only the provider's staff (403 for anyone else).
 */
export const PUT: APIRoute = async (context) => {
  const scope = viewsScopeOf(context);
  if ('refused' in scope) return scope.refused;
  const body = await readJsonBody(context.request, renameSchema, context.locals.t);
  if (!body.ok) return body.response;
  const id = context.params['id'] ?? '';
  const listed = await listViews(context.locals.config, scope);
  const before = [...listed.mine, ...listed.shared].find((view) => view.id === id);
  const renamed = await renameView(context.locals.config, scope, id, body.data.name);
  if (!renamed.ok) return refusalOf(context, renamed);
  await recordChange(context, {
    object: { kind: 'reportView', id, label: `${scope.report} · ${body.data.name}` },
    action: 'renamed',
    before: { name: before?.name ?? null },
    after: { name: renamed.value?.name ?? body.data.name },
  });
  return Response.json(renamed.value);
};

export const DELETE: APIRoute = async (context) => {
  const scope = viewsScopeOf(context);
  if ('refused' in scope) return scope.refused;
  const id = context.params['id'] ?? '';
  const listed = await listViews(context.locals.config, scope);
  const before = [...listed.mine, ...listed.shared].find((view) => view.id === id);
  const deleted = await deleteView(context.locals.config, scope, id);
  if (!deleted.ok) return refusalOf(context, deleted);
  await recordChange(context, {
    object: { kind: 'reportView', id, label: `${scope.report} · ${before?.name ?? id}` },
    action: 'deleted',
    before: before ? { name: before.name, page: before.page, shared: before.shared } : null,
  });
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ PUT, DELETE });

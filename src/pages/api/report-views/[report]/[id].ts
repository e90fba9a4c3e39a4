import type { APIRoute } from 'astro';
import { refusalOf, viewsScopeOf } from '../../../../reports/server/respond.ts';
import { deleteView, renameSchema, renameView } from '../../../../reports/server/saved-views.ts';
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
  const renamed = await renameView(context.locals.config, scope, context.params['id'] ?? '', body.data.name);
  if (!renamed.ok) return refusalOf(context, renamed);
  return Response.json(renamed.value);
};

export const DELETE: APIRoute = async (context) => {
  const scope = viewsScopeOf(context);
  if ('refused' in scope) return scope.refused;
  const deleted = await deleteView(context.locals.config, scope, context.params['id'] ?? '');
  if (!deleted.ok) return refusalOf(context, deleted);
  return new Response(null, { status: 204 });
};

export const ALL = otherMethods({ PUT, DELETE });

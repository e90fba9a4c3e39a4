import type { APIRoute } from 'astro';
import { recordChange } from '../../../../audit/server/record.ts';
import { refusalOf, viewsScopeOf } from '../../../../reports/server/respond.ts';
import { listViews, newViewSchema, saveView } from '../../../../reports/server/saved-views.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/**
 * The saved views of one report (`InvoiceIntel`, `VendorIntel`) for the signed-in person and the
 * active client (decision 079). GET: their own and the client's shared views, and whether they may
 * share. POST `{ name, state, page, shared }`: keeps a new view (shared: provider staff only); 201.
 */
export const GET: APIRoute = async (context) => {
  const scope = viewsScopeOf(context);
  if ('refused' in scope) return scope.refused;
  return Response.json(await listViews(context.locals.config, scope), { headers: { 'Cache-Control': 'no-store' } });
};

export const POST: APIRoute = async (context) => {
  const scope = viewsScopeOf(context);
  if ('refused' in scope) return scope.refused;
  const body = await readJsonBody(context.request, newViewSchema, context.locals.t);
  if (!body.ok) return body.response;
  const saved = await saveView(context.locals.config, scope, body.data);
  if (!saved.ok) return refusalOf(context, saved);
  const { id, name, page, shared } = saved.value;
  await recordChange(context, {
    object: { kind: 'reportView', id, label: `${scope.report} · ${name}` },
    action: 'created',
    after: { name, page, shared },
  });
  return Response.json(saved.value, { status: 201 });
};

export const ALL = otherMethods({ GET, POST });

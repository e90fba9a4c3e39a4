import type { APIRoute } from 'astro';
import { slugSchema } from '../../../../content/editing/revisions.ts';
import {
  CONTENT_BODY_LIMIT,
  checkedContent,
  contentBodySchema,
  editorOf,
  entryView,
  kindOf,
  outcomeResponse,
  refuseNonEditors,
} from '../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../content/server/readable.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/** GET: every entry of a kind (FAQ, knowledge base) as editors see it, with its missing translations. */
export const GET: APIRoute = async ({ params, locals }) => {
  const refused = refuseNonEditors(locals);
  if (refused) return refused;
  const kind = kindOf(params['kind'], locals.t);
  if (kind instanceof Response) return kind;
  const entries = await siteContent(locals.config).entries(kind);
  const live = [...entries].filter(([, entry]) => !entry.removed).map(([slug, entry]) => entryView(slug, entry));
  const response = Response.json({ entries: live });
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/** POST: adds an entry under a new address name (201), 409 when the name is taken. */
export const POST: APIRoute = async ({ params, request, locals }) => {
  const { session, t, config } = locals;
  const refused = refuseNonEditors(locals);
  if (refused || !session) return refused as Response;
  const kind = kindOf(params['kind'], t);
  if (kind instanceof Response) return kind;
  const body = await readJsonBody(request, contentBodySchema.extend({ slug: slugSchema }), t, CONTENT_BODY_LIMIT);
  if (!body.ok) return body.response;
  const content = checkedContent(kind, body.data, t);
  if (content instanceof Response) return content;
  const outcome = await siteContent(config).change(
    kind,
    body.data.slug,
    { action: 'create', content },
    editorOf(session),
  );
  return outcomeResponse(body.data.slug, outcome, t, 201);
};

export const ALL = otherMethods({ GET, POST });

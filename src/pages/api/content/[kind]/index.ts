import type { APIRoute } from 'astro';
import { slugSchema } from '../../../../content/editing/revisions.ts';
import {
  checkedContent,
  contentBodySchema,
  editingJson,
  editingRequest,
  entryView,
  fixedEntryRefusal,
  outcomeResponse,
  recordContentChange,
} from '../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../content/server/readable.ts';
import { readJsonBody } from '../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../server/http/methods.ts';

/** GET: every entry of a kind (FAQ, knowledge base, demo pages) as editors see it, with its missing translations. */
export const GET: APIRoute = async ({ params, locals }) => {
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const entries = await siteContent(locals.config).entries(editing.kind);
  const live = [...entries].filter(([, entry]) => !entry.removed).map(([slug, entry]) => entryView(slug, entry));
  return editingJson({ entries: live });
};

/** POST: adds an entry under a new address name (201), 409 when the name is taken; demo pages are fixed (400). */
export const POST: APIRoute = async (context) => {
  const { params, request, locals } = context;
  const { t, config } = locals;
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const fixed = fixedEntryRefusal(editing.kind, t);
  if (fixed) return fixed;
  const body = await readJsonBody(request, contentBodySchema.extend({ slug: slugSchema }), t);
  if (!body.ok) return body.response;
  const content = checkedContent(editing.kind, body.data.slug, body.data, t);
  if (content instanceof Response) return content;
  const { slug } = body.data;
  const outcome = await siteContent(config).change(editing.kind, slug, { action: 'create', content }, editing.editor);
  await recordContentChange(context, { kind: editing.kind, slug }, 'created', null, outcome);
  return outcomeResponse(slug, outcome, t, 201);
};

export const ALL = otherMethods({ GET, POST });

import type { APIRoute } from 'astro';
import { z } from 'zod';
import { CONTENT_LIMITS } from '../../../content/editing/entries.ts';
import { CONTENT_BODY_LIMIT, editingJson, editingRequest } from '../../../content/server/editing-api.ts';
import { markdownToSafeHtml } from '../../../content/server/markdown.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * POST { markdown }: the HTML a reader would see, rendered and sanitised exactly as the pages do,
 * for the editor's live preview (so what is previewed is what is published).
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const editing = editingRequest(locals, {});
  if (editing.refused) return editing.refused;
  const schema = z.object({ markdown: z.string().max(CONTENT_LIMITS.markdown * 2) });
  const body = await readJsonBody(request, schema, locals.t, CONTENT_BODY_LIMIT);
  if (!body.ok) return body.response;
  return editingJson({ html: await markdownToSafeHtml(body.data.markdown) });
};

export const ALL = otherMethods({ POST });

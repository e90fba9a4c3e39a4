import type { APIRoute } from 'astro';
import { z } from 'zod';
import { CONTENT_LIMITS } from '../../../content/editing/entries.ts';
import { editingJson, editingRequest } from '../../../content/server/editing-api.ts';
import { markdownToSafeHtml, typographicKind } from '../../../content/server/markdown.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * POST { markdown, kind? }: the HTML a reader would see, rendered and sanitised exactly as the pages
 * of that kind of entry do, for the editor's live preview (so what is previewed is what is published).
 */
export const POST: APIRoute = async ({ request, locals }) => {
  const editing = editingRequest(locals, {});
  if (editing.refused) return editing.refused;
  const schema = z.object({ markdown: z.string().max(CONTENT_LIMITS.markdown * 2), kind: z.string().optional() });
  const body = await readJsonBody(request, schema, locals.t);
  if (!body.ok) return body.response;
  const typographic = typographicKind(body.data.kind);
  return editingJson({ html: await markdownToSafeHtml(body.data.markdown, { typographic }) });
};

export const ALL = otherMethods({ POST });

import type { APIRoute } from 'astro';
import { z } from 'zod';
import {
  checkedContent,
  contentBodySchema,
  editingRequest,
  fixedEntryRefusal,
  outcomeResponse,
  recordContentChange,
} from '../../../../../content/server/editing-api.ts';
import { siteContent } from '../../../../../content/server/readable.ts';
import { locales } from '../../../../../i18n/locales.ts';
import { apiError } from '../../../../../server/http/api-error.ts';
import { readJsonBody } from '../../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../../server/http/methods.ts';

const revision = z.number().int().min(0);

/**
 * PUT: saves an entry made on `revision`. 200 with the new revision; 409 with the newer entry when
 * someone saved since (the editor keeps what was typed); 400 naming each field to fix.
 */
export const PUT: APIRoute = async (context) => {
  const { params, request, locals } = context;
  const { t, config } = locals;
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const schema = contentBodySchema.extend({ revision, locale: z.enum(locales).optional() });
  const body = await readJsonBody(request, schema, t);
  if (!body.ok) return body.response;
  const content = checkedContent(editing.kind, editing.slug, body.data, t);
  if (content instanceof Response) return content;
  const { locale } = body.data;
  const change = { action: 'save', base: body.data.revision, content, ...(locale && { locale }) } as const;
  const outcome = await siteContent(config).change(editing.kind, editing.slug, change, editing.editor);
  await recordContentChange(context, editing, 'saved', body.data.revision, outcome);
  return outcomeResponse(editing.slug, outcome, t);
};

/** DELETE ?revision=n: removes the entry for every reader (204); its revisions are kept. A demo page's stays. */
export const DELETE: APIRoute = async (context) => {
  const { params, url, locals } = context;
  const { t, config } = locals;
  const editing = editingRequest(locals, params);
  if (editing.refused) return editing.refused;
  const fixed = fixedEntryRefusal(editing.kind, t);
  if (fixed) return fixed;
  const base = revision.safeParse(Number(url.searchParams.get('revision') ?? Number.NaN));
  if (!base.success) return apiError(400, 'invalidBody', t('content:editor.errors.revisionRequired'));
  const change = { action: 'remove', base: base.data } as const;
  const outcome = await siteContent(config).change(editing.kind, editing.slug, change, editing.editor);
  await recordContentChange(context, editing, 'removed', base.data, outcome);
  return outcomeResponse(editing.slug, outcome, t);
};

export const ALL = otherMethods({ PUT, DELETE });

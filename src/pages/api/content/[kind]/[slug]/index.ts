import type { APIRoute } from 'astro';
import { z } from 'zod';
import {
  CONTENT_BODY_LIMIT,
  checkedContent,
  contentBodySchema,
  editorOf,
  kindOf,
  outcomeResponse,
  refuseNonEditors,
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
export const PUT: APIRoute = async ({ params, request, locals }) => {
  const { session, t, config } = locals;
  const refused = refuseNonEditors(locals);
  if (refused || !session) return refused as Response;
  const kind = kindOf(params['kind'], t);
  if (kind instanceof Response) return kind;
  const schema = contentBodySchema.extend({ revision, locale: z.enum(locales).optional() });
  const body = await readJsonBody(request, schema, t, CONTENT_BODY_LIMIT);
  if (!body.ok) return body.response;
  const content = checkedContent(kind, body.data, t);
  if (content instanceof Response) return content;
  const slug = params['slug'] ?? '';
  const change = {
    action: 'save',
    base: body.data.revision,
    content,
    ...(body.data.locale && { locale: body.data.locale }),
  } as const;
  return outcomeResponse(slug, await siteContent(config).change(kind, slug, change, editorOf(session)), t);
};

/** DELETE ?revision=n: removes the entry for every reader (204); its revisions are kept. */
export const DELETE: APIRoute = async ({ params, url, locals }) => {
  const { session, t, config } = locals;
  const refused = refuseNonEditors(locals);
  if (refused || !session) return refused as Response;
  const kind = kindOf(params['kind'], t);
  if (kind instanceof Response) return kind;
  const base = revision.safeParse(Number(url.searchParams.get('revision') ?? Number.NaN));
  if (!base.success) return apiError(400, 'invalidBody', t('content:editor.errors.revisionRequired'));
  const slug = params['slug'] ?? '';
  return outcomeResponse(
    slug,
    await siteContent(config).change(kind, slug, { action: 'remove', base: base.data }, editorOf(session)),
    t,
  );
};

export const ALL = otherMethods({ PUT, DELETE });

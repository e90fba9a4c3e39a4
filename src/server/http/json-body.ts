import type { TFunction as Translate } from 'i18next';
import type { z } from 'zod';
import { LIMITS } from '../../rfp/events/event.ts';
import { apiError } from './api-error.ts';

/** No JSON API body of the portal comes near this (the user document is a few kilobytes). */
export const JSON_BODY_LIMIT = 64 * 1024;

/** A content entry: three languages of the longest article with room to spare (Arabic is two bytes a letter). */
export const CONTENT_BODY_LIMIT = 256 * 1024;

/** An RFP questionnaire or vendors' answers as a workbook: 2,000 questions × 8 vendors with room to spare. */
export const WORKBOOK_BODY_LIMIT = 8 * 1024 * 1024;

/** A vendor's file attached to an RFP answer (LIMITS.fileBytes of src/rfp/events/event.ts). */
export const RFP_FILE_BODY_LIMIT = LIMITS.fileBytes;

/**
 * The endpoints that take more than JSON_BODY_LIMIT: adding an entry, saving one, previewing one;
 * importing an RFP workbook; a vendor's file to an RFP answer.
 * The middleware and the endpoint read their limit here, so a declared length and a streamed body
 * meet the same limit, and the refusal names it.
 */
const largerBodies: readonly { path: RegExp; limit: number }[] = [
  { path: /^\/api\/content\/[^/]+(?:\/[^/]+)?\/?$/, limit: CONTENT_BODY_LIMIT },
  { path: /^\/apps\/rfp-(?:etl|events\/[\w-]+)\/?$/, limit: WORKBOOK_BODY_LIMIT },
  { path: /^\/api\/rfp\/events\/[\w-]+\/files\/?$/, limit: RFP_FILE_BODY_LIMIT },
];

/** The largest body an endpoint at this path takes. */
export function bodyLimitOf(pathname: string): number {
  return largerBodies.find((endpoint) => endpoint.path.test(pathname))?.limit ?? JSON_BODY_LIMIT;
}

export type JsonBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Too large: answered before the body is read, or as soon as the streamed bytes pass the limit. */
export function bodyTooLarge(t: Translate, limit = JSON_BODY_LIMIT): Response {
  // The rest of the body is not read: closing the connection stops the upload.
  return apiError(413, 'bodyTooLarge', t('common:errors.bodyTooLarge', { n: Math.round(limit / 1024) }), {
    Connection: 'close',
  });
}

/** A declared length over the limit: nothing of the body needs reading to refuse it. */
export function declaresTooLarge(request: Request, limit = JSON_BODY_LIMIT): boolean {
  const declared = Number(request.headers.get('content-length') ?? 0);
  return Number.isFinite(declared) && declared > limit;
}

/** The body as text, read no further than `limit` bytes: undefined when it is longer. */
export async function readCapped(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Reads a JSON request body under a byte limit and checks it against a (strict) schema: 413 when
 * too large, 415 when not JSON, 400 naming the first invalid field. The body is never read whole
 * before its size is known, so a huge upload costs no memory.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  t: Translate,
): Promise<JsonBody<z.infer<S>>> {
  const limit = bodyLimitOf(new URL(request.url).pathname);
  if (declaresTooLarge(request, limit)) return { ok: false, response: bodyTooLarge(t, limit) };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: apiError(415, 'unsupportedMediaType', t('common:errors.notJson')) };
  }
  const text = await readCapped(request, limit);
  if (text === undefined) return { ok: false, response: bodyTooLarge(t, limit) };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, 'invalidJson', t('common:errors.invalidJson')) };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '';
  const message = field
    ? t('common:errors.invalidField', { field, reason: issue?.message ?? '' })
    : t('common:errors.invalidBody', { reason: issue?.message ?? '' });
  return { ok: false, response: apiError(400, 'invalidBody', message) };
}

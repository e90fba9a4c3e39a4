import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translatorFor } from '../../i18n/translator.ts';
import { bodyLimitOf, CONTENT_BODY_LIMIT, JSON_BODY_LIMIT, readJsonBody } from './json-body.ts';

const t = translatorFor('en') as TFunction;
const schema = z.strictObject({ name: z.string().max(5) });

function post(
  body: BodyInit,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  path = '/api/x',
): Request {
  return new Request(`http://portal.test${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function refusal(request: Request) {
  const read = await readJsonBody(request, schema, t);
  if (read.ok) throw new Error('accepted');
  return { status: read.response.status, error: ((await read.response.json()) as { error: unknown }).error };
}

describe('reading a JSON body', () => {
  it('gives the data when the body fits the schema', async () => {
    expect(await readJsonBody(post('{"name":"Ada"}'), schema, t)).toEqual({ ok: true, data: { name: 'Ada' } });
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const request = post('{}', { 'content-type': 'application/json', 'content-length': String(JSON_BODY_LIMIT + 1) });
    expect(await refusal(request)).toEqual({
      status: 413,
      error: { code: 'bodyTooLarge', message: 'The request is too large: at most 64 KB is accepted.' },
    });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
        if (pulled > 1000) controller.close();
      },
    });
    expect((await refusal(post(stream))).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('says what is wrong: not JSON, not parseable, an unknown field, a string too long', async () => {
    expect(await refusal(post('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' }))).toMatchObject({
      status: 415,
      error: { code: 'unsupportedMediaType' },
    });
    expect(await refusal(post('{"name":'))).toEqual({
      status: 400,
      error: { code: 'invalidJson', message: 'Invalid request: the body is not valid JSON.' },
    });
    expect((await refusal(post('{"name":"Ada","admin":true}'))).error).toMatchObject({ code: 'invalidBody' });
    expect((await refusal(post('{"name":"Adalovelace"}'))).error).toMatchObject({
      code: 'invalidBody',
      message: expect.stringMatching(/^Invalid request: name: /),
    });
    expect((await refusal(post('"just a string"'))).error).toMatchObject({
      message: expect.stringMatching(/^Invalid request: /),
    });
  });
});

describe('the limit of each endpoint', () => {
  it('is 256 KB for a content entry (added, saved, previewed) and 64 KB for anything else', () => {
    for (const path of [
      '/api/content/faq',
      '/api/content/faq/',
      '/api/content/knowledgeBase/setup',
      '/api/content/preview',
    ])
      expect(bodyLimitOf(path), path).toBe(CONTENT_BODY_LIMIT);
    for (const path of ['/api/user', '/api/session', '/api/content/faq/setup/revisions/2', '/api/contentx/faq'])
      expect(bodyLimitOf(path), path).toBe(JSON_BODY_LIMIT);
  });

  it('is the same for a declared length and a streamed body, and the refusal names it', async () => {
    const content = { name: 'x'.repeat(100 * 1024) };
    const text = JSON.stringify(content);
    const contentSchema = z.strictObject({ name: z.string() });
    const json = { 'content-type': 'application/json' };
    // 100 KB: over the 64 KB of most endpoints, under a content entry's 256 KB, declared or not.
    for (const headers of [json, { ...json, 'content-length': String(Buffer.byteLength(text)) }]) {
      const saved = await readJsonBody(post(text, headers, '/api/content/faq/setup'), contentSchema, t);
      expect(saved.ok).toBe(true);
    }
    const over = 'x'.repeat(CONTENT_BODY_LIMIT);
    for (const headers of [json, { ...json, 'content-length': String(over.length + 2) }]) {
      const refused = await readJsonBody(post(`"${over}"`, headers, '/api/content/faq/setup'), contentSchema, t);
      expect(refused.ok).toBe(false);
      if (!refused.ok)
        expect(((await refused.response.json()) as { error: unknown }).error).toEqual({
          code: 'bodyTooLarge',
          message: 'The request is too large: at most 256 KB is accepted.',
        });
    }
  });
});

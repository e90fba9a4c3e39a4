import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentApi } from './content-api.ts';

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async () =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the content editor's calls", () => {
  it('answer the value of a call that succeeds', async () => {
    answer(200, { html: '<p>Hi</p>' });
    await expect(contentApi.preview('Hi')).resolves.toEqual({ ok: true, value: { html: '<p>Hi</p>' } });
  });

  it("answer a refusal with each field's message, as a value the editor shows beside the text", async () => {
    answer(400, { error: { code: 'invalidEntry', message: 'Check the fields', fields: { title: 'Too long' } } });
    await expect(contentApi.create('faq', 'billing', { title: { en: 'x' } } as never)).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'Check the fields',
      fields: { title: 'Too long' },
    });
  });

  it('answer a conflict with the entry someone else saved meanwhile', async () => {
    const current = { slug: 'billing', revision: 4 };
    answer(409, { error: { code: 'conflict', message: 'Changed meanwhile' }, current });
    await expect(contentApi.remove('faq', 'billing', 3)).resolves.toMatchObject({ ok: false, status: 409, current });
  });

  it('answer status 0 when nothing answers at all, so the editor keeps the text and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(contentApi.entries('faq')).resolves.toEqual({ ok: false, status: 0, message: '' });
  });

  it('take a 204 as done', async () => {
    answer(204);
    await expect(contentApi.remove('faq', 'billing', 3)).resolves.toEqual({ ok: true, value: {} });
  });
});

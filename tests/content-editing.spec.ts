import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { signedInAs } from './auth.ts';
import { expect, test } from './test.ts';

/**
 * Content editing (issue [13/14]): provider staff (Ada Admin, this suite's signed-in user) change
 * the FAQ and the knowledge base through /api/content; everyone else is refused. Each test adds
 * entries of its own, with words no other test searches for, and removes them.
 */

const unique = () => `e2e-${randomUUID().slice(0, 8)}`;

const faqEntry = (word: string, answer: string) => ({
  shared: { category: 'account', order: 900 },
  texts: { en: { question: `Where is the ${word} switch?`, answer } },
});

async function added(request: APIRequestContext, slug: string, content: ReturnType<typeof faqEntry>) {
  const response = await request.post('/api/content/faq', { data: { slug, ...content } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { entry: { revision: number } };
}

/** DELETE as a browser sends it: with the page's origin (Astro refuses a body-less cross-site DELETE). */
async function removed(request: APIRequestContext, origin: string | undefined, slug: string, revision: number) {
  const response = await request.delete(`/api/content/faq/${slug}?revision=${revision}`, {
    headers: { Origin: origin ?? '' },
  });
  return response.status();
}

async function asClientUser<T>(
  browser: Browser,
  use: (page: import('@playwright/test').Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await signedInAs(page, 'Cem Client');
    return await use(page);
  } finally {
    await context.close();
  }
}

test.describe('the content-editing API', () => {
  test('refuses everyone but provider staff', async ({ browser, request, baseURL }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'Staff may add this.'));
    await asClientUser(browser, async (page) => {
      expect((await page.request.get('/api/content/faq')).status()).toBe(403);
      const put = await page.request.put(`/api/content/faq/${slug}`, {
        data: { revision: 1, ...faqEntry(slug, 'Hijacked') },
      });
      expect(put.status()).toBe(403);
      expect((await put.json()).error.message).toBe('Only provider staff may edit content.');
      expect(await removed(page.request, baseURL, slug, 1)).toBe(403);
      expect((await page.request.post('/api/content/preview', { data: { markdown: '# x' } })).status()).toBe(403);
    });
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    expect((await guest.request.get('/api/content/faq')).status()).toBe(401);
    await guest.close();
    expect(await removed(request, baseURL, slug, 1)).toBe(204);
  });

  test('publishes a save to every reader, sanitised', async ({ browser, request, baseURL }) => {
    const slug = unique();
    const answer = [
      'Safe text with **bold** and [a site](https://example.com/page).',
      '',
      '<script>alert("script")</script>',
      '<a href="javascript:alert(1)">a javascript link</a> <img src="x.png" alt="" onerror="alert(2)">',
      '<p style="position:fixed;inset:0" onclick="alert(3)">styled paragraph</p>',
    ].join('\n');
    await added(request, slug, faqEntry(slug, answer));
    await asClientUser(browser, async (page) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/pages/faq?q=${slug}`);
      const entry = page.locator(`[data-faq="${slug}"]`);
      await entry.getByText(`Where is the ${slug} switch?`).click();
      await expect(entry.getByText('styled paragraph')).toBeVisible();
      await expect(entry.locator('strong')).toHaveText('bold');
      await expect(entry.getByRole('link', { name: 'a site' })).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(entry.getByRole('link', { name: 'a site' })).toHaveAttribute('target', '_blank');
      expect(await entry.locator('script, [style], [onclick], [onerror], a[href^="javascript"]').count()).toBe(0);
      expect(dialogs).toEqual([]);
    });
    expect(await removed(request, baseURL, slug, 1)).toBe(204);
  });

  test('tells the second of two editors that the entry changed, with the newer one', async ({ request, baseURL }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'First answer.'));
    const first = await request.put(`/api/content/faq/${slug}`, {
      data: { revision: 1, ...faqEntry(slug, 'Ada’s answer.') },
    });
    expect(first.status()).toBe(200);
    const second = await request.put(`/api/content/faq/${slug}`, {
      data: { revision: 1, ...faqEntry(slug, 'Bea’s answer.') },
    });
    expect(second.status()).toBe(409);
    const refused = await second.json();
    expect(refused.error.code).toBe('changedSince');
    expect(refused.current).toMatchObject({
      revision: 2,
      savedBy: 'Ada Admin',
      texts: { en: { answer: 'Ada’s answer.' } },
    });
    expect(await removed(request, baseURL, slug, 2)).toBe(204);
  });

  test('keeps every revision and restores one as a new revision', async ({ request, baseURL }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'Original answer.'));
    await request.put(`/api/content/faq/${slug}`, {
      data: { revision: 1, locale: 'en', ...faqEntry(slug, 'Changed answer.') },
    });
    const list = await (await request.get(`/api/content/faq/${slug}/revisions`)).json();
    expect(
      list.revisions.map((r: { revision: number; action: string; by: string }) => [r.revision, r.action, r.by]),
    ).toEqual([
      [2, 'save', 'Ada Admin'],
      [1, 'create', 'Ada Admin'],
    ]);
    const restored = await request.post(`/api/content/faq/${slug}/revisions/1`, { data: { revision: 2 } });
    expect(restored.status()).toBe(200);
    expect((await restored.json()).entry).toMatchObject({ revision: 3, texts: { en: { answer: 'Original answer.' } } });
    expect(await removed(request, baseURL, slug, 3)).toBe(204);
  });

  test('names each field to fix in the editor’s language', async ({ request }) => {
    const response = await request.post('/api/content/faq', {
      data: {
        slug: unique(),
        shared: { category: 'account', order: 1 },
        texts: { en: { question: '', answer: 'A' }, ar: { question: 'س', answer: '' } },
      },
    });
    expect(response.status()).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toEqual({
      'texts.en.question': 'Question is required.',
      'texts.ar.answer': 'Answer (Markdown) is required.',
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { stateOf } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { newContextFrom } from './stored-state.ts';
import { expect, test } from './test.ts';

/**
 * Content editing: provider staff (Ada Admin, this suite's signed-in user) change
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

/** DELETE as a browser sends it: with the page's origin (a body-less write naming no origin is refused, src/middleware/cross-site.ts). */
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
  // Cem Client as tests/auth.setup.ts signed him in once.
  const context = await newContextFrom(browser, stateOf('Cem Client'));
  try {
    const page = await context.newPage();
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

  test('links that leave the portal open in a new tab, and ids in an answer are its own', async ({
    browser,
    request,
    baseURL,
  }) => {
    const slug = unique();
    const answer = [
      '<a href="/\\evil.test/p">one backslash</a> <a href="\\\\evil.test/p">two backslashes</a>',
      '<a href="https:evil.test/p">no slashes</a> <a href="#steps">to the steps</a>',
      '',
      '<p id="shell-panels">A planted element.</p>',
      '',
      ...Array.from({ length: 40 }, (_, index) => `Line ${index}.\n`),
      '## Steps',
    ].join('\n');
    await added(request, slug, faqEntry(slug, answer));
    await asClientUser(browser, async (page) => {
      await page.goto(`/pages/faq?q=${slug}`);
      const entry = page.locator(`[data-faq="${slug}"]`);
      await entry.getByText(`Where is the ${slug} switch?`).click();
      await expect(entry.getByText('A planted element.')).toBeVisible();
      for (const name of ['one backslash', 'two backslashes', 'no slashes']) {
        await expect(entry.getByRole('link', { name }), name).toHaveAttribute('target', '_blank');
        await expect(entry.getByRole('link', { name }), name).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // The shell's own element is the only one with its id: the notifications panel still opens.
      await expect(page.locator('[id="shell-panels"]')).toHaveCount(1);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await page.keyboard.press('Escape');
      // An in-page link still leads to its heading.
      await entry.getByRole('link', { name: 'to the steps' }).click();
      await expect(page).toHaveURL(/#user-content-steps$/);
      await expect(entry.getByRole('heading', { name: 'Steps' })).toBeInViewport();
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

test.describe('the content editor', () => {
  test('staff edit and save an answer; a client user sees it on their next page load', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'The old answer.'));
    await page.goto(`/pages/faq?q=${slug}`);
    await page.locator(`[data-faq="${slug}"] summary`).click();
    await page.getByRole('button', { name: `Edit: Where is the ${slug} switch?` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the FAQ' });
    await expect(editor.getByRole('textbox', { name: 'Question' })).toHaveValue(`Where is the ${slug} switch?`);
    const answer = editor.getByRole('textbox', { name: 'Answer (Markdown)' });
    await answer.fill('The **new** answer.');
    await expect(editor.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('new');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText('Saved as revision 2. Readers see it on their next page load.');
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.locator(`[data-faq="${slug}"]`)).toContainText('The new answer.');
    await asClientUser(browser, async (client) => {
      await client.goto(`/pages/faq?q=${slug}`);
      await client.locator(`[data-faq="${slug}"] summary`).click();
      await expect(client.locator(`[data-faq="${slug}"]`)).toContainText('The new answer.');
      await expect(client.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
      await expect(client.getByRole('button', { name: 'Add a question' })).toHaveCount(0);
    });
    expect(await removed(request, baseURL, slug, 2)).toBe(204);
  });

  test('writes Arabic right to left, and says which languages are missing', async ({ page, request, baseURL }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'English only.'));
    await chooseLanguage(page, 'ar');
    await page.goto(`/pages/faq?q=${slug}`);
    const entry = page.locator(`[data-faq="${slug}"]`);
    await entry.locator('summary').click();
    await expect(entry.locator('[data-missing-translations]')).toHaveText('لم تُترجم بعد إلى: Türkçe, العربية');
    await entry.getByRole('button', { name: /^تحرير: / }).click();
    const editor = page.getByRole('dialog', { name: 'تحرير الأسئلة الشائعة' });
    await expect(editor.getByRole('tab', { name: /العربية/ })).toHaveAttribute('aria-selected', 'true');
    const panel = editor.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await panel.getByRole('textbox', { name: 'السؤال' }).fill('أين المفتاح؟');
    await panel.getByRole('textbox', { name: 'الإجابة (Markdown)' }).fill('في **شريط الأدوات**.');
    await expect(panel.getByRole('region', { name: 'معاينة' }).locator('strong')).toHaveText('شريط الأدوات');
    await editor.getByRole('button', { name: 'حفظ' }).click();
    await expect(editor.getByRole('status')).toContainText('حُفظ بوصفه المراجعة ٢');
    await expect(editor.getByText('لم تُترجم بعد إلى: Türkçe')).toBeVisible();
    await editor.getByRole('button', { name: 'إغلاق' }).first().click();
    await page.goto(`/pages/faq?q=${encodeURIComponent('المفتاح')}`);
    await expect(page.locator(`[data-faq="${slug}"] summary`)).toHaveText('أين المفتاح؟');
    expect(await removed(request, baseURL, slug, 2)).toBe(204);
  });

  test('keeps what was typed when someone else saved first, and can save over it', async ({
    page,
    request,
    baseURL,
  }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'First.'));
    await page.goto(`/pages/faq?q=${slug}`);
    await page.locator(`[data-faq="${slug}"] summary`).click();
    await page.getByRole('button', { name: `Edit: Where is the ${slug} switch?` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the FAQ' });
    const answer = editor.getByRole('textbox', { name: 'Answer (Markdown)' });
    await expect(answer).toHaveValue('First.');
    // Another editor saves while this one types.
    expect(
      (await request.put(`/api/content/faq/${slug}`, { data: { revision: 1, ...faqEntry(slug, 'Theirs.') } })).status(),
    ).toBe(200);
    await answer.fill('Mine, typed with care.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Someone saved this entry since you opened it')).toBeVisible();
    await expect(
      editor.getByText('Ada Admin saved this entry since you opened it. Your text is still here.'),
    ).toBeVisible();
    await expect(answer).toHaveValue('Mine, typed with care.');
    await editor.getByRole('button', { name: 'Save mine over theirs' }).click();
    await expect(editor.getByRole('status')).toHaveText('Saved as revision 3. Readers see it on their next page load.');
    expect(await removed(request, baseURL, slug, 3)).toBe(204);
  });

  test('lists the revisions and restores one', async ({ page, request, baseURL }) => {
    const slug = unique();
    await added(request, slug, faqEntry(slug, 'The first answer.'));
    await request.put(`/api/content/faq/${slug}`, { data: { revision: 1, ...faqEntry(slug, 'A worse answer.') } });
    await page.goto(`/pages/faq?q=${slug}`);
    await page.locator(`[data-faq="${slug}"] summary`).click();
    await page.getByRole('button', { name: `Edit: Where is the ${slug} switch?` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the FAQ' });
    await editor.getByText('Revisions', { exact: true }).click();
    const revisions = editor.getByRole('list', { name: 'Revisions of this entry' });
    await expect(revisions.getByRole('listitem')).toHaveCount(2);
    await expect(revisions.getByRole('listitem').first()).toContainText('Revision 2: saved');
    await revisions.getByRole('button', { name: 'Restore revision 1' }).click();
    await expect(editor.getByRole('textbox', { name: 'Answer (Markdown)' })).toHaveValue('The first answer.');
    await expect(revisions.getByRole('listitem').first()).toContainText('Revision 3: restored revision 1');
    expect(await removed(request, baseURL, slug, 3)).toBe(204);
  });

  test('shows each field to fix beside it, in the language that has it', async ({ page }) => {
    await page.goto('/pages/faq');
    await page.getByRole('button', { name: 'Add a question' }).click();
    const editor = page.getByRole('dialog', { name: 'New question' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Use 2 to 80 lower-case letters, digits and hyphens.')).toBeVisible();
    await expect(editor.getByText('Question is required.')).toBeVisible();
    await expect(editor.getByText('Answer (Markdown) is required.')).toBeVisible();
    await editor.getByRole('textbox', { name: 'Question' }).fill('Filled');
    await expect(editor.getByText('Question is required.')).toHaveCount(0);
  });
});

/**
 * The demo pages' texts are entries too (kind `demo`, one per page). These tests change texts other
 * suites read, so each puts the page's words back as they were, in a `finally`.
 */
interface DemoEntry {
  slug: string;
  revision: number;
  shared: Record<string, never>;
  texts: Record<string, Record<string, string>>;
}

async function demoEntry(request: APIRequestContext, slug: string): Promise<DemoEntry> {
  const response = await request.get('/api/content/demo');
  expect(response.status()).toBe(200);
  const { entries } = (await response.json()) as { entries: DemoEntry[] };
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No demo entry ${slug}`);
  return entry;
}

/** Saves the page's words back as they were before the test. */
async function putBack(request: APIRequestContext, before: DemoEntry): Promise<void> {
  const now = await demoEntry(request, before.slug);
  if (JSON.stringify(now.texts) === JSON.stringify(before.texts)) return;
  const response = await request.put(`/api/content/demo/${before.slug}`, {
    data: { revision: now.revision, shared: {}, texts: before.texts },
  });
  expect(response.status()).toBe(200);
}

test.describe('the demo pages’ texts', () => {
  test.describe.configure({ mode: 'serial' });

  test('are edited by provider staff only, and only page by page', async ({ browser, request }) => {
    const before = await demoEntry(request, 'blank');
    expect(before.texts['en']?.['blank.placeholder']).toBe('Your content goes here');
    expect(before.texts['ar']?.['blank.placeholder']).toBeTruthy();
    await asClientUser(browser, async (page) => {
      expect((await page.request.get('/api/content/demo')).status()).toBe(403);
      const put = await page.request.put('/api/content/demo/blank', {
        data: { revision: before.revision, shared: {}, texts: before.texts },
      });
      expect(put.status()).toBe(403);
      const preview = await page.request.post('/api/content/preview', { data: { markdown: 'x', kind: 'demo' } });
      expect(preview.status()).toBe(403);
    });
    // A demo page's entry is its page's: none is added, removed, or made up.
    const post = await request.post('/api/content/demo', {
      data: { slug: 'my-page', shared: {}, texts: before.texts },
    });
    expect(post.status()).toBe(400);
    const put = await request.put('/api/content/demo/no-such-page', {
      data: { revision: 0, shared: {}, texts: before.texts },
    });
    expect(put.status()).toBe(404);
    const empty = await request.put('/api/content/demo/blank', {
      data: { revision: before.revision, shared: {}, texts: { en: { ...before.texts['en'], 'blank.usage': ' ' } } },
    });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ 'texts.en.blank.usage': 'blank › usage is required.' });
  });

  test('staff edit a demo page’s text; a client user sees it on their next page load', async ({
    page,
    browser,
    request,
  }) => {
    const before = await demoEntry(request, 'blank');
    const word = unique();
    try {
      await page.goto('/ui/page-layouts/blank');
      await page.getByRole('button', { name: 'Edit: Blank Page' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit the page’s texts' });
      const usage = editor.getByRole('textbox', { name: 'blank › usage' });
      await expect(usage).toHaveValue(before.texts['en']?.['blank.usage'] ?? '');
      await expect(editor.getByRole('combobox')).toHaveCount(0);
      await expect(editor.getByRole('button', { name: 'Remove this entry' })).toHaveCount(0);
      await usage.fill(`Start from it for a **${word}** page.`);
      await expect(editor.getByRole('region', { name: 'Preview: blank › usage' }).locator('strong')).toHaveText(word);
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.getByRole('status')).toHaveText(
        `Saved as revision ${before.revision + 1}. Readers see it on their next page load.`,
      );
      await editor.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.locator('[data-demo-layout="blank"] strong')).toHaveText(word);
      await asClientUser(browser, async (client) => {
        await client.goto('/ui/page-layouts/blank');
        await expect(client.locator('[data-demo-layout="blank"]')).toContainText(`Start from it for a ${word} page.`);
        await expect(client.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
        await expect(client.locator('[data-demo-editing], content-edit, #content-editor-island')).toHaveCount(0);
      });
    } finally {
      await putBack(request, before);
    }
    await page.goto('/ui/page-layouts/blank');
    await expect(page.locator('[data-demo-layout="blank"]')).toContainText(before.texts['en']?.['blank.usage'] ?? '');
  });

  test('the page-layout demos share one entry, opened from each of them', async ({ page }) => {
    await page.goto('/ui/page-layouts/carded/left-sidebar');
    await page.getByRole('button', { name: 'Edit: Carded: Left Sidebar' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the page’s texts' });
    await expect(editor.getByRole('textbox', { name: 'sample › heading' })).toHaveValue(
      'Office supplies framework renewal',
    );
    await expect(editor.getByRole('textbox', { name: 'sample › overview › p1' })).toBeVisible();
  });

  test('are written in Arabic right to left', async ({ page, request }) => {
    const before = await demoEntry(request, 'typography');
    try {
      await chooseLanguage(page, 'ar');
      await page.goto('/ui/typography');
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      await page.getByRole('button', { name: `تحرير: ${title}` }).click();
      const editor = page.getByRole('dialog', { name: 'تحرير نصوص الصفحة' });
      await expect(editor.getByRole('tab', { name: /العربية/ })).toHaveAttribute('aria-selected', 'true');
      const panel = editor.getByRole('tabpanel');
      await expect(panel).toHaveAttribute('dir', 'rtl');
      await panel.getByRole('textbox', { name: 'typography › quote › text' }).fill('اقتباس **مُحرَّر** من المحرر.');
      await expect(
        panel.getByRole('region', { name: 'معاينة: typography › quote › text' }).locator('strong'),
      ).toHaveText('مُحرَّر');
      await panel.getByRole('textbox', { name: 'typography › weights › sample' }).fill('');
      await editor.getByRole('button', { name: 'حفظ' }).click();
      await expect(panel.getByText('typography › weights › sample مطلوب.')).toBeVisible();
      await panel.getByRole('textbox', { name: 'typography › weights › sample' }).fill('تجديد العقد المحرر');
      await editor.getByRole('button', { name: 'حفظ' }).click();
      await expect(editor.getByRole('status')).toContainText('حُفظ بوصفه المراجعة');
      await editor.getByRole('button', { name: 'إغلاق' }).first().click();
      await expect(page.locator('blockquote strong')).toHaveText('مُحرَّر');
      await expect(page.getByText('تجديد العقد المحرر').first()).toBeVisible();
    } finally {
      await putBack(request, before);
    }
  });
});

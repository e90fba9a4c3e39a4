import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stateOf } from './auth.ts';
import { chooseLanguage, toasts } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Uploads that do not fail (decision 087): folders keep their structure, a dropped connection resumes.
test.use({ storageState: stateOf('Cem Client') });

const rows = (page: Page) => page.getByRole('grid').locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const uploadRow = (page: Page, name: string) => page.locator('section li').filter({ hasText: name });
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
/** The stand-in's fragment size is the portal's: 10 × 320 KiB. */
const FRAGMENT = 320 * 1024 * 10;

const words = {
  en: {
    folderChooser: /^Choose a folder to upload to /,
    done: 'Uploaded',
    items: /items?$/,
    folderDone: /is in .*Uploads.* › .*\. Files: 2\./,
  },
  ar: {
    folderChooser: /^اختر مجلدًا لرفعه إلى /,
    done: 'تم الرفع',
    items: /عنصر|عناصر|عنصرين|عنصران/,
    folderDone: /أصبح .* في .*› .*\. عدد الملفات: ٢\./,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a chosen folder keeps its structure in the upload folder (${language})`, async ({ page }) => {
    await chooseLanguage(page, language);
    const top = `Board pack ${unique()}`;
    const root = mkdtempSync(path.join(tmpdir(), 'folder-upload-'));
    mkdirSync(path.join(root, top, '2025'), { recursive: true });
    writeFileSync(path.join(root, top, 'Agenda.txt'), 'agenda');
    writeFileSync(path.join(root, top, '2025', 'Minutes.txt'), 'minutes');

    await page.goto('/apps/file-manager');
    await expect(status(page)).toHaveText(words[language].items);
    await page.getByLabel(words[language].folderChooser).setInputFiles(path.join(root, top));
    await expect(uploadRow(page, `${top}/2025/Minutes.txt`)).toContainText(words[language].done);
    await expect(uploadRow(page, `${top}/Agenda.txt`)).toContainText(words[language].done);
    // The folder as a whole, above its files: where it landed, and that all of it did.
    await expect(page.getByTestId('folder-upload').filter({ hasText: top })).toContainText(words[language].folderDone);

    // Uploads › Board pack › 2025 › Minutes.txt, made as Graph makes folders.
    await row(page, 'Uploads').dblclick();
    await row(page, top).dblclick();
    await expect(row(page, 'Agenda.txt')).toBeVisible();
    await row(page, '2025').dblclick();
    await expect(row(page, 'Minutes.txt')).toBeVisible();
    // An English name in an Arabic page keeps its own direction.
    await expect(row(page, 'Minutes.txt').locator('span[dir="auto"]')).toHaveText('Minutes.txt');
  });
}

test('files dropped anywhere on the list are uploaded', async ({ page }) => {
  await page.goto('/apps/file-manager');
  await expect(status(page)).toHaveText(/items?$/);
  const name = `Dropped note ${unique()}.txt`;
  const data = await page.evaluateHandle((fileName) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['dropped'], fileName, { type: 'text/plain' }));
    return transfer;
  }, name);
  const target = page.getByRole('grid');
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await target.dispatchEvent('drop', { dataTransfer: data });
  await expect(uploadRow(page, name)).toContainText('Uploaded');
  await row(page, 'Uploads').dblclick();
  await expect(row(page, name)).toBeVisible();
});

test('a connection dropped mid-upload resumes from the session, not from the start', async ({ page }) => {
  await page.goto('/apps/file-manager');
  await expect(status(page)).toHaveText(/items?$/);
  const name = `Site survey ${unique()}.pdf`;
  const size = FRAGMENT * 3 + 1000;
  const sent: string[] = [];
  let dropped = false;
  await page.route('**/graph/upload/**', async (route) => {
    const request = route.request();
    const range = request.headers()['content-range'] ?? '';
    sent.push(request.method() === 'PUT' ? range : request.method());
    // The second fragment loses the network once, after the first reached the library.
    if (request.method() === 'PUT' && range.startsWith(`bytes ${FRAGMENT}-`) && !dropped) {
      dropped = true;
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await page.getByLabel(/^Choose files to upload to /).setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(size, 9),
  });
  const item = uploadRow(page, name);
  await expect(item).toContainText('Uploaded');
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // Asked where the session stood (GET), then went on from the second fragment; the first was sent once.
  expect(sent).toEqual([
    `bytes 0-${FRAGMENT - 1}/${size}`,
    `bytes ${FRAGMENT}-${FRAGMENT * 2 - 1}/${size}`,
    'GET',
    `bytes ${FRAGMENT}-${FRAGMENT * 2 - 1}/${size}`,
    `bytes ${FRAGMENT * 2}-${FRAGMENT * 3 - 1}/${size}`,
    `bytes ${FRAGMENT * 3}-${size - 1}/${size}`,
  ]);
  await row(page, 'Uploads').dblclick();
  await expect(row(page, name)).toBeVisible();
});

// Retry after a failed upload (decision 092): the same session goes on while Graph still has it.
const retryWords = {
  en: {
    choose: /^Choose files to upload to /,
    retry: (name: string) => `Retry upload of ${name}`,
    done: 'Uploaded',
    notifications: 'Notifications',
  },
  ar: {
    choose: /^اختر ملفات لرفعها إلى /,
    retry: (name: string) => `إعادة محاولة رفع ${name}`,
    done: 'تم الرفع',
    notifications: 'الإشعارات',
  },
} as const;

/** Writes down the text of every toast the page shows from now on, however briefly. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const roots = [node, ...node.querySelectorAll('*')].filter((element) =>
            element.matches('[data-scope="toast"][data-part="root"]'),
          );
          for (const root of roots) seen.push(root.textContent ?? '');
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/**
 * Once the upload is done, its one toast says so; the failure before it showed none, or it would
 * have come first (the toasts show in the order the notifications came).
 */
async function expectOnlyTheFinishedToast(
  page: Page,
  language: 'en' | 'ar',
  name: string,
  seen: () => Promise<string[]>,
) {
  await expect(toasts(page, retryWords[language].notifications).filter({ hasText: name })).toBeVisible();
  expect((await seen()).filter((text) => text.includes(name))).toHaveLength(1);
}

/**
 * A large file whose second fragment meets a failing library (503) until `heal()`; every call to
 * the session's URL and every new session is written down.
 */
async function failingSecondFragment(page: Page, language: 'en' | 'ar') {
  const name = `Annual accounts ${unique()}.pdf`;
  const size = FRAGMENT * 2 + 500;
  const calls: string[] = [];
  let healed = false;
  page.on('request', (request) => {
    if (/createUploadSession/i.test(request.url())) calls.push('new session');
  });
  await page.route('**/graph/upload/**', async (route) => {
    const request = route.request();
    const range = request.headers()['content-range'] ?? '';
    calls.push(request.method() === 'PUT' ? range : request.method());
    if (request.method() === 'PUT' && range.startsWith(`bytes ${FRAGMENT}-`) && !healed) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'serviceNotAvailable', message: 'Try again later.' } }),
      });
      return;
    }
    await route.continue();
  });
  const seenToasts = await recordToasts(page);
  const bell = page.getByRole('banner').getByRole('button', { name: retryWords[language].notifications });
  const unreadBefore = await bell.getAttribute('aria-label');
  await page.getByLabel(retryWords[language].choose).setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(size, 7),
  });
  const item = uploadRow(page, name);
  await expect(item).toHaveAttribute('data-status', 'failed');
  // The failure is a notification too, counted on the bell; the row in sight says it already, so
  // no toast comes over its Retry (decision 113), which is clicked at once.
  await expect(bell).not.toHaveAttribute('aria-label', unreadBefore ?? '');
  return {
    name,
    size,
    calls,
    item,
    seenToasts,
    heal: () => {
      healed = true;
    },
  };
}

test('Retry after a failed upload goes on from the same session, not from the start (en)', async ({ page }) => {
  await page.goto('/apps/file-manager');
  await expect(status(page)).toHaveText(/items?$/);
  const { name, size, calls, item, heal, seenToasts } = await failingSecondFragment(page, 'en');
  // Nothing was deleted: the session waits for the Retry.
  expect(calls).toEqual([
    'new session',
    `bytes 0-${FRAGMENT - 1}/${size}`,
    `bytes ${FRAGMENT}-${FRAGMENT * 2 - 1}/${size}`,
  ]);
  heal();
  await item.getByRole('button', { name: retryWords.en.retry(name) }).click();
  await expect(item).toContainText(retryWords.en.done);
  await expectOnlyTheFinishedToast(page, 'en', name, seenToasts);
  // Asked where it stood (GET), then sent the second fragment again and the last; the first only once.
  expect(calls.slice(3)).toEqual([
    'GET',
    `bytes ${FRAGMENT}-${FRAGMENT * 2 - 1}/${size}`,
    `bytes ${FRAGMENT * 2}-${size - 1}/${size}`,
  ]);
  await row(page, 'Uploads').dblclick();
  await expect(row(page, name)).toBeVisible();
});

test('Retry after the session expired starts a new one from the first byte (ar)', async ({ page }) => {
  await chooseLanguage(page, 'ar');
  await page.goto('/apps/file-manager');
  await expect(status(page)).toHaveText(words.ar.items);
  const { name, size, calls, item, heal, seenToasts } = await failingSecondFragment(page, 'ar');
  heal();
  // Graph forgot the session meanwhile (it expires when unused): its URL answers 404.
  await page.route('**/graph/upload/**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'itemNotFound', message: 'The upload session was not found or has expired.' },
          }),
        })
      : route.fallback(),
  );
  await item.getByRole('button', { name: retryWords.ar.retry(name) }).click();
  await expect(item).toContainText(retryWords.ar.done);
  await expectOnlyTheFinishedToast(page, 'ar', name, seenToasts);
  expect(calls.slice(3)).toEqual([
    'new session',
    `bytes 0-${FRAGMENT - 1}/${size}`,
    `bytes ${FRAGMENT}-${FRAGMENT * 2 - 1}/${size}`,
    `bytes ${FRAGMENT * 2}-${size - 1}/${size}`,
  ]);
});

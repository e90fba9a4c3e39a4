import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stateOf } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
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
  en: { folderChooser: /^Choose a folder to upload to /, done: 'Uploaded', items: /items?$/ },
  ar: { folderChooser: /^اختر مجلدًا لرفعه إلى /, done: 'تم الرفع', items: /عنصر|عناصر|عنصرين|عنصران/ },
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

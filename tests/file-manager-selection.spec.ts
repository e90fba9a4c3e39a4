import { readFileSync } from 'node:fs';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations, toasts } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Several items at once (decision 087): Cem Client ticks what he uploaded, zips it, deletes it.
test.use({ storageState: stateOf('Cem Client') });

const rows = (page: Page) => page.getByRole('grid').locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const bar = (page: Page) => page.getByTestId('selection-bar');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const words = {
  en: {
    items: /items?$/,
    done: 'Uploaded',
    selected: (count: number) => `${count} items selected`,
    zip: 'Download as zip',
    delete: 'Delete',
    deleteTitle: (count: number) => `Delete ${count} items?`,
    undo: 'Undo',
    kept: /kept/,
    zipped: /is saved\./,
    zipName: /^Northwind Traders – 3 items – \d{4}-\d\d-\d\d\.zip$/,
    toaster: 'Notifications',
    dismiss: 'Dismiss',
  },
  ar: {
    items: /عنصر|عناصر|عنصران/,
    done: 'تم الرفع',
    // Arabic-Indic digits: ٣ عناصر.
    selected: (_count: number) => /تم تحديد ٣ عناصر/,
    zip: 'تنزيل كملف مضغوط',
    delete: 'حذف',
    deleteTitle: (_count: number) => /حذف/,
    undo: /تراجع/,
    kept: /.+/,
    zipped: /تم حفظ/,
    zipName: /^Northwind Traders – ٣ عناصر – \d{4}-\d\d-\d\d\.zip$/,
    toaster: 'الإشعارات',
    dismiss: 'تجاهل',
  },
} as const;

async function uploadThree(page: Page, stem: string, w: (typeof words)[keyof typeof words]) {
  // The folder's item count is drawn by the island once it runs ("Loading files…" is the server's):
  // files set on the input before then fire a change nobody hears.
  await expect(status(page)).toHaveText(/items?$|عناصر|عنصر/);
  const names = [1, 2, 3].map((n) => `${stem} ${n}.txt`);
  await page
    .getByLabel(/^Choose files to upload to |^اختر ملفات/)
    .first()
    .setInputFiles(names.map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`text of ${name}`) })));
  for (const name of names)
    await expect(page.locator('section li').filter({ hasText: name })).toHaveAttribute('data-status', 'done');
  // Each finished file is told as a toast too, a moment later, at the bottom end: at phone width
  // they come over the list's last rows (a double-click there lost its second click to one). They
  // are dismissed, as a person would, before the rows are used.
  const told = toasts(page, w.toaster).filter({ hasText: stem });
  await expect(told).toHaveCount(3);
  for (let left = 3; left > 0; left--) {
    await told.first().getByRole('button', { name: w.dismiss }).click();
    await expect(told).toHaveCount(left - 1);
  }
  return names;
}

for (const language of ['en', 'ar'] as const) {
  test(`ticks with Shift and Ctrl, zips the selection, deletes it with Undo (${language})`, async ({ page }) => {
    const w = words[language];
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: language === 'ar' ? 390 : 1280, height: 900 });
    await page.goto('/apps/file-manager');
    const stem = `Tick ${unique()}`;
    const [first, second, third] = await uploadThree(page, stem, w);
    await row(page, 'Uploads').dblclick();
    await expect(row(page, first as string)).toBeVisible();

    // A checkbox, then Shift on the third: the three in between are ticked.
    await row(page, first as string)
      .getByTestId('file-tick')
      .check();
    await row(page, third as string)
      .getByTestId('file-tick')
      .click({ modifiers: ['Shift'] });
    await expect(status(page)).toContainText(w.selected(3));
    for (const name of [first, second, third])
      await expect(row(page, name as string)).toHaveAttribute('aria-selected', 'true');
    // Ctrl on a row takes one out.
    await row(page, second as string).click({ modifiers: ['ControlOrMeta'] });
    await expect(row(page, second as string)).toHaveAttribute('aria-selected', 'false');
    await row(page, second as string).click({ modifiers: ['ControlOrMeta'] });
    await expect(bar(page)).toBeVisible();
    if (language === 'ar') await expectNoAxeViolations(page);

    // One zip, made in the page, named after the folder, holding the three files.
    const download = page.waitForEvent('download');
    await bar(page).getByRole('button', { name: w.zip }).click();
    const saved = await download;
    // Named after what was chosen: the library, how many, the day (not the folder they sat in).
    expect(saved.suggestedFilename()).toMatch(w.zipName);
    const zip = readFileSync((await saved.path()) as string).toString('latin1');
    expect(zip.startsWith('PK\u0003\u0004')).toBe(true);
    for (const name of [first, second, third]) expect(zip).toContain(`text of ${name}`);
    await expect(page.getByTestId('zip-status')).toHaveText(w.zipped);

    // Escape clears; Ctrl+A ticks the whole folder.
    await row(page, first as string).focus();
    await page.keyboard.press('Escape');
    await expect(bar(page)).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+a');
    await expect(bar(page)).toBeVisible();
    const count = await rows(page).count();
    expect(count).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');

    // Delete the three: asked first, Undo keeps them, nothing sent.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await row(page, first as string)
      .getByTestId('file-tick')
      .check();
    await row(page, third as string)
      .getByTestId('file-tick')
      .click({ modifiers: ['Shift'] });
    await bar(page).getByRole('button', { name: w.delete }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(w.deleteTitle(3));
    await confirm.getByRole('button', { name: w.delete }).click();
    await expect(rows(page).filter({ hasText: stem })).toHaveCount(0);
    await page.getByTestId('library-notice').getByRole('button', { name: w.undo }).click();
    await expect(rows(page).filter({ hasText: stem })).toHaveCount(3);
    expect(deletes).toEqual([]);
  });
}

test('the first tick moves no row: the selection bar comes up below them, at phone width in Arabic too', async ({
  page,
}) => {
  for (const [language, width] of [
    ['ar', 390],
    ['en', 1280],
  ] as const) {
    await chooseLanguage(page, language);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/apps/file-manager');
    await expect(status(page)).toHaveText(words[language].items);
    const next = rows(page).nth(2);
    const before = await next.boundingBox();
    await rows(page).nth(1).getByTestId('file-tick').check();
    // The bar's code loads with the first tick: it shows a moment later, as the person goes for the next row.
    await expect(bar(page)).toBeVisible();
    expect((await next.boundingBox())?.y, language).toBe(before?.y);
    // Held at the bottom of the screen, not off it.
    const shown = await bar(page).boundingBox();
    expect((shown?.y ?? 0) + (shown?.height ?? 0), language).toBeLessThanOrEqual(844);
    await page.keyboard.press('Escape');
  }
});

test('a tap just beside a row’s box ticks it, at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/file-manager');
  await expect(status(page)).toHaveText(words.en.items);
  const first = rows(page).nth(1).getByTestId('file-tick');
  const second = rows(page).nth(2).getByTestId('file-tick');
  const box = await first.boundingBox();
  const below = await second.boundingBox();
  if (!box || !below) throw new Error('the rows have no boxes');
  // A finger's miss: a few pixels before the 16 px box, then a few below the next one.
  await page.mouse.click(box.x - 5, box.y + box.height / 2);
  await expect(first).toBeChecked();
  await expect(bar(page)).toBeVisible();
  await page.mouse.click(below.x + below.width / 2, below.y + below.height + 5);
  await expect(second).toBeChecked();
  // Both stay ticked: neither tap reached the row, which would have selected it alone.
  await expect(first).toBeChecked();
});

test('Ctrl+A ticks every row of a large, virtualised folder, those not yet drawn too', async ({ page }) => {
  await page.goto('/apps/file-manager');
  await row(page, 'Benchmarks').dblclick();
  await row(page, 'Large folder').dblclick();
  await expect(status(page)).toHaveText(/^[\d,]+ items$/);
  const total = Number(((await status(page).textContent()) ?? '').replace(/\D/g, ''));
  await rows(page).first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await expect(status(page)).toHaveText(`${total.toLocaleString('en-US')} items selected`);
  await page.keyboard.press('End');
  await expect(rows(page).last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selection-bar')).toHaveCount(0);
});

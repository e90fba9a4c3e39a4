import { PDFDocument, StandardFonts } from 'pdf-lib';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectListSettled, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// The viewer inside the portal. Cem Client, Northwind; the seeded library and files he uploads.
test.use({ storageState: stateOf('Cem Client') });

const rows = (page: Page) => page.getByRole('grid').locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const viewer = (page: Page) => page.getByTestId('file-preview');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function threePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const number of [1, 2, 3]) document.addPage([400, 500]).drawText(`Page ${number}`, { x: 50, y: 400, font });
  return Buffer.from(await document.save());
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await expect(status(page)).toHaveText(/items?$/);
  await page.getByLabel(/^Choose files to upload to /).setInputFiles([{ name, mimeType, buffer }]);
  await expect(page.getByRole('region', { name: 'Uploads' }).locator('li').filter({ hasText: name })).toContainText(
    'Uploaded',
  );
  await expectListSettled(page);
  await row(page, 'Uploads').dblclick();
  await expect(row(page, name)).toBeVisible();
  await expectListSettled(page);
}

test.describe('preview', () => {
  test('pdf.js is not in the page until a preview opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/apps/file-manager');
    await expect(row(page, 'Engagement letter.pdf')).toBeVisible();
    expect(scripts.filter((url) => /pdf|FilePreview/i.test(url))).toEqual([]);

    await row(page, 'Engagement letter.pdf').dblclick();
    await expect(viewer(page).getByRole('heading', { name: 'Preview of Engagement letter.pdf' })).toBeVisible();
    await expect(viewer(page).locator('canvas[data-rendered-page="1"]')).toBeVisible();
    expect(scripts.some((url) => /pdf/i.test(url))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
  });

  test('a PDF turns its pages and zooms, by buttons and keys', async ({ page }) => {
    await page.goto('/apps/file-manager');
    const name = `Three pages ${unique()}.pdf`;
    await upload(page, name, 'application/pdf', await threePagePdf());
    await row(page, name).click();
    await page.getByRole('complementary', { name: 'Details' }).getByRole('button', { name: 'Preview' }).click();
    await expect(viewer(page).getByTestId('preview-page')).toHaveText('Page 1 of 3');
    await expect(viewer(page).locator('canvas[data-rendered-page="1"]')).toBeVisible();
    // The page's words are text over the canvas (pdf.js's text layer): found, selected, read aloud.
    const words = viewer(page).getByTestId('preview-text');
    await expect(words).toHaveText('Page 1');
    const drawn = await viewer(page).locator('canvas').boundingBox();
    const word = await words.locator('span').first().boundingBox();
    expect(word && drawn && word.x >= drawn.x && word.y >= drawn.y && word.y < drawn.y + drawn.height / 2).toBe(true);
    await viewer(page).getByRole('button', { name: 'Next page' }).click();
    await expect(viewer(page).locator('canvas[data-rendered-page="2"]')).toBeVisible();
    await expect(words).toHaveText('Page 2');
    await expect(viewer(page).getByTestId('preview-page')).toHaveText('Page 2 of 3');
    await page.keyboard.press('End');
    await expect(viewer(page).locator('canvas[data-rendered-page="3"]')).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer(page).getByTestId('preview-page')).toHaveText('Page 2 of 3');

    const canvas = viewer(page).locator('canvas');
    const before = (await canvas.boundingBox())?.width ?? 0;
    await viewer(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer(page).getByTestId('preview-zoom')).toHaveText('Zoom 125%');
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.2);
    await page.keyboard.press('0');
    await expect(viewer(page).getByTestId('preview-zoom')).toHaveText('Zoom 100%');
  });

  test('an image shows as it is, an Excel file as the PDF Microsoft 365 makes of it', async ({ page }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Reports').dblclick();
    await row(page, 'Charts').dblclick();
    await row(page, 'Spend by category.png').dblclick();
    const image = viewer(page).getByRole('img', { name: 'Spend by category.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('link', { name: 'Reports' }).click();
    const workbook = rows(page)
      .filter({ hasText: /\.xlsx/ })
      .first();
    await workbook.dblclick();
    await expect(viewer(page).getByText('Shown as a PDF made by Microsoft 365')).toBeVisible();
    await expect(viewer(page).locator('canvas[data-rendered-page="1"]')).toBeVisible();
  });

  test('a file with no preview says so and offers its download, with a fresh link', async ({ page }) => {
    await page.goto('/apps/file-manager');
    const name = `Bundle ${unique()}.zip`;
    await upload(page, name, 'application/zip', Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')));
    await row(page, name).dblclick();
    await expect(viewer(page).getByText('There is no preview for this kind of file.')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await viewer(page).getByRole('button', { name: 'Download' }).click();
    expect((await downloading).suggestedFilename()).toBe(name);
  });

  test("an expired thumbnail link shows the file's icon and says why, in place", async ({ page }) => {
    // A thumbnail link past its lifetime is refused (Graph's last about an hour; a page can stay open longer).
    await page.route(
      (url) => url.pathname.includes('/graph/thumbnails/'),
      (route) => route.fulfill({ status: 403, contentType: 'text/plain', body: 'The link has expired.' }),
    );
    await page.goto('/apps/file-manager');
    await row(page, 'Reports').dblclick();
    await row(page, 'Charts').dblclick();
    await row(page, 'Spend by category.png').click();
    const details = page.getByRole('complementary', { name: 'Details' });
    await expect(details).toContainText("The thumbnail's link has expired. Refresh the list to see it again.");
    await expect(details.getByRole('img', { name: /Spend by category/ })).toHaveCount(0);
  });

  test('a preview of a file deleted meanwhile says so in place', async ({ page }) => {
    await page.goto('/apps/file-manager');
    await page.route(
      (url) => /\/items\/[^/]+\/content/.test(url.pathname),
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'itemNotFound', message: 'The resource could not be found.' } }),
        }),
    );
    await row(page, 'Engagement letter.pdf').dblclick();
    await expect(viewer(page).getByRole('alert')).toContainText('The preview could not be shown');
  });

  test('in Arabic at phone width the controls read right to left and fit', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/apps/file-manager');
    await row(page, 'Engagement letter.pdf').dblclick();
    await expect(viewer(page).getByRole('heading', { name: 'معاينة Engagement letter.pdf' })).toBeVisible();
    await expect(viewer(page).locator('canvas[data-rendered-page="1"]')).toBeVisible();
    await expect(viewer(page).getByTestId('preview-page')).toContainText('الصفحة');
    // Right to left, "previous" sits to the right of "next".
    const previous = await viewer(page).getByRole('button', { name: 'الصفحة السابقة' }).boundingBox();
    const next = await viewer(page).getByRole('button', { name: 'الصفحة التالية' }).boundingBox();
    expect(previous?.x ?? 0).toBeGreaterThan(next?.x ?? 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

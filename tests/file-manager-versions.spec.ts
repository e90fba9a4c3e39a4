import { readFile } from 'node:fs/promises';
import { findClient } from '@client-portal/local-tenant';
import { mintAccessToken } from '@client-portal/local-tenant/testing';
import { stateOf } from './auth.ts';
import { suiteTenantPort } from './contracts.ts';
import { chooseLanguage, expectListSettled, expectNoAxeViolations, requestsOf } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// A file's versions (decision 086): replacing an upload keeps the old content; it can be downloaded or restored.
test.use({ storageState: stateOf('Cem Client') });

const rows = (page: Page) => page.getByRole('grid').locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const notice = (page: Page) => page.getByTestId('library-notice');
const details = (page: Page) => page.getByRole('complementary', { name: /Details|التفاصيل/ });
const versions = (page: Page) => page.getByTestId('file-versions').locator('li');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openUploads(page: Page) {
  await page.goto('/apps/file-manager');
  await row(page, 'Uploads').dblclick();
  await expect(status(page)).toHaveText(/items?$|عنصر|عناصر/);
}

/** Uploads `text` as `name`, replacing the file of that name when there is one. */
async function upload(page: Page, name: string, text: string, replace = false) {
  await page
    .getByLabel(/^Choose files to upload to /)
    .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from(text) }]);
  if (replace) await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await expect(row(page, name)).toBeVisible();
}

async function fileWithTwoVersions(page: Page) {
  await openUploads(page);
  const name = `Budget ${unique()}.txt`;
  await upload(page, name, 'one');
  await upload(page, name, 'second version', true);
  await expect(page.getByRole('region', { name: 'Uploads' }).locator('li[data-status="done"]')).toHaveCount(2);
  await expectListSettled(page);
  return name;
}

/**
 * A file of `count` versions in Northwind's Uploads, made through the suite's Graph stand-in as
 * Cem Client (each replacing upload keeps the content before it as a version), so the history is
 * long without a hundred uploads through the page.
 */
async function fileWithVersions(count: number) {
  const northwind = findClient(1001);
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!northwind || !dataDir) throw new Error('The suite names no tenant data folder');
  const tenant = `http://localhost:${suiteTenantPort()}`;
  const token = await mintAccessToken({ dataDir, issuer: `${tenant}/idp` }, 'cem.client@northwind.test');
  const name = `Long history ${unique()}.txt`;
  const drive = `${tenant}/graph/v1.0/sites/${encodeURIComponent(northwind.siteID)}/drive`;
  for (let version = 1; version <= count; version++) {
    const put = await fetch(`${drive}/items/${northwind.LibraryUploadID}:/${encodeURIComponent(name)}:/content`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: 'x'.repeat(version),
    });
    expect(put.ok, `upload ${version}: ${put.status}`).toBe(true);
  }
  return name;
}

test.describe('versions', () => {
  test("a file's history says who, when and how big; an earlier version downloads and is restored", async ({
    page,
  }) => {
    const name = await fileWithTwoVersions(page);
    await row(page, name).click();
    const history = details(page).getByRole('button', { name: 'Version history' });
    await expect(history).toHaveAttribute('aria-expanded', 'false');
    await history.click();
    await expect(versions(page)).toHaveCount(2);
    await expect(versions(page).nth(0)).toContainText('Version 2 (current)');
    await expect(versions(page).nth(0)).toContainText('Cem Client');
    await expect(versions(page).nth(0)).toContainText('14 byte');
    await expect(versions(page).nth(1)).toContainText('Version 1');
    await expect(versions(page).nth(1)).toContainText('3 byte');
    // The current version has no restore: it is what the file is.
    await expect(versions(page).nth(0).getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download version 1' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(name.replace('.txt', ' (v1).txt'));
    expect(await readFile((await saved.path()) ?? '', 'utf8')).toBe('one');

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(notice(page)).toContainText(`Version 1 of ${name} restored`);
    await expect(versions(page)).toHaveCount(3);
    await expect(versions(page).nth(0)).toContainText('Version 3 (current)');
    await expect(versions(page).nth(0)).toContainText('3 byte');
  });

  test('a restore refused because the file is checked out (423) is said in place; the history stays', async ({
    page,
  }) => {
    const name = await fileWithTwoVersions(page);
    await page.route(
      (url) => url.pathname.endsWith('/restoreVersion'),
      (route) =>
        route.fulfill({
          status: 423,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'resourceLocked', message: 'The resource you are attempting to access is locked' },
          }),
        }),
    );
    await row(page, name).click();
    await details(page).getByRole('button', { name: 'Version history' }).click();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${name} is checked out by someone else` })).toBeVisible();
    await expect(versions(page)).toHaveCount(2);
    await expect(versions(page).nth(0)).toContainText('Version 2 (current)');
  });

  test('a long history shows its newest 25 versions; "Show more versions" from the keyboard brings the rest', async ({
    page,
  }) => {
    const name = await fileWithVersions(30);
    const pages = requestsOf(
      page,
      (request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/versions'),
    );
    await openUploads(page);
    await row(page, name).click();
    await details(page).getByRole('button', { name: 'Version history' }).click();
    await expect(versions(page)).toHaveCount(25);
    await expect(versions(page).nth(0)).toContainText('Version 30 (current)');
    await expect(versions(page).nth(24)).toContainText('Version 6');
    const more = page.getByRole('button', { name: 'Show more versions' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(versions(page)).toHaveCount(30);
    await expect(versions(page).nth(29)).toContainText('Version 1');
    await expect(versions(page).nth(29)).toContainText('1 byte');
    // The last page has no link to a next one: the button goes, and the keyboard is on the first new version.
    await expect(more).toHaveCount(0);
    await expect(versions(page).nth(25)).toBeFocused();
    await expect(versions(page).nth(25)).toContainText('Version 5');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Download version 5' })).toBeFocused();
    // Two pages asked of Graph: $top first, then the @odata.nextLink it gave.
    expect(pages.map((request) => new URL(request.url()).searchParams.has('$skiptoken'))).toEqual([false, true]);
    await expectNoAxeViolations(page);
  });

  test('in Arabic at phone width: the history in Arabic, the English name in its own direction', async ({ page }) => {
    const name = await fileWithTwoVersions(page);
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await openUploads(page);
    await row(page, name).click();
    await details(page).getByRole('button', { name: 'سجل الإصدارات' }).click();
    await expect(versions(page).nth(0)).toContainText('الإصدار 2 (الحالي)');
    await expect(versions(page).nth(0).locator('bdi')).toHaveText('Cem Client');
    await expect(page.getByRole('button', { name: 'استعادة الإصدار 1' })).toBeVisible();
    const box = await page.getByTestId('file-versions').boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await expectNoAxeViolations(page);
  });
});

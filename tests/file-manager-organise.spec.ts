import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Organising the library (decision 074's rule): Cem Client organises what he added, not the provider's documents.
test.use({ storageState: stateOf('Cem Client') });

const grid = (page: Page) => page.getByRole('grid');
const rows = (page: Page) => grid(page).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const notice = (page: Page) => page.getByTestId('library-notice');
const dialog = (page: Page) => page.getByTestId('organise-dialog');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).click();
  await dialog(page).getByLabel('Name').fill(name);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(notice(page)).toHaveText(new RegExp(`Folder ${name} created\\.`));
  await expect(row(page, name)).toBeVisible();
}

test.describe('organising', () => {
  test('a new folder, renamed with F2, then deleted with a confirmation and kept with Undo', async ({ page }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Uploads').dblclick();
    await expect(status(page)).toHaveText(/items?$/);
    const name = `Signed ${unique()}`;
    await newFolder(page, name);

    // F2 renames; SharePoint's rules are said as the name is typed.
    await row(page, name).click();
    await row(page, name).press('F2');
    const field = dialog(page).getByLabel('Name');
    await field.fill('Q3: plan?');
    await expect(dialog(page).getByRole('alert')).toHaveText('A name cannot contain " * : < > ? / \\ |.');
    await field.fill('Plans.');
    await expect(dialog(page).getByRole('alert')).toHaveText('A name cannot end with a dot.');
    await field.fill('CON');
    await expect(dialog(page).getByRole('alert')).toContainText('This name is reserved');
    await expectNoAxeViolations(page);
    const renamed = `${name} (final)`;
    await field.fill(renamed);
    await dialog(page).getByRole('button', { name: 'Rename' }).click();
    await expect(notice(page)).toHaveText(new RegExp(`renamed to ${renamed.replace(/[()]/g, '\\$&')}`));
    await expect(row(page, renamed)).toBeVisible();

    // Delete asks first; the item leaves the list, and Undo brings it back without a DELETE sent.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await row(page, renamed).click();
    await row(page, renamed).press('Delete');
    await page
      .getByRole('alertdialog', { name: `Delete ${renamed}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row(page, renamed)).toHaveCount(0);
    await expect(notice(page)).toContainText(`${renamed} deleted.`);
    await notice(page).getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page)).toContainText(`${renamed} kept.`);
    await expect(row(page, renamed)).toBeVisible();
    expect(deletes).toEqual([]);

    // Deleted for good once the notice is dismissed.
    await row(page, renamed).click();
    await page.getByRole('complementary', { name: 'Details' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await notice(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => deletes.length).toBe(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(status(page)).toHaveText(/items?$/);
    await expect(row(page, renamed)).toHaveCount(0);
  });

  // The DELETE waits 8 s for Undo; a page going away within them still sends it (decision 120).
  test('a delete is kept when the page is reloaded or the tab closed at once', async ({ page, context }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Uploads').dblclick();
    await expect(status(page)).toHaveText(/items?$/);
    const reloaded = `Reloaded ${unique()}`;
    const closed = `Closed ${unique()}`;
    await newFolder(page, reloaded);
    await newFolder(page, closed);

    const remove = async (on: Page, name: string) => {
      await row(on, name).click();
      await row(on, name).press('Delete');
      await on
        .getByRole('alertdialog', { name: `Delete ${name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(notice(on)).toContainText(`${name} deleted.`);
    };
    // Reloaded within a second of the delete: the folder stays gone.
    await remove(page, reloaded);
    await page.reload();
    await expect(status(page)).toHaveText(/items?$/);
    await expect(row(page, closed)).toBeVisible();
    await expect(row(page, reloaded)).toHaveCount(0);

    // The tab closed within a second: gone too, as another tab sees.
    const place = new URL(page.url());
    await remove(page, closed);
    await page.close({ runBeforeUnload: true });
    const other = await context.newPage();
    await other.goto(`${place.pathname}${place.search}`);
    await expect(status(other)).toHaveText(/items?$/);
    await expect(row(other, closed)).toHaveCount(0);
  });

  test('a name already in the folder is said before sending; a clash from another tab is a clear 409', async ({
    page,
  }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Uploads').dblclick();
    await expect(status(page)).toHaveText(/items?$/);
    const name = `Clash ${unique()}`;
    await newFolder(page, name);
    await page.getByRole('button', { name: 'New folder' }).click();
    await dialog(page).getByLabel('Name').fill(name.toUpperCase());
    await expect(dialog(page).getByRole('alert')).toHaveText('Something in this folder already has this name.');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    // Another tab made the same name meanwhile: Graph's 409, explained, the list reloaded.
    await page.route(
      (url) => url.pathname.endsWith('/children'),
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({
                error: { code: 'nameAlreadyExists', message: 'The specified item name already exists.' },
              }),
            })
          : route.continue(),
    );
    await page.getByRole('button', { name: 'New folder' }).click();
    await dialog(page).getByLabel('Name').fill(`Other ${unique()}`);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already has that name' })).toBeVisible();
    await expect(status(page)).toHaveText(/items?$/);
  });

  test('changed elsewhere (412), checked out (423) or a full library (507): each said in place', async ({ page }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Uploads').dblclick();
    await expect(status(page)).toHaveText(/items?$/);
    const name = `Faults ${unique()}`;
    await newFolder(page, name);
    for (const [code, status_, text] of [
      ['resourceModified', 412, 'was changed by someone else'],
      ['resourceLocked', 423, 'is checked out by someone else'],
    ] as const) {
      await page.route(
        (url) => /\/items\/[^/]+$/.test(url.pathname),
        (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({
                status: status_,
                contentType: 'application/json',
                body: JSON.stringify({ error: { code, message: code } }),
              })
            : route.continue(),
      );
      await row(page, name).click();
      await row(page, name).press('F2');
      await dialog(page).getByLabel('Name').fill(`${name} x`);
      await dialog(page).getByRole('button', { name: 'Rename' }).click();
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(row(page, name)).toBeVisible();
      await page.unrouteAll({ behavior: 'wait' });
    }
    await page.route(
      (url) => url.pathname.endsWith('/children'),
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 507,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'quotaLimitReached', message: 'Insufficient Storage' } }),
            })
          : route.continue(),
    );
    await page.getByRole('button', { name: 'New folder' }).click();
    await dialog(page).getByLabel('Name').fill(`Full ${unique()}`);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The library is full' })).toBeVisible();
  });

  test("a client is not offered to rename or delete the provider's documents", async ({ page }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Engagement letter.pdf').click();
    const details = page.getByRole('complementary', { name: 'Details' });
    await expect(details.getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Rename' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await row(page, 'Engagement letter.pdf').press('F2');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('in Arabic at phone width: the rules in Arabic, the dialog fits', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/apps/file-manager');
    await expect(status(page)).not.toBeEmpty();
    await page.getByRole('button', { name: 'مجلد جديد' }).click();
    await dialog(page).getByLabel('الاسم').fill('a|b');
    await expect(dialog(page).getByRole('alert')).toContainText('لا يمكن أن يحتوي الاسم');
    const box = await dialog(page).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await expectNoAxeViolations(page);
  });
});

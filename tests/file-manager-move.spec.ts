import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Moving (decision 086): Cem Client moves what he added, with the "Move to…" picker or by dragging onto a folder.
test.use({ storageState: stateOf('Cem Client') });

const grid = (page: Page) => page.getByRole('grid');
const rows = (page: Page) => grid(page).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const notice = (page: Page) => page.getByTestId('library-notice');
const details = (page: Page) => page.getByRole('complementary', { name: /Details|التفاصيل/ });
const picker = (page: Page) => page.getByTestId('move-dialog');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openUploads(page: Page) {
  await page.goto('/apps/file-manager');
  await row(page, 'Uploads').dblclick();
  await expect(status(page)).toHaveText(/items?$|عناصر|عنصر/);
}

async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByTestId('organise-dialog').getByLabel('Name').fill(name);
  await page.getByTestId('organise-dialog').getByRole('button', { name: 'Create' }).click();
  await expect(row(page, name)).toBeVisible();
}

async function upload(page: Page, name: string, text: string) {
  await page
    .getByLabel(/^Choose files to upload to /)
    .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from(text) }]);
  await expect(row(page, name)).toBeVisible();
}

test.describe('moving', () => {
  test('Move to… opens a folder picker where the item is; the item moves and the list follows', async ({ page }) => {
    await openUploads(page);
    const id = unique();
    const [first, second, file] = [`Move A ${id}`, `Move B ${id}`, `Minutes ${id}.txt`];
    await newFolder(page, first);
    await newFolder(page, second);
    await upload(page, file, 'minutes');

    await row(page, file).click();
    await details(page).getByRole('button', { name: 'Move to…' }).click();
    const dialog = picker(page);
    await expect(dialog.getByRole('heading', { name: `Move ${file} to…` })).toBeVisible();
    // It starts in the item's folder: moving there would change nothing.
    await expect(dialog.getByRole('navigation', { name: 'Folder to move to' })).toContainText('Uploads');
    await expect(dialog.getByRole('button', { name: 'Move here' })).toBeDisabled();
    await expect(dialog).toContainText(`${file} is already in this folder.`);
    // From the keyboard: Enter opens a folder, and the trail goes back up.
    await dialog.getByRole('button', { name: second }).press('Enter');
    await expect(dialog.locator('[aria-current="location"]')).toHaveText(second);
    await dialog.getByRole('button', { name: 'Uploads' }).press('Enter');
    await expect(dialog.locator('[aria-current="location"]')).toHaveText('Uploads');
    await dialog.getByRole('button', { name: first }).click();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog).toContainText('There are no folders in here.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Move here' }).click();

    await expect(notice(page)).toHaveText(new RegExp(`${file} moved to ${first}\\.`));
    await expect(row(page, file)).toHaveCount(0);
    await row(page, first).dblclick();
    await expect(row(page, file)).toBeVisible();
  });

  test('dragging onto a folder moves there; onto itself or onto a name already there, a clear message', async ({
    page,
  }) => {
    await openUploads(page);
    const id = unique();
    const [target, file] = [`Drop here ${id}`, `Agenda ${id}.txt`];
    await newFolder(page, target);
    await upload(page, file, 'agenda');

    await row(page, file).dragTo(row(page, target));
    await expect(notice(page)).toHaveText(new RegExp(`${file} moved to ${target}\\.`));
    await expect(row(page, file)).toHaveCount(0);

    // A folder cannot go into itself: said without asking Graph.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    // Picked up at its icon, let go over its size: the same row, a real move of the pointer.
    await row(page, target).dragTo(row(page, target), {
      sourcePosition: { x: 12, y: 24 },
      targetPosition: { x: 160, y: 24 },
    });
    await expect(page.getByRole('alert').filter({ hasText: `${target} cannot be moved into itself` })).toBeVisible();
    expect(patches).toEqual([]);

    // The same name again, dragged where the first one went: Graph's 409, said, and nothing lost.
    await upload(page, file, 'agenda, again');
    await row(page, file).dragTo(row(page, target));
    await expect(
      page.getByRole('alert').filter({ hasText: `${target} already has something named ${file}` }),
    ).toBeVisible();
    await expect(row(page, file)).toBeVisible();
    await expect.poll(() => patches.length).toBe(1);
  });

  test('the picker never offers the item itself, and a folder that went meanwhile is a 404 said in place', async ({
    page,
  }) => {
    await openUploads(page);
    const id = unique();
    const [folder, other] = [`Projects ${id}`, `Archive ${id}`];
    await newFolder(page, folder);
    await newFolder(page, other);
    await row(page, folder).click();
    await details(page).getByRole('button', { name: 'Move to…' }).click();
    const itself = picker(page).getByRole('button', { name: new RegExp(`${folder}.*the item being moved`) });
    await expect(itself).toBeDisabled();
    await picker(page).getByRole('button', { name: other }).click();
    await page.route(
      (url) => /\/items\/[^/]+$/.test(url.pathname),
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 404,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'itemNotFound', message: 'The new parent could not be found.' } }),
            })
          : route.continue(),
    );
    await picker(page).getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${other} is no longer there` })).toBeVisible();
    await expect(row(page, folder)).toBeVisible();
  });

  test("a client is not offered to move the provider's documents", async ({ page }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Engagement letter.pdf').click();
    await expect(details(page).getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Move to…' })).toHaveCount(0);
    await expect(row(page, 'Engagement letter.pdf')).not.toHaveAttribute('draggable', 'true');
  });

  test('in Arabic at phone width: the picker in Arabic fits, names keep their own direction', async ({ page }) => {
    await openUploads(page);
    const id = unique();
    const file = `Report ${id}.txt`;
    await upload(page, file, 'report');
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await openUploads(page);
    await row(page, file).click();
    await details(page).getByRole('button', { name: 'نقل إلى…' }).click();
    const dialog = picker(page);
    await expect(dialog.getByRole('button', { name: 'النقل إلى هنا' })).toBeDisabled();
    await expect(dialog.locator('[aria-current="location"]')).toHaveAttribute('dir', 'auto');
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await expectNoAxeViolations(page);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stateOf } from './auth.ts';
import { chooseLanguage, expectListSettled, expectNoAxeViolations } from './helpers.ts';
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
  await expectListSettled(page);
}

/**
 * A folder of the test's own in Uploads (uploads always go there, so it is sent as a chosen
 * folder), opened: a target folder, a folder and two files; with `clash`, the target already
 * holds a file of the first one's name.
 */
async function workspace(page: Page, { clash = false } = {}) {
  const id = unique();
  const names = {
    own: `Sorting ${id}`,
    target: `Filed ${id}`,
    folder: `Scans ${id}`,
    first: `Invoice ${id}.txt`,
    second: `Receipt ${id}.txt`,
  };
  const root = mkdtempSync(path.join(tmpdir(), 'move-selection-'));
  const top = path.join(root, names.own);
  mkdirSync(path.join(top, names.folder), { recursive: true });
  mkdirSync(path.join(top, names.target), { recursive: true });
  writeFileSync(path.join(top, names.first), 'invoice');
  writeFileSync(path.join(top, names.second), 'receipt');
  writeFileSync(path.join(top, names.folder, 'scan.txt'), 'scan');
  // A chosen folder gives only files: the target gets one (the clashing one, or a placeholder).
  writeFileSync(path.join(top, names.target, clash ? names.first : 'readme.txt'), 'older');
  await page.goto('/apps/file-manager');
  await expect(status(page)).toHaveText(/items?$/);
  await page.getByLabel(/^Choose a folder to upload to /).setInputFiles(top);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  for (const name of [names.first, names.second])
    await expect(uploads.locator('li').filter({ hasText: `${names.own}/${name}` })).toContainText('Uploaded');
  // Every file of the folder up (each one ends in a new listing), and the last listing landed.
  await expect(uploads.locator('li:not([data-status="done"])')).toHaveCount(0);
  await expectListSettled(page);
  await row(page, 'Uploads').dblclick();
  await expectListSettled(page);
  await row(page, names.own).dblclick();
  await expect(row(page, names.second)).toBeVisible();
  return names;
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
    // In a folder of its own: other tests add to Uploads meanwhile, and a row that moves under the
    // pointer as their items arrive would be the wrong one picked up. Its target already holds a
    // file named as the first one.
    const { target, first, second } = await workspace(page, { clash: true });

    await row(page, second).dragTo(row(page, target));
    await expect(notice(page)).toHaveText(new RegExp(`${second} moved to ${target}\\.`));
    await expect(row(page, second)).toHaveCount(0);

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

    // A name the target already has: Graph's 409, said, and nothing lost.
    await row(page, first).dragTo(row(page, target));
    await expect(
      page.getByRole('alert').filter({ hasText: `${target} already has something named ${first}` }),
    ).toBeVisible();
    await expect(row(page, first)).toBeVisible();
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

// Moving a selection (decision 092): each test works in a folder of its own inside Uploads.
test.describe('moving a selection', () => {
  const tick = (page: Page, name: string) => row(page, name).getByTestId('file-tick');
  const bar = (page: Page) => page.getByTestId('selection-bar');

  test('Move to… moves every ticked item; one refused (423) stays ticked with its reason, said to screen readers', async ({
    page,
  }) => {
    const names = await workspace(page);
    await tick(page, names.folder).check();
    await tick(page, names.first).check();
    await tick(page, names.second).check();
    await bar(page).getByRole('button', { name: 'Move to…' }).click();
    const dialog = picker(page);
    await expect(dialog.getByRole('heading', { name: 'Move 3 items to…' })).toBeVisible();
    await expect(dialog).toContainText('The selected items are already in this folder.');
    // A ticked folder cannot be opened: nothing goes into itself or below it.
    await expect(
      dialog.getByRole('button', { name: new RegExp(`${names.folder}.*the item being moved`) }),
    ).toBeDisabled();
    await dialog.getByRole('button', { name: names.target }).press('Enter');
    await expect(dialog.locator('[aria-current="location"]')).toHaveText(names.target);

    // The first PATCH (the folder, first in the list) finds it checked out.
    const patches: string[] = [];
    await page.route(
      (url) => /\/items\/[^/]+$/.test(url.pathname),
      (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        patches.push(route.request().url());
        return patches.length === 1
          ? route.fulfill({
              status: 423,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'resourceLocked', message: 'The resource is locked.' } }),
            })
          : route.continue();
      },
    );
    await dialog.getByRole('button', { name: 'Move here' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `2 moved to ${names.target}; 1 item could not be moved and stays selected.` }),
    ).toBeVisible();
    expect(patches).toHaveLength(3);
    await expect(row(page, names.first)).toHaveCount(0);
    await expect(row(page, names.second)).toHaveCount(0);
    await expect(row(page, names.folder)).toHaveAttribute('aria-selected', 'true');
    await expect(status(page)).toHaveText('1 item selected');
    await expect(page.getByTestId('move-report')).toContainText(
      // The name is isolated in the sentence (U+2068 … U+2069), as a <bdi> would.
      `\u2068${names.folder}\u2069: checked out by someone else.`,
    );

    // A click clears the ticks (the bar goes and the list moves up), then Enter opens the folder.
    await row(page, names.target).click();
    await expect(bar(page)).toHaveCount(0);
    await row(page, names.target).press('Enter');
    await expect(row(page, names.first)).toBeVisible();
    await expect(row(page, names.second)).toBeVisible();
  });

  test('dragging a ticked row onto a folder moves the whole selection', async ({ page }) => {
    const names = await workspace(page);
    await tick(page, names.first).check();
    await tick(page, names.second).check();
    // The bar is its own download: it appears above the list when it arrives, moving every row down.
    // A drag begun before that lands on the row above the one meant (it once moved a folder instead).
    await expect(status(page)).toHaveText('2 items selected');
    await expect(bar(page).getByRole('button', { name: 'Move to…' })).toBeVisible();
    await row(page, names.first).dragTo(row(page, names.target));
    await expect(notice(page)).toHaveText(new RegExp(`2 items moved to ${names.target}\\.`));
    await expect(row(page, names.first)).toHaveCount(0);
    await expect(row(page, names.second)).toHaveCount(0);
    await expect(bar(page)).toHaveCount(0);
    await row(page, names.target).dblclick();
    await expect(row(page, names.first)).toBeVisible();
    await expect(row(page, names.second)).toBeVisible();
  });

  test('from the keyboard: when every ticked item moved and the bar went, the keyboard is back in the list', async ({
    page,
  }) => {
    const names = await workspace(page);
    await tick(page, names.first).check();
    await tick(page, names.second).check();
    await bar(page).getByRole('button', { name: 'Move to…' }).press('Enter');
    const dialog = picker(page);
    await dialog.getByRole('button', { name: names.target }).press('Enter');
    await expect(dialog.locator('[aria-current="location"]')).toHaveText(names.target);
    await dialog.getByRole('button', { name: 'Move here' }).press('Enter');
    await expect(notice(page)).toHaveText(new RegExp(`2 items moved to ${names.target}\\.`));
    await expect(bar(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
    // The keys go on from there: Enter on the target opens it, with both files in it.
    await row(page, names.target).focus();
    await page.keyboard.press('Enter');
    await expect(row(page, names.first)).toBeVisible();
    await expect(row(page, names.second)).toBeVisible();
  });

  test('in Arabic at phone width: a name already taken is said per item, in Arabic, the name in its own direction', async ({
    page,
  }) => {
    // The target already has a file of the first one's name: Graph's 409 for that item.
    const names = await workspace(page, { clash: true });
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await openUploads(page);
    await row(page, names.own).dblclick();
    await expect(row(page, names.second)).toBeVisible();
    await tick(page, names.first).check();
    await tick(page, names.second).check();
    await bar(page).getByRole('button', { name: 'نقل إلى…' }).click();
    const dialog = picker(page);
    await expect(dialog.getByRole('heading', { name: 'نقل عنصرين إلى…' })).toBeVisible();
    await dialog.getByRole('button', { name: names.target }).click();
    await expect(dialog.locator('[aria-current="location"]')).toHaveText(names.target);
    await dialog.getByRole('button', { name: 'النقل إلى هنا' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'وتعذّر نقل عنصر واحد فبقي محددًا' })).toBeVisible();
    const report = page.getByTestId('move-report');
    await expect(report).toContainText('يحتوي');
    // The English name is isolated in the Arabic sentence (U+2068 … U+2069), so its dot stays on its side.
    await expect(report.locator('li')).toHaveText(new RegExp(`^\u2068${names.first.replace(/\./g, '\\.')}\u2069: `));
    await expect(row(page, names.first)).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, names.second)).toHaveCount(0);
    const box = await bar(page).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await expectNoAxeViolations(page);
  });
});

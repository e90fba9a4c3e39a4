import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Cem Client, signed in once by tests/auth.setup.ts (nobody switches his session's client).
test.use({ storageState: stateOf('Cem Client') });

const CONTOSO_SITE = 'localhost,e7a1c3b5-9d2f-4e6a-8b0c-4d5e6f7a8b92,a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5e';

const grid = (page: Page) => page.getByRole('grid', { name: /^Files in / });
const rows = (page: Page) => grid(page).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const trail = (page: Page) => page.getByRole('navigation', { name: 'Folder path' });
const status = (page: Page) => page.getByTestId('file-status');

async function openFileManager(page: Page, query = '') {
  await page.goto(`/apps/file-manager${query}`);
}

async function rowNames(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((elements) =>
    elements
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map((element) => element.querySelector('td span[dir="auto"]')?.textContent ?? ''),
  );
}

test.describe('file manager', () => {
  test('lists the library from Home: reserved folders hidden, folders first, then by name', async ({ page }) => {
    await openFileManager(page);
    await expect(trail(page).getByText('Home')).toHaveAttribute('aria-current', 'page');
    await expect(status(page)).toHaveText(/^\d+ items?$/);
    const names = await rowNames(page);
    expect(names).toEqual(expect.arrayContaining(['Contracts', 'Invoices', 'Reports', 'Uploads', 'Vendors']));
    for (const hidden of ['General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL']) expect(names).not.toContain(hidden);
    const types = await rows(page).evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-type')),
    );
    const firstDocument = types.indexOf('Document');
    if (firstDocument >= 0) expect(types.slice(firstDocument)).not.toContain('Folder');
    const folders = names.slice(0, firstDocument < 0 ? names.length : firstDocument);
    expect(folders).toEqual([...folders].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await expectNoAxeViolations(page);
  });

  test('folders open and the trail goes back; the URL keeps the folder and selection across a reload', async ({
    page,
  }) => {
    await openFileManager(page);
    await row(page, 'Contracts').dblclick();
    await expect(trail(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(trail(page).getByText('Contracts')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/folder=/);
    await expect(grid(page)).toHaveAccessibleName('Files in Contracts');

    // Keyboard: the first row takes focus, Enter opens the folder.
    await grid(page).locator('tbody tr[tabindex="0"]').focus();
    await page.keyboard.press('Enter');
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(/^20\d\d$/);
    const year = (await trail(page).locator('[aria-current="page"]').textContent()) ?? '';

    // Select a file with the arrows; its details show.
    await grid(page).locator('tbody tr[tabindex="0"]').focus();
    await page.keyboard.press('End');
    const selected = grid(page).locator('tbody tr[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const fileName = (await selected.locator('td span').first().textContent()) ?? '';
    const details = page.getByRole('complementary', { name: 'Details' });
    await expect(details.getByText(fileName, { exact: true })).toBeVisible();
    await expect(details.getByText(`Home › Contracts › ${year}`)).toBeVisible();
    // Words people use: none of Graph's ids.
    await expect(details).not.toContainText(/Item ID|Entity ID|Parent ID/);
    await expect(page).toHaveURL(/item=/);

    // A reload opens the same folder with the same trail and selection.
    await page.reload();
    await expect(trail(page).getByRole('link', { name: 'Contracts' })).toBeVisible();
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(year);
    await expect(grid(page).locator('tbody tr[aria-selected="true"]')).toContainText(fileName);

    // Backspace goes up one level; the crumb goes back to Home.
    await grid(page).locator('tbody tr[tabindex="0"]').focus();
    await page.keyboard.press('Backspace');
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText('Contracts');
    await trail(page).getByRole('link', { name: 'Home' }).click();
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText('Home');
    await expect(page).not.toHaveURL(/folder=/);

    // The browser's back button returns to the folder.
    await page.goBack();
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText('Contracts');
  });

  test('a folder above 200 items is complete; a missing modifier is left blank, not named', async ({ page }) => {
    await openFileManager(page);
    await row(page, 'Benchmarks').dblclick();
    await row(page, 'Large folder').dblclick();
    await expect(status(page)).toHaveText('450 items');
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '451');
    await expect(grid(page).getByText('No one!')).toHaveCount(0);
    await expect(grid(page).locator('tbody tr td:nth-child(4):empty').first()).toBeAttached();
    await grid(page).locator('tbody tr[tabindex="0"]').focus();
    await page.keyboard.press('End');
    await expect(grid(page).locator('tbody tr[aria-selected="true"]')).toContainText('Item 00450');
    await expect(grid(page).locator('tbody tr[aria-selected="true"]')).toBeInViewport();
  });

  test('dates and their heading fit the Modified column in each language at desktop width', async ({ page }) => {
    await openFileManager(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const language of ['en', 'tr', 'ar'] as const) {
      await chooseLanguage(page, language);
      await page.goto('/apps/file-manager');
      // The third column is Modified in every language.
      const dates = page.getByRole('grid').locator('tbody tr td:nth-child(3)');
      await expect(dates.first()).toHaveText(/[0-9٠-٩]/);
      const cut = await page
        .getByRole('grid')
        .locator('thead th:nth-child(3), tbody td:nth-child(3)')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
        );
      expect(cut, `cut off in ${language} at 1440 px`).toEqual([]);
    }
  });

  test('a token the library refuses is refreshed once and the list retried', async ({ page }) => {
    // A listing of the library, not the client logo's folder: the shell may (re)load the logo at
    // the same time (its load on the previous page can be cut short by the navigation), and it
    // must neither take the refusal nor count as a retry.
    const isListing = (url: URL | string) => {
      const text = decodeURIComponent(String(url));
      return /\/drive\/.*\/children/.test(text) && !text.includes('/PORTAL/assets/logo');
    };
    // The library answers the first listing as Graph does for an expired token.
    let refused = false;
    await page.route(isListing, (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' } }),
      });
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (isListing(url)) calls.push('list');
      else if (url.includes('/idp/token')) calls.push('token');
    });
    await page.goto('/apps/file-manager');
    // MSAL redeems its refresh token at the identity provider first: allow a busy machine.
    await expect(row(page, 'Contracts')).toBeVisible();
    // Refused, a fresh token from the identity provider, one retry. The stored sign-in's refresh
    // token is used once only (the tenant rotates it, as for any public client): when a test before
    // this one redeemed it, MSAL is refused and renews through the identity provider's session in a
    // hidden frame, a second call to it before the same single retry.
    expect(calls.join(' ')).toMatch(/^list (token ){1,2}list$/);
  });

  test("another client's library is refused with a clear message", async ({ page }) => {
    await openFileManager(page, `?site=${encodeURIComponent(CONTOSO_SITE)}`);
    await expect(page.getByRole('alert')).toContainText('You do not have access to this document library.');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(row(page, 'Contracts')).toBeVisible();
  });
});

test.describe('uploads', () => {
  const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
    // The file input is server-rendered: files set on it before the island runs fire a change
    // nobody hears (a person cannot: the chooser opens from the button, whose click is held until
    // then). The folder's item count is drawn by the island, so it is running once that shows.
    await expect(status(page)).toHaveText(/items?$/);
    await page.getByLabel(/^Choose files to upload to /).setInputFiles(files);
  }

  test('a file goes to the upload folder; a taken name asks keep both, replace or skip', async ({ page }) => {
    await openFileManager(page);
    const name = `Signed order ${unique()}.txt`;
    await upload(page, [{ name, mimeType: 'text/plain', buffer: Buffer.from('first version') }]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect(uploads.locator('li').filter({ hasText: name })).toContainText('Uploaded');

    await row(page, 'Uploads').dblclick();
    await expect(row(page, name)).toBeVisible();

    // The same name again: keep both.
    await upload(page, [{ name, mimeType: 'text/plain', buffer: Buffer.from('second version') }]);
    const dialog = page.getByRole('alertdialog', { name: `${name} already exists` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await expect(rows(page).filter({ hasText: name.replace('.txt', '') })).toHaveCount(2);

    // And again: replace keeps the count.
    await upload(page, [{ name, mimeType: 'text/plain', buffer: Buffer.from('third version, longer') }]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
    await expect(uploads.locator('li[data-status="done"]')).toHaveCount(3);
    await expect(rows(page).filter({ hasText: name.replace('.txt', '') })).toHaveCount(2);
  });

  test('a large file goes through an upload session with progress', async ({ page }) => {
    await openFileManager(page);
    const name = `Scanned archive ${unique()}.pdf`;
    await upload(page, [{ name, mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024, 7) }]);
    const item = page.getByRole('region', { name: 'Uploads' }).locator('li').filter({ hasText: name });
    await expect(item).toContainText('Uploaded');
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await row(page, 'Uploads').dblclick();
    await row(page, name).click();
    await expect(page.getByRole('complementary', { name: 'Details' })).toContainText('5 MB');
  });

  test('sizes fit their column in the longest language, at phone and desktop widths', async ({ page }) => {
    await openFileManager(page);
    // 1,000.5 KB: 'كيلوبايت' is the longest unit name of the three languages.
    const name = `Price list ${unique()}.txt`;
    await upload(page, [{ name, mimeType: 'text/plain', buffer: Buffer.alloc(1000 * 1024 + 512, 65) }]);
    await expect(page.getByRole('region', { name: 'Uploads' }).locator('li').filter({ hasText: name })).toContainText(
      'Uploaded',
    );
    await chooseLanguage(page, 'ar');
    const arabicRow = (text: string) => page.getByRole('grid').locator('tbody tr').filter({ hasText: text }).first();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/apps/file-manager');
      await arabicRow('Uploads').dblclick();
      const size = arabicRow(name).locator('td').last();
      await expect(size).toContainText('كيلوبايت');
      const fits = await size.evaluate((cell) => cell.scrollWidth <= cell.clientWidth);
      expect(fits, `the size is cut off at ${width} px`).toBe(true);
    }
  });

  test('a failed upload says so and leaves nothing behind; a retry completes it', async ({ page }) => {
    await openFileManager(page);
    const name = `Broken link ${unique()}.txt`;
    let cut = true;
    await page.route('**/drive/items/**/content**', (route) =>
      cut ? route.abort('connectionreset') : route.continue(),
    );
    await upload(page, [{ name, mimeType: 'text/plain', buffer: Buffer.from('will fail') }]);
    const item = page.getByRole('region', { name: 'Uploads' }).locator('li').filter({ hasText: name });
    await expect(item.getByRole('alert')).toHaveText(
      `${name} was not uploaded: the connection failed. Nothing was saved; try again.`,
    );
    await row(page, 'Uploads').dblclick();
    await expect(status(page)).toHaveText(/items?$/);
    await expect(row(page, name)).toHaveCount(0);

    cut = false;
    await item.getByRole('button', { name: `Retry upload of ${name}` }).click();
    await expect(item).toContainText('Uploaded');
    await expect(row(page, name)).toBeVisible();
  });

  test('a name the library refuses fails at once with a clear message', async ({ page }) => {
    await openFileManager(page);
    await upload(page, [{ name: 'Q3: plan?.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(page.getByRole('region', { name: 'Uploads' }).getByRole('alert')).toContainText(
      'Q3: plan?.txt has a character the library does not accept',
    );
  });
});

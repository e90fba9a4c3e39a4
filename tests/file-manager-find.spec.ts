import { stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Finding a document: search over the library, and the list's order. Cem Client, Northwind.
test.use({ storageState: stateOf('Cem Client') });

const grid = (page: Page) => page.getByRole('grid');
const rows = (page: Page) => grid(page).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name }).first();
const status = (page: Page) => page.getByTestId('file-status');
const results = (page: Page) => page.getByTestId('search-results').locator('li');

async function rowNames(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((elements) =>
    elements
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map((element) => element.querySelector('td span[dir="auto"]')?.textContent ?? ''),
  );
}

test.describe('search in the library', () => {
  test('finds words inside documents, shows their folder, keeps the query in the URL and opens in place', async ({
    page,
  }) => {
    await page.goto('/apps/file-manager');
    await expect(status(page)).toHaveText(/items?$/);
    const field = page.getByRole('searchbox', { name: 'Search the library' });
    await field.fill('termination notice');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=termination\+notice/);
    await expect(status(page)).toHaveText(/^\d+ results? for “termination notice”$/);
    const count = await results(page).count();
    expect(count).toBeGreaterThan(0);
    // The words are in the text, not the names; each result names its folder.
    const first = results(page).first();
    await expect(first.getByTestId('result-path')).toHaveText(/Home › Contracts › \d{4}$/);
    const name = (await first.getByTestId('result-name').textContent()) ?? '';
    const year = /(\d{4})$/.exec((await first.getByTestId('result-path').textContent()) ?? '')?.[1] ?? '';
    await expectNoAxeViolations(page);

    // A reload keeps the search.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search the library' })).toHaveValue('termination notice');
    await expect(results(page)).toHaveCount(count);

    // Opening a result opens its folder with the document selected; Back returns to the results.
    await results(page).filter({ hasText: name }).first().getByRole('button').click();
    await expect(page.getByRole('navigation', { name: 'Folder path' }).locator('[aria-current="page"]')).toHaveText(
      year,
    );
    await expect(grid(page).locator('tbody tr[aria-selected="true"]')).toContainText(name);
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page).toHaveURL(/item=/);
    await page.goBack();
    await expect(results(page)).toHaveCount(count);
  });

  test("keeps the portal's reserved folders out, says when nothing matches, and Escape goes back", async ({ page }) => {
    await page.goto('/apps/file-manager?q=invoice%20extract');
    // Graph finds INVOICE_INTEL/Invoice extract.csv; the portal does not show it.
    await expect(status(page)).toHaveText(/results? for “invoice extract”$/);
    await expect(page.getByTestId('search-results').getByText('INVOICE_INTEL')).toHaveCount(0);

    const field = page.getByRole('searchbox', { name: 'Search the library' });
    await field.fill('zzqx nothing here');
    await expect(page.getByText('Nothing in the library matches “zzqx nothing here”.')).toBeVisible();
    await expect(page).toHaveURL(/q=zzqx\+nothing\+here/);
    await field.press('Escape');
    await expect(status(page)).toHaveText(/items?$/);
    await expect(row(page, 'Contracts')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]q=/);
  });

  test('a busy library says so in place, and the search can be tried again', async ({ page }) => {
    let busy = true;
    await page.route(
      (url) => decodeURIComponent(url.href).includes('/search('),
      (route) =>
        busy
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'serviceNotAvailable', message: 'Unavailable' } }),
            })
          : route.continue(),
    );
    await page.goto('/apps/file-manager?q=termination');
    await expect(page.getByRole('alert')).toContainText('The search could not be done');
    busy = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(status(page)).toHaveText(/results? for “termination”$/);
  });

  test('in Arabic at phone width: the English names and folders keep their own direction', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/apps/file-manager?q=termination%20notice');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = results(page).first();
    await expect(first.getByTestId('result-path')).toContainText('الرئيسية');
    await expect(first.getByTestId('result-name')).toHaveAttribute('dir', 'auto');
    await expect(first.getByTestId('result-path').locator('bdi').nth(1)).toHaveText('Contracts');
    await expect(status(page)).toContainText('«termination notice»');
    // Nothing spills sideways at 390 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('sorting the list', () => {
  test('sorts by name either way and by date from the heading or the choice, kept in the URL across a reload', async ({
    page,
  }) => {
    await page.goto('/apps/file-manager');
    await row(page, 'Contracts').dblclick();
    await expect(status(page)).toHaveText(/items?$/);
    const choice = page.getByRole('combobox', { name: 'Sort by' });

    await choice.selectOption({ label: 'Name, Z to A' });
    await expect(page).toHaveURL(/sort=name&order=desc/);
    await expect(grid(page).getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = await rowNames(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));

    // The heading turns the order round; the choice follows.
    await grid(page).getByRole('columnheader', { name: 'Name', exact: true }).getByRole('button').click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(choice).toHaveValue('name_asc');

    // A reload keeps the order.
    await choice.selectOption({ label: 'Modified, newest first' });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('modified_desc');
    await expect(grid(page).getByRole('columnheader', { name: 'Modified', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('the 450-item folder is sorted as a whole, not page by page', async ({ page }) => {
    await page.goto('/apps/file-manager?sort=name&order=desc');
    await row(page, 'Benchmarks').dblclick();
    await row(page, 'Large folder').dblclick();
    await expect(status(page)).toHaveText('450 items');
    // The last item of the folder (on Graph's third page) comes first.
    await expect(rows(page).first()).toContainText('Item 00450');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name_asc');
    await expect(rows(page).first()).toContainText('Item 00001');
    await expect(page).not.toHaveURL(/sort=/);
  });

  test('before the library opens, the order and the search field wait, then work', async ({ browser, page }) => {
    // The server's HTML alone, as a person sees it before the page's script runs: a choice made
    // there would be heard by nothing (and reset when the library opens from the address).
    const context = await browser.newContext({ storageState: stateOf('Cem Client'), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/apps/file-manager');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
      await expect(page.getByRole('searchbox', { name: 'Search the library' })).toBeDisabled();
    } finally {
      await context.close();
    }
    await page.goto('/apps/file-manager');
    await expect(status(page)).toHaveText(/items?$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeEnabled();
    await expect(page.getByRole('searchbox', { name: 'Search the library' })).toBeEnabled();
  });

  test('in Arabic at phone width the order is chosen from the list above it', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/apps/file-manager');
    const choice = page.getByRole('combobox', { name: 'الترتيب حسب' });
    await choice.selectOption('name_desc');
    await expect(page).toHaveURL(/sort=name&order=desc/);
    const names = await rowNames(page);
    const folders = await rows(page).evaluateAll(
      (elements) => elements.filter((element) => element.getAttribute('data-type') === 'Folder').length,
    );
    const folderNames = names.slice(0, folders);
    expect(folderNames).toEqual([...folderNames].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import type { Page, Request } from '@playwright/test';
import { expect, test } from './faults.ts';
import { chooseLanguage, requestsOf, sentAt } from './helpers.ts';

// The file manager when Microsoft Graph's stand-in fails (packages/local-tenant/src/faults.ts):
// a message where the files would be, a retry where one helps, and the files again once the fault
// is cleared, without a reload. Each test starts signed in (tests/faults.ts signs in once, with no
// fault on: the sign-in itself needs Graph's stand-in).
test.use({ storageState: ({ adaSignedIn }, use) => use(adaSignedIn) });

const grid = (page: Page) => page.getByRole('grid');
const fileManager = (page: Page) => page.getByTestId('file-manager');
const message = (page: Page) => fileManager(page).getByRole('alert');
/** The message where the files would be, word for word (the alert also holds its buttons). */
async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(message(page).getByText(text, { exact: true })).toBeVisible();
}
const retry = (page: Page) => fileManager(page).getByRole('button', { name: 'Try again' });

/** Home's listing is back: its folders show and no message is left. */
async function expectFiles(page: Page): Promise<void> {
  await expect(grid(page).locator('tbody tr').filter({ hasText: 'Contracts' })).toBeVisible();
  await expect(message(page)).toBeHidden();
  await expect(page.getByTestId('file-status')).toHaveText(/^\d+ items?$/);
}

/**
 * Opens the file manager (before any fault) and waits for its listing, so that no request of a
 * page still starting is counted under the fault.
 */
async function openFiles(page: Page): Promise<void> {
  await page.goto('/apps/file-manager');
  await expectFiles(page);
}

/** Graph's listing of a folder, as the browser sends it. */
const isListing = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/children');

/** The page's asks to Graph for a listing. */
const listingsOf = (page: Page) => requestsOf(page, isListing);

test.describe('file manager under Graph faults', () => {
  test('Graph down: says the library cannot be reached, and Try again lists the files once it is up', async ({
    page,
    faults,
  }) => {
    await openFiles(page);
    await faults.set('graph:down');
    await page.goto('/apps/file-manager');
    await expectMessage(page, 'The document library could not be reached. Check your connection and try again.');
    await expect(grid(page)).toBeHidden();

    // Still down: the retry fails the same way, with the same words.
    const listed = listingsOf(page);
    await retry(page).click();
    await expect.poll(() => listed.length).toBe(1);
    await expectMessage(page, 'The document library could not be reached. Check your connection and try again.');

    await faults.clear();
    await retry(page).click();
    await expectFiles(page);
  });

  test('Graph slow: the loading state shows, then the files', async ({ page, faults }) => {
    await openFiles(page);
    await faults.set('graph:slow=2500');
    await page.goto('/apps/file-manager');
    await expect(page.getByTestId('file-status')).toHaveText('Loading files…');
    await expect(fileManager(page).getByRole('status', { name: 'Loading files…' })).toBeVisible();
    // The slow answer comes: the files show without any retry.
    await expectFiles(page);
  });

  test('Graph 500: says the library had a problem; Try again lists the files once it is fixed', async ({
    page,
    faults,
  }) => {
    await openFiles(page);
    await faults.set('graph:500');
    await page.goto('/apps/file-manager');
    await expectMessage(page, "The document library had a problem on Microsoft's side. Try again in a moment.");
    await expect(retry(page)).toBeVisible();
    await faults.clear();
    await retry(page).click();
    await expectFiles(page);
  });

  test('Graph 500 in Arabic: the message and the retry are in Arabic', async ({ page, faults }) => {
    await openFiles(page);
    await chooseLanguage(page, 'ar');
    await faults.set('graph:500');
    await page.goto('/apps/file-manager');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectMessage(page, 'حدثت مشكلة في مكتبة المستندات من جهة Microsoft. أعد المحاولة بعد قليل.');
    await faults.clear();
    await fileManager(page).getByRole('button', { name: 'أعد المحاولة' }).click();
    await expect(grid(page).locator('tbody tr').filter({ hasText: 'Contracts' })).toBeVisible();
    await expect(message(page)).toBeHidden();
  });

  test("Graph 429: counts down Graph's Retry-After, asks again once by itself, then offers Try again", async ({
    page,
    faults,
  }) => {
    await openFiles(page);
    await faults.set('graph:429=2');
    const listed = listingsOf(page);
    await page.goto('/apps/file-manager');
    await expect(
      fileManager(page).getByText(/^The document library is busy\. Trying again in [12] seconds?…$/),
    ).toBeVisible();
    // Still busy after the wait: the user decides.
    await expectMessage(page, 'The document library is busy right now. Wait a moment, then try again.');
    expect(listed).toHaveLength(2);
    // The second request waited the 2 s Graph asked for.
    expect(sentAt(listed[1]) - sentAt(listed[0])).toBeGreaterThanOrEqual(2000);

    // Try again honours the last Retry-After too; the fault clears while it counts down, and the
    // files come by themselves.
    await retry(page).click();
    await expect(
      fileManager(page).getByText(/^The document library is busy\. Trying again in [12] seconds?…$/),
    ).toBeVisible();
    await faults.clear();
    await expectFiles(page);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(sentAt(listed[2]) - sentAt(listed[1])).toBeGreaterThanOrEqual(2000);
  });

  test('Graph 401: the token is renewed once and the listing asked again, then a message and Try again', async ({
    page,
    faults,
  }) => {
    await openFiles(page);
    await faults.set('graph:401');
    // The bearer of each listing request, and the identity provider's token answers.
    const bearers: string[] = [];
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (isListing(request)) bearers.push(request.headers()['authorization'] ?? '');
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/token'))
        renewals.push(request.url());
    });
    await page.goto('/apps/file-manager');
    await expectMessage(
      page,
      'Microsoft did not accept your sign-in for the document library, even after renewing it. Try again; if it keeps happening, sign out and sign in again.',
    );
    // The refused token, then a fresh one from the identity provider, refused too.
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    expect(new Set(bearers).size).toBeGreaterThanOrEqual(2);

    await faults.clear();
    await retry(page).click();
    await expectFiles(page);
  });

  test('an upload under a Graph fault fails with its reason, and its retry sends it once Graph is back', async ({
    page,
    faults,
  }) => {
    await openFiles(page);
    await faults.set('graph:500');
    const name = `fault-${Date.now()}.txt`;
    await page
      .getByLabel(/^Choose files to upload to /)
      .setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('sent under a fault') }]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    const item = uploads.locator('li').filter({ hasText: name });
    await expect(item.getByRole('alert')).toHaveText(
      `${name} was not uploaded: the document library had a problem on Microsoft's side. Nothing was saved; try again.`,
    );
    await faults.clear();
    await item.getByRole('button', { name: `Retry upload of ${name}` }).click();
    await expect(item).toContainText('Uploaded');
  });
});

test.describe('contract register under Graph faults', () => {
  const rows = (page: Page) => page.locator('[data-register-table] tbody tr');
  /**
   * The register listed anew at its next request: staff save a contract's facts as they are (an edit
   * through the portal makes every kept listing stale, decisions 083 and 132). Before the fault:
   * the edit itself reads and writes the library.
   */
  async function forgetTheListing(page: Page): Promise<void> {
    const id = (await rows(page).first().getAttribute('data-contract-id')) ?? '';
    const edited = await page.request.patch(`/api/contracts/facts/${encodeURIComponent(id)}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { fields: {}, eTag: null },
    });
    expect(edited.status()).toBe(200);
  }
  const failure = (page: Page) => page.locator('[data-register-failure]');

  test('Graph 500: says the contracts could not be read, and Try again shows them once it is fixed', async ({
    page,
    faults,
  }) => {
    // The deep link makes Northwind the active client and lists its register before any fault.
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1001');
    await expect(rows(page).first()).toBeVisible();
    const address = '/apps/dashboards/contractlocker?status=Active';
    await forgetTheListing(page);
    await faults.set('graph:500');
    await page.goto(address);
    await expect(failure(page)).toHaveRole('alert');
    await expect(failure(page)).toContainText('The contract library could not be read. Try again in a moment.');
    await expect(rows(page)).toHaveCount(0);
    await faults.clear();
    await failure(page).getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/apps\/dashboards\/contractlocker\?status=Active$/);
    await expect(rows(page).first()).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
  });

  test('Graph 429: says how long to wait, in Arabic too', async ({ page, faults }) => {
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1001');
    await expect(rows(page).first()).toBeVisible();
    await forgetTheListing(page);
    await faults.set('graph:429');
    await page.reload();
    await expect(failure(page)).toContainText(/^The contract library is busy\. Try again in \d+ seconds?\./);
    await chooseLanguage(page, 'ar');
    await page.reload();
    await expect(failure(page)).toContainText('أعد المحاولة');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await faults.clear();
  });
});

test.describe('the Overview under Graph faults', () => {
  test('the register failing says so in its widgets with Try again, and the spend still shows', async ({
    page,
    faults,
  }) => {
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1001');
    await page.goto('/apps/dashboards/project');
    // The invoice extract is read and kept for a minute; the register is listed.
    await expect(page.locator('[data-widget="overview-spend"] [data-period="month"]')).toBeVisible();
    // Staff save a contract's facts as they are: the kept register is listed anew (decision 132).
    const locker = await page.request.get('/apps/dashboards/contractlocker');
    const id = /data-contract-id="([^"]+)"/.exec(await locker.text())?.[1] ?? '';
    const edited = await page.request.patch(`/api/contracts/facts/${encodeURIComponent(id)}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { fields: {}, eTag: null },
    });
    expect(edited.status()).toBe(200);
    await faults.set('graph:500');
    await page.goto('/apps/dashboards/project');
    const notices = page.locator('[data-widget="overview-notices"]');
    await expect(notices.getByRole('alert')).toContainText('This could not be loaded just now.');
    // An unknown figure is never a zero: no count is shown.
    await expect(notices.locator('[data-notice]')).toHaveCount(0);
    await expect(page.locator('[data-widget="overview-spend"] [data-period="month"]')).toBeVisible();
    await faults.clear();
    await notices.getByRole('link', { name: 'Try again' }).click();
    await expect(notices.locator('[data-notice="within90"]')).toBeVisible();
  });
});

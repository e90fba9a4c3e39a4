import { readFile } from 'node:fs/promises';
import { signInAs, stateOf } from './auth.ts';
import { expect, type Page, test } from './test.ts';

// Saved views, links to a view, the report's language, the phone layout and exports (decision 079).
// Cem Client (Northwind Traders), signed in once by tests/auth.setup.ts; his views are kept by the
// portal's server, so each test names its views apart and deletes what it made.
test.use({ storageState: stateOf('Cem Client') });
test.describe.configure({ timeout: 240_000 });

const invoice = { path: '/apps/reports/invoice-intel', title: 'Invoice Intelligence' };
const vendor = { path: '/apps/reports/vendor-intel', title: 'Vendor Intelligence' };
type Report = typeof invoice;

function reportOf(page: Page, report: Report = invoice) {
  const section = `section[data-report="${report === invoice ? 'InvoiceIntel' : 'VendorIntel'}"]`;
  return {
    section: page.locator(section),
    // By its place, not its title: the title is in the page's language.
    frame: page.frameLocator(`${section} iframe`),
    views: page.getByRole('combobox', { name: 'Saved views' }),
    pages: page.getByRole('group', { name: 'Report pages' }),
  };
}

async function openReport(page: Page, report: Report = invoice, path = report.path) {
  await page.goto(path);
  const { section } = reportOf(page, report);
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  await expect(page.locator('[data-views-ready="true"]')).toBeVisible();
}

/** Sets the report's own slicers (inside its frame), as a person would. */
async function filter(page: Page, status: string, period: string, report: Report = invoice) {
  const { frame } = reportOf(page, report);
  await frame.getByLabel('Status', { exact: true }).selectOption(status);
  await expect(frame.getByLabel('Status', { exact: true })).toHaveValue(status);
  await frame.getByLabel('Period', { exact: true }).selectOption(period);
  await expect(frame.getByLabel('Period', { exact: true })).toHaveValue(period);
}

async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('textbox', { name: 'Name of the view' }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `View “${name}” saved.` })).toBeVisible();
}

/** The bookmark state the local report host writes (packages/local-tenant/src/reports/view-state.ts). */
function hostState(reportId: string, page: string, status: string | null, months: number): string {
  return Buffer.from(JSON.stringify({ v: 1, r: reportId, p: page, f: { s: status, m: months } })).toString('base64url');
}
const INVOICE_ID = '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70';
const VENDOR_ID = '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19';

test('a view is saved with its page and filters, applied again after a reload, renamed and deleted', async ({
  page,
}) => {
  await openReport(page);
  const { frame, views, pages } = reportOf(page);
  await pages.getByRole('button', { name: 'Top invoices' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Top invoices');
  await filter(page, 'Overdue', '6');
  await expect(frame.getByRole('table').getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(0);
  const name = `Overdue, last 6 months ${test.info().workerIndex}-${Date.now()}`;
  await saveView(page, name);

  // Another visit starts on the first page without filters; the saved view brings both back.
  await openReport(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Overview');
  await expect(frame.getByLabel('Status', { exact: true })).toHaveValue('');
  await views.selectOption({ label: name });
  await expect(page.getByRole('status').filter({ hasText: `View “${name}” applied.` })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Top invoices');
  await expect(frame.getByLabel('Status', { exact: true })).toHaveValue('Overdue');
  await expect(frame.getByLabel('Period', { exact: true })).toHaveValue('6');
  await expect(pages.getByRole('button', { name: 'Top invoices' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Rename view' }).click();
  await page.getByRole('textbox', { name: 'Name of the view' }).fill(`${name} (renamed)`);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(views.locator('option', { hasText: `${name} (renamed)` })).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete view' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toBeVisible();
  await expect(views.locator('option', { hasText: name })).toHaveCount(0);
});

test('Copy link gives a link that opens the same page and filters, also through sign-in', async ({ page, browser }) => {
  await openReport(page);
  const { frame } = reportOf(page);
  await reportOf(page).pages.getByRole('button', { name: 'Vendors and categories' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Vendors and categories');
  await filter(page, 'Disputed', '12');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/apps\/reports\/invoice-intel\?client=1001&view=[\w-]+$/);

  // A colleague's browser, signed out: the link leads through sign-in and then shows the view.
  // An empty state: the test's own use options would otherwise sign the new context in as Cem.
  const colleague = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const other = await colleague.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/login\?redirect=/);
    await signInAs(other, 'Cem Client', other.url());
    await expect(other).toHaveURL(link);
    const opened = reportOf(other);
    await expect(opened.section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
    await expect(other.getByRole('status').filter({ hasText: 'The view of the link is shown.' })).toBeVisible();
    await expect(opened.frame.getByRole('heading', { level: 1 })).toHaveText(
      'Invoice Intelligence: Vendors and categories',
    );
    await expect(opened.frame.getByLabel('Status', { exact: true })).toHaveValue('Disputed');
    await expect(opened.frame.getByLabel('Period', { exact: true })).toHaveValue('12');
  } finally {
    await colleague.close();
  }
});

test("a link to another client's view opens nothing of it, and shared views are the provider's staff's", async ({
  page,
}) => {
  // Contoso Bank (1003) is not Cem's: the page says so, and shows his own client as it starts.
  await openReport(
    page,
    invoice,
    `${invoice.path}?client=1003&view=${hostState(INVOICE_ID, 'top-invoices', 'Paid', 6)}`,
  );
  const { frame } = reportOf(page);
  await expect(page.getByRole('alert')).toContainText("another client's report");
  await expect(frame.getByText('Northwind Traders')).toBeVisible();
  await expect(frame.getByText('Contoso Bank')).toHaveCount(0);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Overview');
  await expect(frame.getByLabel('Status', { exact: true })).toHaveValue('');

  // A client user cannot publish a shared view, neither from the page nor through the API.
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('checkbox', { name: 'Share with everyone at this client' })).toHaveCount(0);
  const refused = await page.request.post('/api/report-views/InvoiceIntel', {
    data: { name: 'For everyone', state: hostState(INVOICE_ID, 'overview', null, 24), page: 'overview', shared: true },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('sharedViewsForStaff');
});

test.describe('provider staff', () => {
  test.use({ storageState: stateOf('Ada Admin') });

  test('publish a view for everyone of the active client, and may remove it', async ({ page }) => {
    await openReport(page, vendor);
    await filter(page, 'Pending', '12', vendor);
    await page.getByRole('button', { name: 'Save view' }).click();
    const name = `Pending, for the team ${test.info().workerIndex}-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name of the view' }).fill(name);
    await page.getByRole('checkbox', { name: 'Share with everyone at this client' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const { views } = reportOf(page, vendor);
    await expect(views.locator('optgroup[label="Shared with this client"] option', { hasText: name })).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete view' }).click();
    await expect(views.locator('option', { hasText: name })).toHaveCount(0);
  });
});

test('a saved view whose page is gone, or a bookmark of another report, says so in place', async ({ page }) => {
  const saved: string[] = [];
  for (const [name, state] of [
    ['Old page', hostState(INVOICE_ID, 'old-page', null, 24)],
    ['From the vendor report', hostState(VENDOR_ID, 'share', null, 24)],
  ] as const) {
    const answer = await page.request.post('/api/report-views/InvoiceIntel', {
      data: { name: `${name} ${Date.now()}`, state, page: 'x', shared: false },
    });
    expect(answer.status()).toBe(201);
    saved.push((await answer.json()).id);
  }
  try {
    await openReport(page);
    const { views, frame } = reportOf(page);
    await views.selectOption(saved[0] ?? '');
    await expect(page.getByRole('alert')).toHaveText(
      'This view shows a page the report no longer has. Choose another view, or delete this one.',
    );
    await views.selectOption(saved[1] ?? '');
    await expect(page.getByRole('alert')).toHaveText('This view was saved in another report and cannot be shown here.');
    // The report itself is untouched.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Overview');
  } finally {
    for (const id of saved) await page.request.delete(`/api/report-views/InvoiceIntel/${id}`);
  }
});

test('export to PDF: progress, then a file with the page and filters in its text', async ({ page }) => {
  const { extractText } = await import('@client-portal/local-tenant/testing');
  await openReport(page);
  await reportOf(page).pages.getByRole('button', { name: 'Top invoices' }).click();
  await expect(reportOf(page).frame.getByRole('heading', { level: 1 })).toHaveText(
    'Invoice Intelligence: Top invoices',
  );
  await filter(page, 'Approved', '12');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = extractText('export.pdf', await readFile((await download.path()) ?? '')).join('\n');
  expect(text).toContain('Invoice Intelligence: Top invoices');
  expect(text).toContain('Northwind Traders');
  expect(text).toContain('Filters: status Approved; period the last 12 months');
  expect(text).toMatch(/INV-1001-\d+ .* Approved/);
  expect(text).not.toMatch(/INV-1001-\d+ .* Paid$/m);
  await expect(page.getByRole('status').filter({ hasText: 'The export is ready' })).toBeVisible();
});

test('an export can be cancelled, says when it failed, and gives up when it takes too long', async ({ page }) => {
  await page.clock.install();
  await openReport(page);
  // The job never finishes: it runs until the person cancels it.
  let cancelled = 0;
  await page.route('**/api/PowerBiToken/exports/*', async (route) => {
    if (route.request().method() === 'DELETE') {
      cancelled += 1;
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({
      status: 202,
      headers: { 'retry-after': '1' },
      json: { id: '00000000-0000-4000-8000-000000000001', status: 'Running', percentComplete: 40 },
    });
  });
  await page.getByRole('button', { name: 'Export to PowerPoint' }).click();
  await expect(page.locator('[data-export-progress="40"]')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The export was cancelled.' })).toBeVisible();
  await expect.poll(() => cancelled).toBe(1);

  // The reports API fails the job.
  await page.unroute('**/api/PowerBiToken/exports/*');
  await page.route('**/api/PowerBiToken/report/InvoiceIntel/xref/1001/ExportTo', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'serviceError', message: 'Rendering failed on our side.' } },
    }),
  );
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await expect(page.getByRole('alert')).toHaveText('The export failed: Rendering failed on our side.');

  // The start of the job never answers: past the limit, the page gives up on it.
  await page.unroute('**/api/PowerBiToken/report/InvoiceIntel/xref/1001/ExportTo');
  await page.route('**/api/PowerBiToken/report/InvoiceIntel/xref/1001/ExportTo', () => {});
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.clock.fastForward(300_000);
  await expect(page.getByRole('alert')).toHaveText('The export took too long and was cancelled. Try again later.');
  await expect(page.getByRole('button', { name: 'Export to PDF' })).toBeEnabled();
});

test('the report speaks the portal language: Arabic digits after switching to Arabic', async ({ page, context }) => {
  await openReport(page, vendor);
  const { frame } = reportOf(page, vendor);
  await expect(frame.locator('.kpi dd').first()).toHaveText(/^[\d,]+$/);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en-US');
  // The language menu keeps the choice and reloads the page; the cookie it writes does the same here
  // without changing Cem's saved language under other suites.
  await context.addCookies([{ name: 'portal-lang', value: 'ar', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(reportOf(page, vendor).section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar-SA');
  await expect(frame.locator('.kpi dd').first()).toHaveText(/^[٠-٩٬]+$/);
  // The report's page names, in its Arabic translation, isolated in the toolbar as the report's own words.
  await expect(page.getByRole('group', { name: 'صفحات التقرير' }).locator('bdi').first()).toHaveText('التركّز');
  await expect(page.getByRole('button', { name: 'حفظ طريقة العرض' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the report embeds with the mobile portrait layout, and turning the phone keeps it', async ({ page }) => {
    await openReport(page);
    const { frame } = reportOf(page);
    await expect(frame.locator('html')).toHaveAttribute('data-layout', 'mobile-portrait');
    const iframe = page.locator('section[data-report="InvoiceIntel"] iframe');
    await iframe.evaluate((element) => element.setAttribute('data-first', 'yes'));
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(frame.locator('html')).toHaveAttribute('data-layout', 'mobile-landscape');
    // The same frame, still drawn: no new embed, no blank report.
    await expect(iframe).toHaveAttribute('data-first', 'yes');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Overview');
    await expect(frame.locator('canvas').first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(frame.locator('html')).toHaveAttribute('data-layout', 'mobile-portrait');
    await expect(frame.locator('canvas').first()).toBeVisible();
  });
});

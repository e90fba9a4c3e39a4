import { signedInAs, stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Cem Client, signed in once by tests/auth.setup.ts; the test that switches the client signs in
// itself, since switching changes the server session it is part of.
test.use({ storageState: stateOf('Cem Client') });
// A report loads a portal island, MSAL, powerbi-client and a report host with its charts: on a
// busy shared machine that takes a while, so these tests get twice the default time.
test.describe.configure({ timeout: 240_000 });

const reports = {
  InvoiceIntel: { path: '/apps/reports/invoice-intel', title: 'Invoice Intelligence' },
  VendorIntel: { path: '/apps/reports/vendor-intel', title: 'Vendor Intelligence' },
} as const;

function reportOf(page: Page, name: keyof typeof reports) {
  const section = page.locator(`section[data-report="${name}"]`);
  const frame = page.frameLocator(`iframe[title="${reports[name].title}"]`);
  return { section, frame };
}

async function expectRendered(page: Page, name: keyof typeof reports) {
  const { section } = reportOf(page, name);
  await expect(section).toHaveAttribute('data-status', 'succeeded', { timeout: 60_000 });
  await expect(section).toHaveAttribute('data-rendered', 'true', { timeout: 60_000 });
}

test('a client user sees both reports load and render, with their pages', async ({ page }) => {
  await page.goto(reports.InvoiceIntel.path);
  await expectRendered(page, 'InvoiceIntel');
  const invoice = reportOf(page, 'InvoiceIntel');
  await expect(invoice.frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Overview');
  await expect(invoice.frame.getByText('Northwind Traders')).toBeVisible();
  await expect(invoice.frame.getByText('Total spend')).toBeVisible();
  const pages = page.getByRole('group', { name: 'Report pages' });
  await expect(pages.getByRole('button')).toHaveText(['Overview', 'Vendors and categories', 'Top invoices']);
  await expect(pages.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Vendor Intelligence' }).first().click();
  await expect(page).toHaveURL(/\/apps\/reports\/vendor-intel$/);
  await expectRendered(page, 'VendorIntel');
  const vendor = reportOf(page, 'VendorIntel');
  await expect(vendor.frame.getByRole('heading', { level: 1 })).toHaveText('Vendor Intelligence: Concentration');
  await expect(pages.getByRole('button')).toHaveText(['Concentration', 'Spend share', 'New vs recurring']);
});

test('page switching, print and fullscreen work from the report toolbar', async ({ page }) => {
  await page.goto(reports.InvoiceIntel.path);
  await expectRendered(page, 'InvoiceIntel');
  const { frame } = reportOf(page, 'InvoiceIntel');
  const pages = page.getByRole('group', { name: 'Report pages' });

  await pages.getByRole('button', { name: 'Top invoices' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Invoice Intelligence: Top invoices');
  await expect(frame.getByRole('table', { name: 'The 20 largest invoices' }).getByRole('row')).toHaveCount(21);
  await expect(pages.getByRole('button', { name: 'Top invoices' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pages.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-pressed', 'false');

  // print() reaches the report host, which opens the browser's print dialog in its frame.
  const host = page.frames().find((candidate) => candidate.url().includes('/powerbi/reportEmbed'));
  expect(host).toBeDefined();
  await host?.evaluate(() => {
    (window as Window & { printed?: number }).printed = 0;
    window.print = () => {
      (window as Window & { printed?: number }).printed = ((window as Window & { printed?: number }).printed ?? 0) + 1;
    };
  });
  await page.getByRole('button', { name: 'Print the report' }).click();
  await expect.poll(() => host?.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

  const fullscreen = page.getByRole('button', { name: 'Show the report in full screen' });
  await expect(fullscreen).toBeVisible();
  await expect(fullscreen).toBeEnabled();
  await expect(page.locator(`iframe[title="Invoice Intelligence"]`)).toHaveAttribute('allowfullscreen', 'true');
});

test('in Arabic at phone width: the report speaks Arabic, its pages scroll to the one shown, its actions are one menu', async ({
  page,
}) => {
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(reports.InvoiceIntel.path);
  await expectRendered(page, 'InvoiceIntel');
  // The report's own texts in the culture of its language: captions, labels, slicers, values.
  const frame = page.frameLocator('section[data-report="InvoiceIntel"] iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('تحليلات الفواتير: نظرة عامة');
  await expect(frame.getByText('إجمالي الإنفاق')).toBeVisible();
  const status = frame.getByRole('combobox', { name: 'الحالة', exact: true });
  await expect(status.locator('option[value=""]')).toHaveText('كل الحالات');
  await expect(status.locator('option[value="Disputed"]')).toHaveText('متنازع عليها');
  const pages = page.getByRole('group', { name: 'صفحات التقرير' });
  await expect(pages.getByRole('button')).toHaveText(['نظرة عامة', 'الموردون والفئات', 'أكبر الفواتير']);

  // The last page chosen while the strip shows its start (a click that does not scroll it):
  // the strip scrolls until the page shown is whole in it.
  const last = pages.getByRole('button', { name: 'أكبر الفواتير' });
  // The pages do not all fit a phone's strip: it scrolls.
  expect(await pages.evaluate((strip) => strip.scrollWidth - strip.clientWidth)).toBeGreaterThan(0);
  await pages.evaluate((strip) => {
    strip.scrollLeft = 0;
    (strip.querySelector('button:last-of-type') as HTMLButtonElement).click();
  });
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expectRendered(page, 'InvoiceIntel');
  await expect
    .poll(() =>
      last.evaluate((button) => {
        const [strip, box] = [
          (button.parentElement as HTMLElement).getBoundingClientRect(),
          button.getBoundingClientRect(),
        ];
        return box.left >= strip.left && box.right <= strip.right;
      }),
    )
    .toBe(true);

  // One menu for every action; the buttons of a wide screen are put away.
  await expect(page.getByRole('button', { name: 'عرض التقرير بملء الشاشة' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'تصدير إلى PDF' })).toBeHidden();
  await page.getByRole('button', { name: 'إجراءات التقرير' }).click();
  const menu = page.getByRole('menu', { name: 'إجراءات التقرير' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'حفظ طريقة العرض',
    'إعادة تسمية طريقة العرض',
    'حذف طريقة العرض',
    'نسخ الرابط',
    'تصدير إلى PDF',
    'تصدير إلى PowerPoint',
    'عرض التقرير بملء الشاشة',
    'طباعة التقرير',
    'إعادة تحميل التقرير',
  ]);
  await menu.getByRole('menuitem', { name: 'حفظ طريقة العرض' }).click();
  await expect(page.getByRole('textbox', { name: 'اسم طريقة العرض' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a failure of the reports API shows its message and the status failed', async ({ page }) => {
  await page.route('**/api/PowerBiToken/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'serviceUnavailable', message: 'The reports service is down.' } }),
    }),
  );
  await page.goto(reports.VendorIntel.path);
  const { section } = reportOf(page, 'VendorIntel');
  await expect(section).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  // A server error is worded by the portal, in the page's language (tests/faults-reports.spec.ts).
  await expect(section.getByRole('alert')).toContainText(
    'The report service ran into a problem on its side. Please try again in a moment.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Loading the report' })).toHaveCount(0);

  // Reload asks again, and succeeds once the service is back.
  await page.unroute('**/api/PowerBiToken/**');
  await page.getByRole('button', { name: 'Reload the report' }).click();
  await expectRendered(page, 'VendorIntel');
  await expect(section.getByRole('alert')).toHaveCount(0);
});

test("another client's xref is refused", async ({ page }) => {
  // Cem may see Northwind (1001) only: ask for Contoso Bank's (1003) report in his name.
  await page.route('**/api/PowerBiToken/report/InvoiceIntel/xref/1001', (route) =>
    route.continue({ url: route.request().url().replace('/xref/1001', '/xref/1003') }),
  );
  await page.goto(reports.InvoiceIntel.path);
  const { section } = reportOf(page, 'InvoiceIntel');
  await expect(section).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(section.getByRole('alert')).toContainText(
    'You do not have access to the invoice report of this client.',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test.describe('signed in afresh', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("switching the client reloads the invoice report with the new client's data", async ({ page }) => {
    await signedInAs(page, 'Ada Admin');
    await page.goto(reports.InvoiceIntel.path);
    await expectRendered(page, 'InvoiceIntel');
    const { frame } = reportOf(page, 'InvoiceIntel');
    await expect(frame.locator('.report-header p')).toHaveText('Northwind Traders');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Switch Client/Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch Client/Project' });
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Contoso Bank' }).click();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Switch' }).click()]);
    await expectRendered(page, 'InvoiceIntel');
    await expect(frame.locator('.report-header p')).toHaveText('Contoso Bank');
  });
});

test.describe('as a vendor', () => {
  test.use({ storageState: stateOf('Vera Vendor') });

  test('the Reports group lists both reports in the navigation', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(nav.getByRole('link', { name: 'Invoice Intelligence' })).toHaveAttribute(
      'href',
      '/apps/reports/invoice-intel',
    );
    await expect(nav.getByRole('link', { name: 'Vendor Intelligence' })).toHaveAttribute(
      'href',
      '/apps/reports/vendor-intel',
    );
  });
});

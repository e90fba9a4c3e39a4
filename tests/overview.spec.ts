import { findClient } from '@client-portal/local-tenant';
import { filterInvoices, invoiceIntel, invoicesOf } from '@client-portal/local-tenant/testing';
import { signedInAs } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// The Overview, the page people land on: the client's procurement overview from its own data
// (decision 116), as each kind of person sees it, in English at 1440 px and Arabic at 390 px.
// Every figure is checked against another path to the same facts: the register it links to, or
// the invoice report's own computation of the same invoices.
const OVERVIEW = '/apps/dashboards/project';
// Each test signs in itself: Ada's stored session is shared with suites that switch its client.
test.use({ storageState: { cookies: [], origins: [] } });

const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);
const TEMPLATE_WORDS = ['Due Tasks', "Won't Fix", 'Needs Test', 'Features', 'Digital Banking RFP', 'Core Conversion'];

async function expectNoTemplate(page: Page) {
  const text = (await page.locator('main').textContent()) ?? '';
  for (const words of TEMPLATE_WORDS) expect(text, `no "${words}" on the Overview`).not.toContain(words);
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('the Overview', () => {
  test('a client user sees what needs notice, each count leading to exactly those contracts', async ({ page }) => {
    await signedInAs(page, 'Cem Client');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(OVERVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expectNoTemplate(page);
    // The client's own projects, from its record.
    const northwind = findClient(1001);
    await expect(page.getByRole('combobox', { name: 'Project' }).locator('option')).toHaveText(
      northwind?.projects.map((project) => project.project_name) ?? [],
    );

    const notices = widget(page, 'overview-notices');
    for (const key of ['within7', 'within30', 'within90', 'missed']) {
      const tile = notices.locator(`[data-notice="${key}"]`);
      const count = Number(await tile.getAttribute('data-count'));
      await tile.click();
      await expect(page).toHaveURL(key === 'missed' ? /\?notice=missed$/ : new RegExp(`\\?within=${key.slice(6)}$`));
      await expect(page.locator('[data-register-count]')).toHaveText(
        count === 0 ? 'No contracts match this view.' : new RegExp(`^${count} of \\d+ contracts? match(es)? · `),
      );
      await page.goBack();
    }
    await expectNoAxeViolations(page, { include: ['.page-body'] });
  });

  test('its decisions, contracts and spend agree with the register and the invoice report', async ({ page }) => {
    await signedInAs(page, 'Cem Client');
    await page.goto(OVERVIEW);
    // Decisions due: the soonest of those needing notice within 30 days.
    const tasks = widget(page, 'overview-tasks').locator('[data-tasks] li');
    const within30 = Number(await page.locator('[data-notice="within30"]').getAttribute('data-count'));
    await expect(tasks).toHaveCount(Math.min(within30, 5));

    // Contracts by status add up to the register.
    const statusRows = widget(page, 'overview-contracts').locator('[data-contracts-by-status] tbody tr');
    const counts = (await statusRows.locator('td:nth-child(2)').allInnerTexts()).map(Number);
    await page.goto('/apps/dashboards/contractlocker');
    const total = Number(
      /^(\d+) contracts/.exec((await page.locator('[data-register-count]').textContent()) ?? '')?.[1],
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    await page.goto(OVERVIEW);

    // Northwind has no RFP event closed: nothing to score, and the way to its events.
    const rfp = widget(page, 'overview-rfp');
    await expect(rfp).toContainText('No RFP event has closed yet');
    await expect(rfp.getByRole('link', { name: 'Open the RFP events' })).toHaveAttribute('href', '/apps/rfp-events');
    await expect(widget(page, 'overview-tasks').locator('[data-task-score]')).toHaveCount(0);

    // The contract locker's activity by the specification's week ranges, this week first.
    const activity = widget(page, 'overview-activity');
    await expect(activity.getByRole('radio', { name: 'This Week' })).toBeChecked();
    await activity.getByText('Last Week', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]overview-activity-range=LW(&|#|$)/);
    await expect(activity.getByRole('radio', { name: 'Last Week' })).toBeChecked();
    await expect(activity.locator('[data-activity="reminders"] dd')).toHaveText(/^\d+$/);

    // Recent documents open where they are in the file manager.
    const recent = widget(page, 'overview-recent').locator('[data-recent] a').first();
    await expect(recent).toHaveAttribute('href', /^\/apps\/file-manager\?(folder=[^&]+&)?item=/);

    // The last 12 months: the invoice report's total for its 12-month view, to the cent.
    const report = invoiceIntel(
      ['Northwind Traders'],
      filterInvoices(invoicesOf(1001), { status: null, months: 12 }).invoices,
    );
    const last12 = widget(page, 'overview-spend').locator('[data-period="last12"]');
    await expect(last12).toHaveAttribute('data-amount', report.kpis.totalSpend.toFixed(2));
    await expect(widget(page, 'overview-vendors').locator('tbody tr').first()).toHaveAttribute(
      'data-vendor',
      report.byVendor[0]?.name ?? '',
    );
  });

  test('reads right to left in Arabic at phone width, nothing scrolling sideways', async ({ page }) => {
    await signedInAs(page, 'Cem Client');
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(OVERVIEW);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible();
    await expect(widget(page, 'overview-notices').getByText('فات موعد الإشعار')).toBeVisible();
    await expect(widget(page, 'overview-spend').getByRole('rowheader', { name: 'هذا الشهر' })).toBeVisible();
    // Nothing floats over the page: the side buttons are the provider's staff's.
    await expect(page.locator('.side-buttons')).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, { include: ['.page-body'] });
  });

  test('provider staff see the active client’s overview, and the side buttons', async ({ page }) => {
    await signedInAs(page, 'Ada Admin');
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1003');
    await page.goto(OVERVIEW);
    await expect(page.getByText('Client: Contoso Bank')).toBeVisible();
    await expect(widget(page, 'overview-notices')).toBeVisible();
    await expect(widget(page, 'overview-spend')).toBeVisible();
    await expect(page.locator('.side-buttons')).toBeVisible();
    await expectNoTemplate(page);
  });

  test('a vendor user is pointed to the RFPs, not shown the client’s register or spend', async ({ page }) => {
    await signedInAs(page, 'Vera Vendor');
    await page.goto(OVERVIEW);
    await expect(widget(page, 'overview-vendor')).toContainText('RFPs you are invited to answer');
    for (const id of ['overview-notices', 'overview-contracts', 'overview-spend', 'overview-tasks', 'overview-rfp'])
      await expect(widget(page, id)).toHaveCount(0);
    await expectNoTemplate(page);
  });

  test('a client without projects or Invoice Intelligence: no project picker, no spend, its weather', async ({
    page,
  }) => {
    await signedInAs(page, 'Fiona Fabrikam');
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(OVERVIEW);
    await expect(page.getByText('لا توجد مشاريع لهذا العميل.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'المشروع' })).toHaveCount(0);
    await expect(widget(page, 'overview-spend')).toHaveCount(0);
    await expect(widget(page, 'overview-notices')).toBeVisible();
    // Fabrikam's record grants the weather widget by name.
    await expect(widget(page, 'weather')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the settings drawers open from the account menu for people without the side buttons', async ({ page }) => {
    await signedInAs(page, 'Cem Client');
    await page.goto(OVERVIEW);
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeHidden();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});

// Every kind of person, in English at 1440 px and in Arabic at 390 px: the page reads in its
// language and direction, shows no template content, scrolls nothing sideways, and passes axe.
const people = ['Ada Admin', 'Cem Client', 'Vera Vendor', 'Fiona Fabrikam'] as const;
const forms = [
  { locale: 'en', width: 1440, height: 900, title: 'Overview' },
  { locale: 'ar', width: 390, height: 844, title: 'نظرة عامة' },
] as const;
for (const person of people)
  for (const form of forms)
    test(`the Overview as ${person} in ${form.locale} at ${form.width} px`, async ({ page }) => {
      await signedInAs(page, person);
      await chooseLanguage(page, form.locale);
      await page.setViewportSize({ width: form.width, height: form.height });
      await page.goto(OVERVIEW);
      await expect(page.locator('html')).toHaveAttribute('dir', form.locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
      await expect(page.locator('[data-overview] [data-widget]').first()).toBeVisible();
      await expectNoTemplate(page);
      await expectNoSidewaysScroll(page);
      if (process.env['OVERVIEW_PICTURES'])
        await page.screenshot({
          path: `${process.env['OVERVIEW_PICTURES']}/${person.split(' ')[0]}-${form.locale}.png`,
          fullPage: true,
        });
      await expectNoAxeViolations(page, { include: ['.page-body'] });
    });

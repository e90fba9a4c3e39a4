import { findClient } from '@client-portal/local-tenant';
import { filterInvoices, invoiceIntel, invoicesOf } from '@client-portal/local-tenant/testing';
import { signedInAs, stateOf } from './auth.ts';
import { chooseLanguage, expectNoAxeViolations } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// The Overview, the page people land on: the client's procurement overview from its own data
// (decision 116), as each kind of person sees it, in English at 1440 px and Arabic at 390 px.
// Every figure is checked against another path to the same facts: the register it links to, or
// the invoice report's own computation of the same invoices.
const OVERVIEW = '/apps/dashboards/project';
// A test that only reads starts from the person's stored sign-in (tests/auth.setup.ts: Ada's on
// Northwind, Cem's, Vera's); a test that switches the client, or is about a person without a
// stored sign-in, signs in itself: the stored sessions are shared with the other suites.
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

// Every kind of person, in English at 1440 px and in Arabic at 390 px: the page reads in its
// language and direction, shows no template content, scrolls nothing sideways, and passes axe.
const forms = {
  en: { locale: 'en', width: 1440, height: 900, title: 'Overview' },
  ar: { locale: 'ar', width: 390, height: 844, title: 'نظرة عامة' },
} as const;

/**
 * Opens the Overview in a language and screen size, and checks what every person's Overview
 * shows in every form: its direction, its heading in its language, a widget, no template content,
 * nothing scrolling sideways, and no axe violation.
 */
async function openOverviewIn(page: Page, person: string, form: (typeof forms)[keyof typeof forms]) {
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
}

test.describe('the Overview as a client user', () => {
  test.use({ storageState: stateOf('Cem Client') });

  test('a client user sees what needs notice, each count leading to exactly those contracts; in English at 1440 px', async ({
    page,
  }) => {
    await openOverviewIn(page, 'Cem Client', forms.en);
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
  });

  test('its decisions, contracts and spend agree with the register and the invoice report', async ({ page }) => {
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
    await openOverviewIn(page, 'Cem Client', forms.ar);
    await expect(widget(page, 'overview-notices').getByText('فات موعد الإشعار')).toBeVisible();
    await expect(widget(page, 'overview-spend').getByRole('rowheader', { name: 'هذا الشهر' })).toBeVisible();
    // Nothing floats over the page: the side buttons are the provider's staff's.
    await expect(page.locator('.side-buttons')).toBeHidden();
  });

  test('the settings drawers open from the account menu for people without the side buttons', async ({ page }) => {
    await page.goto(OVERVIEW);
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeHidden();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});

test.describe('the Overview as provider staff', () => {
  // Ada's stored session stays on Northwind, her first client.
  test.describe(() => {
    test.use({ storageState: stateOf('Ada Admin') });
    for (const form of Object.values(forms))
      test(`the Overview as Ada Admin in ${form.locale} at ${form.width} px`, async ({ page }) => {
        await openOverviewIn(page, 'Ada Admin', form);
      });
  });

  test('provider staff see the active client’s overview, and the side buttons', async ({ page }) => {
    // A session of her own: she switches the client.
    await signedInAs(page, 'Ada Admin');
    await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1003');
    await page.goto(OVERVIEW);
    await expect(page.getByText('Client: Contoso Bank')).toBeVisible();
    await expect(widget(page, 'overview-notices')).toBeVisible();
    await expect(widget(page, 'overview-spend')).toBeVisible();
    await expect(page.locator('.side-buttons')).toBeVisible();
    await expectNoTemplate(page);
  });
});

test.describe('the Overview as a vendor user', () => {
  test.use({ storageState: stateOf('Vera Vendor') });

  test('a vendor user is pointed to the RFPs, not shown the client’s register or spend; in English at 1440 px', async ({
    page,
  }) => {
    await openOverviewIn(page, 'Vera Vendor', forms.en);
    await expect(widget(page, 'overview-vendor')).toContainText('RFPs you are invited to answer');
    for (const id of ['overview-notices', 'overview-contracts', 'overview-spend', 'overview-tasks', 'overview-rfp'])
      await expect(widget(page, id)).toHaveCount(0);
  });

  test('the Overview as Vera Vendor in ar at 390 px', async ({ page }) => {
    await openOverviewIn(page, 'Vera Vendor', forms.ar);
  });
});

test('a client without projects or Invoice Intelligence: no project picker, no spend, its weather; in English at 1440 px and Arabic at 390 px', async ({
  page,
}) => {
  // Fiona has no stored sign-in: one sign-in for both forms.
  await signedInAs(page, 'Fiona Fabrikam');
  await openOverviewIn(page, 'Fiona Fabrikam', forms.en);
  await openOverviewIn(page, 'Fiona Fabrikam', forms.ar);
  await expect(page.getByText('لا توجد مشاريع لهذا العميل.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'المشروع' })).toHaveCount(0);
  await expect(widget(page, 'overview-spend')).toHaveCount(0);
  await expect(widget(page, 'overview-notices')).toBeVisible();
  // Fabrikam's record grants the weather widget by name.
  await expect(widget(page, 'weather')).toBeVisible();
});

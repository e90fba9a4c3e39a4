import { request } from '@playwright/test';
import { signInForWorker } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { test as base, expect, type Page } from './test.ts';

// The contract locker's widgets drawn from the client's own contracts, the who-has-what view and
// the calendar subscription (decision 085). The expected figures are worked out here from the
// register's CSV export (the same facts, through another path), so a widget that kept the
// specification's numbers, or another client's, fails.
const NORTHWIND = 1001;
const FABRIKAM = 1002;
const LOCKER = '/apps/dashboards/contractlocker';

/**
 * Ada's stored session is shared by the other suites: switching its client would move their pages.
 * These tests switch it, so they start from a session of their own, signed in once per worker
 * (tests/faults.ts does the same for the fault suites): a worker runs one test at a time, and every
 * test opens the client it reads first.
 */
const test = base.extend<object, { adaOwnSession: string }>({
  adaOwnSession: [
    async ({ browser }, use, workerInfo) => {
      await use(await signInForWorker(browser, workerInfo, 'Ada Admin', 'widgets-ada'));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
test.use({ storageState: ({ adaOwnSession }, use) => use(adaOwnSession) });

async function openLocker(page: Page, xref: number, query = ''): Promise<void> {
  await page.goto(`/deepLink/contractlocker?hubspotCompanyXref=${xref}`);
  await expect(page).toHaveURL(new RegExp(`${LOCKER}$`));
  if (query) await page.goto(`${LOCKER}?${query}`);
}

interface Row {
  vendor: string;
  category: string;
  status: string;
  start: string;
  end: string;
  autoRenew: string;
}

/** The active client's register as the CSV export gives it (RFC 4180, quoted fields allowed). */
async function registerRows(page: Page): Promise<Row[]> {
  const text = (await (await page.request.get('/api/contracts/export.csv')).text()).replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  const [header = [], ...body] = records;
  const at = (name: string) => header.indexOf(name);
  return body.map((cells) => ({
    vendor: cells[at('Vendor')] ?? '',
    category: cells[at('Category')] ?? '',
    status: cells[at('Status')] ?? '',
    start: cells[at('Start')] ?? '',
    end: cells[at('End')] ?? '',
    autoRenew: cells[at('Auto-renew')] ?? '',
  }));
}

const TODAY = new Date().toISOString().slice(0, 10);
const inForce = (row: Row) =>
  row.end !== '' &&
  row.status !== 'Draft' &&
  row.status !== 'Terminated' &&
  (row.start === '' || row.start <= TODAY) &&
  TODAY <= row.end;

/** What the widgets should say for a register: contracts in force today, and this year's expiring ones. */
function expected(rows: Row[]) {
  const year = TODAY.slice(0, 4);
  return {
    active: rows.filter(inForce).length,
    expiringThisYear: rows.filter(
      (row) => row.status !== 'Draft' && row.autoRenew !== 'Yes' && row.end.startsWith(`${year}-`),
    ).length,
  };
}

/** What the page's widgets say: the active contracts' figure, and the sum of this year's Expiring bars. */
async function shown(page: Page) {
  const active = Number((await page.locator('[data-widget="widget2"] [data-value]').textContent())?.replace(/\D/g, ''));
  // The chart's data table (for assistive technology) holds the bars' numbers: the third cell of a
  // row (after the month and Due for Review) is Expiring.
  const cells = await page
    .locator('[data-widget="widget1"] table')
    .first()
    .locator('tbody tr td:nth-child(3)')
    .allTextContents();
  return { active, expiringThisYear: cells.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '')), 0) };
}

test('the widgets are drawn from each client’s own contracts', async ({ page }) => {
  await openLocker(page, NORTHWIND);
  await expect(page.locator('[data-from-register]')).toHaveCount(1);
  const northwind = expected(await registerRows(page));
  expect(await shown(page)).toEqual(northwind);

  await openLocker(page, FABRIKAM);
  const fabrikam = expected(await registerRows(page));
  expect(await shown(page)).toEqual(fabrikam);
  // Not the specification's 137 for everyone, and not one client's figures for the other.
  expect(fabrikam.active).not.toBe(northwind.active);
  expect([northwind.active, fabrikam.active]).not.toContain(137);
});

test('the expirations chart keeps readable axis labels at phone width in Arabic', async ({ page }) => {
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await openLocker(page, NORTHWIND);
  const chart = page.locator('[data-widget="widget1"] [data-readable-axes]').first();
  await chart.scrollIntoViewIfNeeded();
  const labels = await chart.evaluate((element) => {
    const boxes = (selector: string) =>
      [...element.querySelectorAll<HTMLElement>(selector)]
        .filter((label) => getComputedStyle(label).visibility === 'visible')
        .map((label) => {
          const box = label.getBoundingClientRect();
          return {
            text: label.textContent ?? '',
            left: box.left,
            right: box.right,
            size: parseFloat(getComputedStyle(label).fontSize),
          };
        });
    return { months: boxes('[data-axis-tick]'), values: boxes('[aria-hidden] > span:not([data-axis-tick])') };
  });
  // Fewer months than twelve, in Arabic, none under 11 px, none running into the next.
  expect(labels.months.length).toBeGreaterThanOrEqual(3);
  expect(labels.months.length).toBeLessThan(12);
  for (const label of labels.months) {
    expect(label.size).toBeGreaterThanOrEqual(11);
    expect(label.text).toMatch(/[\u0600-\u06FF]/);
  }
  const byPosition = [...labels.months].sort((a, b) => a.left - b.left);
  for (let index = 1; index < byPosition.length; index++)
    expect(byPosition[index]?.left ?? 0).toBeGreaterThan((byPosition[index - 1]?.right ?? 0) + 4);
  expect(labels.values.length).toBeGreaterThanOrEqual(2);
  for (const label of labels.values) expect(label.size).toBeGreaterThanOrEqual(11);
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("both dashboards write their own numbers in Arabic's digits (decision 042)", async ({ page }) => {
  await chooseLanguage(page, 'ar');
  // Northwind, as after her sign-in: the worker's session may be on another client.
  await openLocker(page, NORTHWIND);
  await page.goto('/apps/dashboards/project');
  // The Overview's counts and the footer's year.
  await expect(page.locator('[data-notice="within90"] span').first()).toHaveText(/^[٠-٩]+$/);
  await expect(page.locator('footer .footer-text')).toHaveText(/^© [٠-٩]{4} /);
  await openLocker(page, NORTHWIND);
  // The expirations chart names its year, the status donut its ranges.
  await expect(page.locator('[data-widget="widget1"] caption').first()).toHaveText(/ [٠-٩]{4}$/);
  await expect(page.locator('[data-widget="widget7"]').getByText('آخر ٣٠ يومًا').first()).toBeAttached();
});

test('no chart on either dashboard draws a label too small to read at phone width in Arabic', async ({ page }) => {
  await chooseLanguage(page, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  // Northwind, as after her sign-in: the worker's session may be on another client.
  await openLocker(page, NORTHWIND);
  for (const path of ['/apps/dashboards/project', LOCKER]) {
    await page.goto(path);
    const drawings = page.locator('#content figure svg[role="img"]');
    await expect(drawings.first()).toBeVisible();
    // The bars and lines put their axis labels beside the drawing, at a size of their own.
    await expect(page.locator('#content [data-readable-axes]').first()).toBeVisible();
    // Text inside a drawing scales with it: its size on screen is its font size times that scale.
    const tooSmall = await drawings.evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const drawing = svg as SVGSVGElement;
        const scale = drawing.getBoundingClientRect().width / drawing.viewBox.baseVal.width;
        return [...drawing.querySelectorAll('text')]
          .map((text) => ({ text: text.textContent ?? '', size: parseFloat(getComputedStyle(text).fontSize) * scale }))
          .filter((label) => label.text.trim() && label.size < 11);
      }),
    );
    expect(tooSmall, path).toEqual([]);
  }
});

test('who has what lists the vendors under contract by category, from the register', async ({ page }) => {
  await openLocker(page, NORTHWIND);
  const rows = (await registerRows(page)).filter(inForce);
  await page.goto(`${LOCKER}?view=whohaswhat`);
  const view = page.locator('[data-who-has-what]');
  await expect(view.getByRole('heading', { name: 'Vendors under contract' })).toBeVisible();
  const categories = [...new Set(rows.map((row) => row.category))].sort();
  expect(categories.length).toBeGreaterThan(1);
  for (const category of categories) {
    const group = view.locator(`tbody[data-category="${category}"]`);
    const vendors = [...new Set(rows.filter((row) => row.category === category).map((row) => row.vendor))];
    await expect(group.locator('tr[data-vendor]')).toHaveCount(vendors.length);
    for (const vendor of vendors) await expect(group.locator(`tr[data-vendor="${vendor}"] th`)).toHaveText(vendor);
  }
});

test('a subscription link serves the calendar without a session, and stops when stopped', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLocker(page, NORTHWIND);
  const part = page.locator('[data-calendar-subscription]');
  await part.getByRole('button', { name: 'Create a subscription link' }).click();
  const address = part.getByLabel('Your subscription link');
  await expect(address).toHaveValue(/\/api\/contract-calendar\/[\w-]{43}\.ics$/);
  const link = await address.inputValue();
  await expect(part.getByRole('link', { name: 'Subscribe in Outlook' })).toHaveAttribute(
    'href',
    `https://outlook.office.com/calendar/0/addfromweb?url=${encodeURIComponent(link)}&name=${encodeURIComponent('Northwind Traders · Contract register')}`,
  );
  await part.getByRole('button', { name: 'Copy link' }).click();
  await expect(part.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // As Outlook fetches it: no cookie at all.
  const outlook = await request.newContext(baseURL ? { baseURL } : {});
  const path = new URL(link).pathname;
  const served = await outlook.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('text/calendar');
  const downloaded = await (await page.request.get('/api/contracts/calendar.ics')).text();
  const events = (text: string) => text.match(/BEGIN:VEVENT/g)?.length ?? 0;
  expect(events(await served.text())).toBe(events(downloaded));
  expect(events(downloaded)).toBeGreaterThan(10);

  await part.getByRole('button', { name: 'Stop subscription' }).click();
  await expect(part.getByRole('status')).toHaveText('The subscription link was stopped.');
  await expect(part.getByLabel('Your subscription link')).toHaveCount(0);
  expect((await outlook.get(path)).status()).toBe(404);
  // A made-up token is the same nothing.
  expect((await outlook.get(`/api/contract-calendar/${'x'.repeat(43)}.ics`)).status()).toBe(404);
  await outlook.dispose();
});

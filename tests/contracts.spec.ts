import { findClient } from '@client-portal/local-tenant';
import ExcelJS from 'exceljs';
import { signedInAs } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// The contract register (decisions 073 and 075): Northwind's 48 seeded contracts, read by the
// server app-only from the local tenant's library, as Ada (provider staff) sees them.
const NORTHWIND = 1001;
const LOCKER = '/apps/dashboards/contractlocker';

async function openRegister(page: Page, query = ''): Promise<void> {
  // The deep link makes Northwind the active client, whatever another suite chose for Ada.
  await page.goto(`/deepLink/contractlocker?hubspotCompanyXref=${NORTHWIND}`);
  await expect(page).toHaveURL(new RegExp(`${LOCKER}$`));
  if (query) await page.goto(`${LOCKER}?${query}`);
}

const register = (page: Page) => page.locator('[data-contract-register]');
const rows = (page: Page) => page.locator('[data-register-table] tbody tr');
const column = (page: Page, index: number) => rows(page).locator(`td:nth-child(${index})`).allInnerTexts();

test.describe('the contract register', () => {
  test('lists the client’s contracts, 25 a page, with the page in the address', async ({ page }) => {
    await openRegister(page);
    await expect(page.locator('[data-register-count]')).toHaveText('48 contracts · 1–25 of 48');
    await expect(rows(page)).toHaveCount(25);
    // Sorted by the date that matters, soonest first: a notice already missed comes first, and
    // contracts that ended come last.
    await expect(rows(page).first().locator('[data-bucket]')).toHaveAttribute('data-bucket', 'missed');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(rows(page)).toHaveCount(23);
    await expect(rows(page).last().locator('[data-bucket]')).toHaveAttribute('data-bucket', 'ended');
    await expect(page.locator('[data-register-count]')).toHaveText('48 contracts · 26–48 of 48');
  });

  test('searches vendor and title, filters, and keeps the view in a shareable address', async ({ page }) => {
    await openRegister(page);
    const form = register(page).locator('search form');
    await form.getByLabel('Search vendor or title').fill('freight');
    await form.getByLabel('Status').selectOption('Active');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]q=freight&status=Active/);
    const titles = await column(page, 2);
    expect(titles.length).toBeGreaterThan(0);
    // How many of the register's 48 the view holds, then which of them this page shows.
    await expect(page.locator('[data-register-count]')).toHaveText(
      new RegExp(`^${titles.length} of 48 contracts match(es)? · 1–${titles.length} of ${titles.length}$`),
    );
    const statuses = await column(page, 4);
    expect(new Set(statuses)).toEqual(new Set(['Active']));
    // The same address in another tab shows the same view.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    expect(await column(other, 2)).toEqual(titles);
    await expect(other.getByLabel('Search vendor or title')).toHaveValue('freight');
    await other.close();
  });

  test('sorts by a column both ways, told to assistive technology', async ({ page }) => {
    await openRegister(page);
    const header = register(page).locator('th', { has: page.locator('[data-sort="vendor"]') });
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/sort=vendor&dir=asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await column(page, 1);
    const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
    expect(ascending).toEqual([...ascending].sort(collator.compare));
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/sort=vendor&dir=desc/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await column(page, 1);
    expect(descending).toEqual([...descending].sort((a, b) => collator.compare(b, a)));
  });

  test('opens a contract’s details with its days left, and its document', async ({ page }) => {
    await openRegister(page, 'status=Active&sort=deadline&dir=asc');
    const first = rows(page).first();
    const title = ((await first.locator('td:nth-child(2) a').textContent()) ?? '').trim();
    await first.locator('td:nth-child(2) a').click();
    await expect(page).toHaveURL(/[?&]contract=/);
    const details = page.locator('[data-contract-details]');
    await expect(details.getByRole('heading', { level: 3 })).toHaveText(title);
    // The first active one by deadline: its notice already missed, it says when it renews.
    await expect(details.locator('[data-days-left]')).toHaveText(/^Notice missed · renews [A-Z][a-z]{2} \d+, \d{4}$/);
    const open = details.getByRole('link', { name: 'Open document' });
    const response = await page.request.get((await open.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename=/);
    expect((await response.body()).byteLength).toBeGreaterThan(100);
    const download = await page.request.get(
      (await details.getByRole('link', { name: 'Download' }).getAttribute('href')) ?? '',
    );
    expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=/);
    await details.getByRole('link', { name: 'Back to the register' }).click();
    await expect(page.locator('[data-contract-details]')).toHaveCount(0);
  });

  test('says an expired contract ended, rather than that its deadline is overdue', async ({ page }) => {
    await openRegister(page, 'status=Expired&sort=deadline&dir=asc');
    const days = rows(page).locator('[data-bucket]');
    await expect(days.first()).toHaveText(/^Ended [\d,]+ days? ago$/);
    await expect(days.filter({ hasText: 'overdue' })).toHaveCount(0);
    await rows(page).first().locator('td:nth-child(2) a').click();
    await expect(page.locator('[data-contract-details] [data-days-left]')).toHaveText(/^Ended [\d,]+ days? ago$/);
  });

  test('shows a contract with missing or malformed facts as incomplete, naming what is wrong', async ({ page }) => {
    await openRegister(page, 'sort=title');
    const incomplete = page.locator('[data-register-table] [data-incomplete]');
    await expect(incomplete.first()).toBeVisible();
    await expect(incomplete.first()).toHaveAttribute(
      'title',
      /missing|cannot be read|before the start|not 0–365|negative/,
    );
  });

  test('exports the current view to CSV and Excel, named after the client and the day', async ({ page }) => {
    await openRegister(page, 'status=Active');
    const total = Number(/of (\d+)$/.exec((await page.locator('[data-register-count]').textContent()) ?? '')?.[1]);
    const client = findClient(NORTHWIND)?.client_name ?? '';
    const today = new Date().toISOString().slice(0, 10);
    const slug = client.toLowerCase().replace(/[^a-z0-9]+/g, '-');

    const csv = await page.request.get((await page.locator('[data-export="csv"]').getAttribute('href')) ?? '');
    expect(csv.headers()['content-disposition']).toContain(`${slug}-contracts-${today}.csv`);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Vendor,Title,Category,Status,Start,End,/);
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes(',Active,'))).toBe(true);

    const xlsx = await page.request.get((await page.locator('[data-export="xlsx"]').getAttribute('href')) ?? '');
    expect(xlsx.headers()['content-disposition']).toContain(`${slug}-contracts-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.body()).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(total + 1);
    // Real dates and numbers: the end a date, the notice period a number.
    const row = sheet?.getRow(2);
    expect(row?.getCell(6).value).toBeInstanceOf(Date);
    expect(typeof row?.getCell(10).value).toBe('number');

    const ics = await page.request.get((await page.locator('[data-export="ics"]').getAttribute('href')) ?? '');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect((await ics.text()).match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(10);
  });

  test.describe('in a session of its own', () => {
    // Switching the shared stored session to Fabrikam would move the register under Ada's other
    // tests running beside this one.
    test.use({ storageState: { cookies: [], origins: [] } });

    test('reads the active client’s library only: another client, another register', async ({ page }) => {
      await signedInAs(page, 'Ada Admin');
      await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1002');
      await expect(page).toHaveURL(new RegExp(`${LOCKER}$`));
      // Fabrikam's five contracts, none of Northwind's.
      await expect(page.locator('[data-register-count]')).toHaveText('5 contracts · 1–5 of 5');
      const csv = await page.request.get('/api/contracts/export.csv');
      expect(csv.headers()['content-disposition']).toContain('fabrikam');
      expect((await csv.text()).trim().split('\r\n')).toHaveLength(6);
      // A Northwind contract's document is not served while Fabrikam is active.
      await openRegister(page);
      const northwindId = await rows(page).first().getAttribute('data-contract-id');
      await page.goto('/deepLink/contractlocker?hubspotCompanyXref=1002');
      await expect(page).toHaveURL(new RegExp(`${LOCKER}$`));
      const refused = await page.request.get(`/api/contracts/document/${northwindId}`);
      expect(refused.status()).toBe(404);
    });
  });

  test('in Arabic at phone width: cards with the deadline first, English data in its own direction', async ({
    page,
  }) => {
    await chooseLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await openRegister(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(register(page).getByRole('heading', { name: 'سجل العقود' })).toBeVisible();
    // The register is cards at phone width, the table put away: a card says its deadline first,
    // then the days left and the status, then the vendor and the title that opens its details.
    await expect(page.locator('[data-register-table]')).toBeHidden();
    const cards = register(page).getByRole('list', { name: 'سجل العقود' }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    const first = cards.first();
    await expect(first.locator('[data-bucket]')).toHaveAttribute('data-bucket', 'missed');
    const facts = await first.evaluate((card) => {
      const deadline = card.querySelector('[data-card-deadline]');
      const box = card.getBoundingClientRect();
      return {
        deadlineFirst: card.firstElementChild?.firstElementChild === deadline,
        deadlineTop: Math.round((deadline?.getBoundingClientRect().top ?? 0) - box.top),
        labels: [...card.querySelectorAll('dt')].map((term) => term.textContent),
        whole: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(facts).toMatchObject({ deadlineFirst: true, labels: ['الحالة', 'المورد', 'العنوان'], whole: true });
    expect(facts.deadlineTop).toBeLessThan(24);
    // An English vendor starts where the Arabic ones do: at the right, the column's start.
    const vendorGaps = await cards.locator('dd[dir="auto"]').evaluateAll((values) =>
      values.map((value) => {
        const range = document.createRange();
        range.selectNodeContents(value);
        return Math.round(value.getBoundingClientRect().right - range.getBoundingClientRect().right);
      }),
    );
    expect(new Set(vendorGaps)).toEqual(new Set([0]));
    // The filters' button is the design system's (its recipe's class), whole within the phone's width.
    const apply = register(page).getByRole('button', { name: 'تطبيق' });
    await expect(apply).toHaveClass(/(^|\s)button(\s|$)/);
    const box = await apply.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await first.getByRole('link').click();
    await expect(page.locator('[data-contract-details]')).toBeVisible();
    // The page itself does not scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('in Arabic: the table right to left, English data in its own direction', async ({ page }) => {
    await chooseLanguage(page, 'ar');
    await openRegister(page);
    await expect(rows(page).first().locator('td').first()).toHaveAttribute('dir', 'auto');
    // The vendors, English and Arabic alike, start at the column's start: the right.
    const gaps = await rows(page)
      .locator('td:first-child')
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const padding = Number.parseFloat(getComputedStyle(cell).paddingRight);
          return Math.round(cell.getBoundingClientRect().right - padding - range.getBoundingClientRect().right);
        }),
      );
    expect(new Set(gaps)).toEqual(new Set([0]));
    // An amount's symbol of Latin letters and a sign is drawn as written, "US$", not "$US".
    // Its text is the language's own, nothing added to what is read or copied.
    const amount = rows(page).locator('td').filter({ hasText: 'US$' }).first();
    await expect(amount).toHaveText(/^\u200f?[٠-٩٬]+\s?US\$$/);
    const signs = await amount.evaluate((cell) => {
      // Where a character of the cell's text is drawn, whatever elements hold it.
      const at = (wanted: string) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const offset = (node.textContent ?? '').indexOf(wanted);
          if (offset === -1) continue;
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().x;
        }
        return Number.NaN;
      };
      return { letters: at('U'), sign: at('$') };
    });
    expect(signs.sign).toBeGreaterThan(signs.letters);
  });
});

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { signedInAs, stateOf } from './auth.ts';
import { expectNoAxeViolations } from './helpers.ts';
import { replaceStoredDocument } from './stored-documents.ts';
import { newContextFrom } from './stored-state.ts';
import { expect, type Page, test } from './test.ts';

/**
 * RFP events (decision 140), as the buyer, a vendor and the client's team meet them: a questionnaire
 * imported from a workbook (a bad one keeps nothing), published, answered by Vera Vendor in the
 * portal (kept as she types, submitted with a receipt), sealed from everyone else until the
 * deadline, a clarification answered for every vendor, and a submission after the deadline refused.
 * Her files (decision 141) are stored in the client's library and served by the portal to her alone
 * until the deadline.
 */

/**
 * Moves the event's deadline to a minute ago in the suite's data folder (files), as if the clock
 * had passed it while the vendor's page was open: the portal reads its storage afresh each time.
 */
async function deadlinePassed(id: string): Promise<void> {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('The suite names no data folder');
  const file = path.join(dataDir, 'rfp-events', `${id}.json`);
  const event = JSON.parse(await readFile(file, 'utf8')) as { deadline: string };
  event.deadline = new Date(Date.now() - 60_000).toISOString();
  await replaceStoredDocument(file, JSON.stringify(event));
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questionnaire');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Ada, in a context of her own, on Contoso Bank (her stored session stays on Northwind for the other suites). */
async function adaOnContosoBank(page: Page): Promise<void> {
  await signedInAs(page, 'Ada Admin');
  await toContosoBank(page);
}

async function toContosoBank(page: Page): Promise<void> {
  const switched = await page.request.post('/api/session/active-client', {
    data: { clientId: 'MTAwMw', projects: [] },
  });
  expect(switched.ok()).toBe(true);
}

/**
 * 17:00 on Istanbul's wall clock five days from now, as the form's date-time field takes it: past
 * the two days before the deadline in which vendors may still ask questions.
 */
function inFiveDaysAtFive(): string {
  const day = new Date(Date.now() + 5 * 24 * 3_600_000).toISOString().slice(0, 10);
  return `${day}T17:00`;
}

test.describe.configure({ mode: 'serial' });

test.describe('RFP events', () => {
  let eventUrl = '';
  const title = `Office cleaning ${Date.now().toString(36)}`;

  test('the buyer imports a questionnaire: a bad workbook keeps nothing and names each failed row', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    try {
      await signedInAs(page, 'Ada Admin');
      // Northwind has had no event: the form takes UTC, chosen in the list of zones (which
      // Intl's own list leaves out), not the list's first zone.
      await page.goto('/apps/rfp-etl');
      await expect(page.getByLabel('Client’s time zone')).toHaveValue('UTC');
      await toContosoBank(page);
      await page.goto('/apps/rfp-events');
      const before = await page.locator('tr[data-rfp-event]').count();
      await page.getByRole('link', { name: 'New RFP event' }).click();
      await expect(page).toHaveURL(/\/apps\/rfp-etl$/);
      await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
        'href',
        '/api/rfp/template',
      );

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Deadline (date and time)').fill(inFiveDaysAtFive());
      await page.getByLabel('Client’s time zone').selectOption('Europe/Istanbul');
      await page.getByLabel('Invited vendors').fill('Vendor Co: vera.vendor@vendor.test\nGlobex');
      await page.getByLabel(/^Workbook/).setInputFiles({
        name: 'questions.xlsx',
        mimeType: xlsx,
        buffer: await workbook([
          ['Row', 'Section', 'Question', 'Type'],
          [1, 'Service', 'Describe your cleaning schedule.', 'text'],
          [1, 'Service', 'Again the same row number.', 'text'],
          [2, 'Service', 'Which products?', 'dropdown'],
        ]),
      });
      await page.getByRole('button', { name: 'Import' }).click();
      const failed = page.locator('[data-import-failed]');
      await expect(failed).toContainText('2 rows failed. Nothing was imported');
      await expect(failed.locator('tr[data-line="3"]')).toContainText('Row 1 is already on sheet row 2.');
      await expect(failed.locator('tr[data-line="4"]')).toContainText('Unknown type “dropdown”');
      // What was typed is still there to import again.
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await page.goto('/apps/rfp-events');
      await expect(page.locator('tr[data-rfp-event]')).toHaveCount(before);

      await page.goto('/apps/rfp-etl');
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Deadline (date and time)').fill(inFiveDaysAtFive());
      await page.getByLabel('Client’s time zone').selectOption('Europe/Istanbul');
      await page.getByLabel('Invited vendors').fill('Vendor Co: vera.vendor@vendor.test\nGlobex');
      await page.getByLabel(/^Workbook/).setInputFiles({
        name: 'questions.xlsx',
        mimeType: xlsx,
        buffer: await workbook([
          ['Row', 'Section', 'Subsection', 'Question', 'Type', 'Choices'],
          [1, 'Service', 'Schedule', 'Describe your cleaning schedule.', 'text', ''],
          [2, 'Service', 'Schedule', 'How many cleaners per floor?', 'number', ''],
          [3, 'Service', 'Products', 'Do you use certified green products?', 'yes/no/partial', ''],
          [4, 'Commercial', 'Prices', 'Attach your price schedule.', 'files', ''],
        ]),
      });
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.locator('[data-done="imported"]')).toBeVisible();
      eventUrl = new URL(page.url()).pathname;
      await expect(page.locator('[data-event-status]')).toHaveText('Draft');
      await page.getByRole('button', { name: 'Publish to the invited vendors' }).click();
      await expect(page.locator('[data-done="published"]')).toBeVisible();
      await expect(page.locator('[data-event-status]')).toHaveText('Open');
      await expect(page.locator('[data-sealed]')).toBeVisible();
      await expectNoAxeViolations(page, { include: ['.page-body'] });
    } finally {
      await context.close();
    }
  });

  test('the vendor answers as she types, keeps it across a reload, and submits with a receipt', async ({ browser }) => {
    test.skip(!eventUrl, 'needs the imported event');
    const context = await newContextFrom(browser, stateOf('Vera Vendor'));
    const page = await context.newPage();
    try {
      await page.goto('/apps/rfp-events');
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(eventUrl);
      const schedule = page.locator('[data-question="1"]');
      await schedule.getByRole('textbox').fill('Every weekday evening, a deep clean on Saturdays.');
      await expect(schedule.locator('[data-save-state]')).toHaveText('Saved');
      const cleaners = page.locator('[data-question="2"]');
      await cleaners.getByRole('textbox').fill('many');
      await expect(cleaners.locator('[data-save-state]')).toContainText('Give a number.');
      await cleaners.getByRole('textbox').fill('3');
      await expect(cleaners.locator('[data-save-state]')).toHaveText('Saved');
      const green = page.locator('[data-question="3"]');
      await green.getByRole('radio', { name: 'Partially' }).check();
      await green.getByLabel('Comment').fill('In the offices, not the car park.');
      await expect(green.locator('[data-save-state]')).toHaveText('Saved');

      await page.reload();
      await expect(schedule.getByRole('textbox')).toHaveValue('Every weekday evening, a deep clean on Saturdays.');
      await expect(green.getByRole('radio', { name: 'Partially' })).toBeChecked();
      await expect(green.getByLabel('Comment')).toHaveValue('In the offices, not the car park.');

      // Another tab's older page cannot overwrite the answer unseen.
      const stale = await page.request.put(`/api/rfp/events/${eventUrl.split('/').at(-1)}/answers`, {
        data: { question: 2, value: '9', basedOn: 0 },
      });
      expect(stale.status()).toBe(409);
      expect((await stale.json()).answer.value).toBe('3');

      await page.getByRole('button', { name: 'Submit answers' }).click();
      await expect(page.locator('[data-done="submitted"]')).toBeVisible();
      await expect(page.locator('[data-receipt]')).toContainText(/Submitted .* by Vera Vendor: 3 answers\./);
      await expect(page.getByRole('button', { name: 'Submit again' })).toBeVisible();

      await page.getByLabel('Ask a question').fill('May we visit the building before we price?');
      await page.getByRole('button', { name: 'Send the question' }).click();
      await expect(page.locator('[data-done="asked"]')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the answers are sealed from the buyer and the client until the deadline; a clarification reaches every vendor', async ({
    browser,
  }) => {
    test.skip(!eventUrl, 'needs the imported event');
    const id = eventUrl.split('/').at(-1) ?? '';
    const adaContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const cleoContext = await newContextFrom(browser, stateOf('Cleo Contoso'));
    const veraContext = await newContextFrom(browser, stateOf('Vera Vendor'));
    try {
      const ada = await adaContext.newPage();
      await adaOnContosoBank(ada);
      await ada.goto(eventUrl);
      await expect(ada.locator('li[data-vendor="Vendor Co"]')).toContainText('Submitted');
      await expect(ada.getByText('Every weekday evening')).toHaveCount(0);
      for (const endpoint of ['rows', 'evaluation', 'export?format=csv']) {
        const [path, query = ''] = endpoint.split('?');
        const response = await ada.request.get(`/api/rfp/${path}?event=${id}${query ? `&${query}` : ''}`);
        expect(response.status(), endpoint).toBe(409);
      }
      const cleo = await cleoContext.newPage();
      await cleo.goto(`/pages/rfp-analysis?event=${id}`);
      await expect(cleo.locator('[data-rfp-none]')).toContainText('Answers are sealed until the deadline');
      await cleo.goto(`/search?q=weekday&kind=rfp`);
      await expect(cleo.locator('[data-search-hit]')).toHaveCount(0);

      // Ada answers the question for everyone; the asker's name is nowhere.
      const clarification = ada.locator('[data-clarification]').filter({ hasText: 'May we visit the building' });
      await clarification
        .getByLabel('Answer', { exact: true })
        .fill('Yes: Tuesday 10:00, ask for the facilities desk.');
      await clarification.getByRole('button', { name: 'Answer for every vendor' }).click();
      await expect(ada.locator('[data-done="answered"]')).toBeVisible();
      await expect(
        ada.locator('[data-clarifications], section').filter({ hasText: 'Clarifications' }),
      ).not.toContainText('Vera');

      // Ada withdraws a question Vera answered: an addendum, her answer kept but no longer submitted.
      await ada.getByLabel('Question', { exact: true }).selectOption('2');
      await ada.getByLabel('Why it is withdrawn').fill('Staffing is priced per building, not per floor.');
      await ada.getByRole('button', { name: 'Withdraw the question' }).click();
      await expect(ada.locator('[data-done="withdrawn"]')).toHaveText('Question 2 was withdrawn.');

      const vera = await veraContext.newPage();
      await vera.goto(eventUrl);
      await expect(vera.locator('[data-clarification]')).toContainText('Yes: Tuesday 10:00');
      const withdrawn = vera.locator('[data-question-withdrawn="2"]');
      await expect(withdrawn).toContainText('Staffing is priced per building, not per floor.');
      await expect(withdrawn).toContainText('3');
      await expect(vera.locator('[data-to-confirm]')).toBeVisible();
      // Another client's event, or one never sent to her: the same 404, so nothing can be probed.
      expect(
        (
          await vera.request.put('/api/rfp/events/contoso-digital-banking/answers', {
            data: { question: 1, value: 'x', basedOn: 0 },
          })
        ).status(),
      ).toBe(404);
      expect((await vera.goto('/apps/rfp-events/not-an-event'))?.status()).toBe(404);
    } finally {
      await adaContext.close();
      await cleoContext.close();
      await veraContext.close();
    }
  });

  test('the vendor attaches a file: listed, its SHA-256 on the receipt, sealed from the client', async ({
    browser,
  }) => {
    test.skip(!eventUrl, 'needs the imported event');
    const veraContext = await newContextFrom(browser, stateOf('Vera Vendor'));
    const cleoContext = await newContextFrom(browser, stateOf('Cleo Contoso'));
    try {
      const page = await veraContext.newPage();
      await page.goto(eventUrl);
      const prices = page.locator('[data-question="4"]');
      const picker = prices.getByLabel('Attach files');
      // A program named .pdf: the server reads its first bytes and refuses it, naming the kinds taken.
      await picker.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00') });
      await expect(prices.locator('[data-save-state]')).toContainText('setup.pdf: this kind of file is not taken (PDF');
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
      await picker.setInputFiles({ name: 'Price schedule.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(prices.locator('[data-save-state]')).toHaveText('Price schedule.pdf attached.');
      const link = prices.getByRole('link', { name: 'Download Price schedule.pdf' });
      const href = (await link.getAttribute('href')) ?? '';
      const own = await page.request.get(href);
      expect(own.status()).toBe(200);
      expect(Buffer.from(await own.body()).equals(pdf)).toBe(true);

      // A second file, removed with the keyboard before submitting.
      await picker.setInputFiles({ name: 'Notes.csv', mimeType: 'text/csv', buffer: Buffer.from('item;price\r\n') });
      await expect(prices.locator('[data-save-state]')).toHaveText('Notes.csv attached.');
      await prices.getByRole('button', { name: 'Remove Notes.csv' }).press('Enter');
      await expect(prices.locator('[data-save-state]')).toHaveText('Notes.csv removed.');
      await expect(prices.locator('[data-file]')).toHaveCount(1);

      await page.getByRole('button', { name: 'Submit again' }).click();
      await expect(page.locator('[data-done="submitted"]')).toBeVisible();
      await expect(page.locator('[data-receipt]')).toContainText('3 answers');
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      await expect(page.locator('[data-receipt-files]')).toHaveText(`Price schedule.pdf ${sha256}`);

      // The client's user, before the deadline: the same 404 as a file that does not exist.
      const cleo = await cleoContext.newPage();
      expect((await cleo.request.get(href)).status()).toBe(404);
    } finally {
      await veraContext.close();
      await cleoContext.close();
    }
  });

  test('a submission after the deadline is refused, and the closed event is recorded in the client’s activity', async ({
    browser,
  }) => {
    test.skip(!eventUrl, 'needs the imported event');
    const id = eventUrl.split('/').at(-1) ?? '';
    const veraContext = await newContextFrom(browser, stateOf('Vera Vendor'));
    const adaContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const vera = await veraContext.newPage();
      await vera.goto(eventUrl);
      await expect(vera.getByRole('button', { name: 'Submit again' })).toBeVisible();
      await deadlinePassed(id);
      await vera.getByRole('button', { name: 'Submit again' }).click();
      await expect(vera.getByRole('alert')).toContainText(
        'The deadline has passed: the event no longer takes answers.',
      );
      expect(
        (
          await vera.request.put(`/api/rfp/events/${id}/answers`, {
            data: { question: 1, value: 'Too late.', basedOn: 99 },
          })
        ).status(),
      ).toBe(409);
      await vera.reload();
      await expect(vera.locator('[data-event-status]')).toHaveText('Closed');
      await expect(vera.getByRole('button', { name: /^Submit/ })).toHaveCount(0);

      // Closed: the buyer reads what was submitted, and the trail has who did what.
      const ada = await adaContext.newPage();
      await adaOnContosoBank(ada);
      await ada.goto(eventUrl);
      // The event's own history: who did what to it (never an answer's text).
      const history = ada.locator('[data-object-history="rfpEvent"]');
      await expect(history).toContainText('Withdrew a question');
      await expect(history).not.toContainText('Every weekday evening');
      await ada.getByRole('link', { name: 'Evaluate the answers' }).click();
      await expect(ada).toHaveURL(`/pages/rfp-analysis?event=${id}`);
      await expect(ada.getByText('Every weekday evening, a deep clean on Saturdays.').first()).toBeVisible();
      await ada.goto(`/apps/activity?${new URLSearchParams({ object: 'rfpEvent', id })}`);
      const entries = ada.locator('[data-activity-table] tr[data-object="rfpEvent"]');
      for (const action of ['created', 'published', 'clarified', 'questionWithdrawn'])
        await expect(entries.and(ada.locator(`[data-action="${action}"]`)), action).toHaveCount(1);
      // Vera submitted, then submitted again with her file; the refused late one left nothing.
      await expect(entries.and(ada.locator('[data-action="submitted"]'))).toHaveCount(2);
      await expect(entries.and(ada.locator('[data-action="submitted"]')).first()).toContainText('Submitted');
    } finally {
      await veraContext.close();
      await adaContext.close();
    }
  });
});

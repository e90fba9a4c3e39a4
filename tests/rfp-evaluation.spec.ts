import type { Browser } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signedInAs, stateOf } from './auth.ts';
import { chooseLanguage } from './helpers.ts';
import { newContextFrom } from './stored-state.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The RFP evaluation (decisions 078, 140): scoring in the grid, weights and the what-if, consensus
 * by two people at once, vendors side by side, export, permissions and Arabic, over Contoso Bank's
 * closed example event. Each test scores rows of its own, so they do not meet in its evaluation.
 */

/** Ada serves three clients: the evaluation is Contoso Bank's, so she chooses it first. */
async function onContosoBank(page: Page): Promise<void> {
  const response = await page.request.post('/api/session/active-client', {
    data: { clientId: 'MTAwMw', projects: [] },
  });
  expect(response.ok()).toBe(true);
}

async function inContext<T>(
  browser: Browser,
  account: 'Cleo Contoso' | 'Ada Admin' | 'Vera Vendor' | 'fresh',
  use: (page: Page) => Promise<T>,
) {
  const context =
    account === 'fresh'
      ? await browser.newContext({ storageState: { cookies: [], origins: [] } })
      : await newContextFrom(browser, stateOf(account));
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The page with its evaluation island hydrated (keys and clicks reach React). The island is the
 * server's HTML until a first touch (decision 089): the pointer over it wakes it, as a person's would.
 */
async function openEvaluation(page: Page, query = ''): Promise<void> {
  await page.goto(`/pages/rfp-analysis${query}`);
  // From outside the island: a pointer that stays where it was on the last page enters nothing.
  await page.mouse.move(0, 0);
  await page.locator('#rfp-evaluation-title').hover();
  // A pointer already there before the island's directive listens is not seen again: the house's
  // wake event (what the page's own parts send) until it has hydrated.
  const island = page.locator('astro-island:has(.rfp-evaluation)');
  await expect(async () => {
    if ((await island.getAttribute('ssr')) !== null) await island.dispatchEvent('portal:wake');
    await expect(page.locator('.rfp-evaluation[data-hydrated]')).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await expect(island).not.toHaveAttribute('ssr');
}

/**
 * The page for the weights tests: the weights and the totals cover every section whatever rows the
 * grid shows (the totals count all 315 rows, decision 089), so the grid shows its smallest section
 * and each load and hydration costs a seventh of the whole grid's (decision 099).
 */
const weightsPage = '?section=Research+%26+Development';

const answer = (page: Page, id: string) => page.locator(`.rfp-grid [data-answer="${id}"]`);

test.describe('RFP evaluation', () => {
  test('the grid is whole before its script, and a key pressed before it hydrates is not lost', async ({ browser }) => {
    await inContext(browser, 'Cleo Contoso', async (page) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      // The island reads the questions and answers back from the server's grid (they are not in
      // its props): a first render that differed from that HTML would be reported here.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/pages/rfp-analysis?section=Compliance');
      const first = answer(page, '45-2');
      await expect(first).toBeVisible();
      const island = page.locator('astro-island:has(.rfp-evaluation)');
      const props = (await island.getAttribute('props')) ?? '';
      const texts = () =>
        page
          .locator('.rfp-grid tr[data-row="45"]')
          .locator('.rfp-question > [dir="auto"], .rfp-answer, .rfp-empty')
          .allInnerTexts();
      const rendered = await texts();
      expect(rendered).toHaveLength(5);
      const question =
        (await page.locator('.rfp-grid tr[data-row="45"] .rfp-question > [dir="auto"]').textContent()) ?? '';
      expect(question.length).toBeGreaterThan(10);
      expect(props).not.toContain(question);
      // Nothing of the evaluation's code yet: it comes at the first touch.
      await expect(island).toHaveAttribute('ssr', '');
      const before = scripts.length;
      await first.focus();
      await page.keyboard.press('Delete');
      await page.keyboard.press('3');
      await expect(first).toHaveText('3');
      await expect(first).toHaveClass(/rfp-score-scored/);
      await expect(page.locator('.rfp-evaluation[data-hydrated]')).toBeVisible();
      expect(scripts.length).toBeGreaterThan(before);
      await page.keyboard.press('ArrowDown');
      await expect(answer(page, '46-2')).toBeFocused();
      // The same question and answers once the island renders them.
      expect(await texts()).toEqual(rendered);
      expect(errors).toEqual([]);
    });
  });

  test('an evaluator scores in the grid with the keyboard, with proposals and left-out answers', async ({
    browser,
  }) => {
    await inContext(browser, 'Cleo Contoso', async (page) => {
      await openEvaluation(page, '?section=Compliance');
      await expect(page.getByText('You score on your own sheet')).toBeVisible();
      const first = answer(page, '41-0');
      await first.focus();
      await page.keyboard.press('Delete');
      await page.keyboard.press('4');
      await expect(first).toHaveText('4');
      await expect(first).toHaveClass(/rfp-score-scored/);
      await page.keyboard.press('ArrowRight');
      await expect(answer(page, '41-1')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(answer(page, '42-1')).toBeFocused();
      await page.keyboard.press('Enter');
      const editor = page.getByRole('form', { name: 'Score for Contoso Fintech, row 42' });
      await editor.getByLabel('Score').selectOption('1');
      await editor.getByLabel('Comment (optional)').fill('Vague about key rotation.');
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor).toHaveCount(0);
      await expect(answer(page, '42-1')).toBeFocused();

      // Kept on the server: a new page shows both.
      await openEvaluation(page, '?section=Compliance');
      await expect(answer(page, '41-0')).toHaveText('4');
      await expect(answer(page, '42-1')).toHaveText('1');
      await expect(page.locator('tr[data-row="42"] td[data-v="1"] .rfp-comment')).toHaveText(
        'Vague about key rotation.',
      );
      // An unanswered answer is left out: a digit does nothing.
      const unanswered = page.locator('.rfp-grid [data-excluded]').first();
      const before = await unanswered.textContent();
      await unanswered.focus();
      await page.keyboard.press('5');
      await expect(unanswered).toHaveText(before ?? '');
      await expect(unanswered).toHaveAttribute('aria-label', /left out/);
      // Proposed from the answer, marked as such.
      await expect(page.locator('.rfp-grid .rfp-score-proposed').first()).toHaveAttribute('aria-label', /proposed \d/);
    });
  });

  test('the totals say what they count, progress shows per evaluator and vendor, a left-out answer says why', async ({
    browser,
  }) => {
    await inContext(browser, 'Cleo Contoso', async (page) => {
      await openEvaluation(page, weightsPage);
      const counts = page.locator('#rfp-totals-counts');
      const table = page.locator('.rfp-totals-table');
      // The portal's proposals alone: a proposed ranking, said so.
      await page.getByLabel('Scores counted').selectOption({ label: "The portal's proposals only" });
      await expect(counts).toHaveAttribute('data-counts', 'proposalsOnly');
      await expect(counts).toHaveText(
        /this ranking is the portal's proposal from the vendors' answers, not an evaluation/,
      );
      await expect(table.locator('thead th').first()).toHaveText('Proposed rank');
      await expect(table.locator('tbody [data-counted]').first()).toHaveText(/^[\d,]+ proposals$/);

      // Her own scores alone: the answer she scores is what counts, and her progress moves with it.
      await page.getByLabel('Scores counted').selectOption({ label: 'My scores' });
      await page.getByLabel("Where no one has scored, count the portal's proposal").uncheck();
      const own = page.locator('tr[data-progress="you"] td').nth(3);
      const cell = answer(page, '70-3');
      await cell.focus();
      await page.keyboard.press('Delete');
      await expect(cell).not.toHaveClass(/rfp-score-scored/);
      const before = Number(((await own.textContent()) ?? '').split(' of ')[0]);
      await page.keyboard.press('4');
      await expect(cell).toHaveText('4');
      await expect(own).toContainText(`${before + 1} of `);
      await expect(counts).toHaveAttribute('data-counts', 'peopleOnly');
      await expect(table.locator('tr[data-total-vendor="3"] [data-counted]')).toHaveText(/^[\d,]+ scored by you$/);
      await expect(table.locator('thead th').first()).toHaveText('Rank');
      // Every vendor's answers to score, and the consensus on its own line.
      await expect(page.locator('tr[data-progress="answers"] td')).toHaveCount(5);
      await expect(page.locator('tr[data-progress="consensus"] th')).toHaveText('Consensus');

      // An answer the vendor did not give: the digit does nothing, and the cell says why.
      const unanswered = page.locator('.rfp-grid tr[data-row="63"] [data-answer="63-1"]');
      await expect(unanswered).toHaveAccessibleDescription('This vendor gave no answer: nothing to score.');
      await expect(page.locator('#rfp-why-63-1')).toBeVisible();
    });
  });

  test('weights: the page says when they do not add up, a what-if moves the ranking, the lead saves', async ({
    browser,
  }) => {
    // Nadia evaluates too and has scored nothing: the totals are the proposals'.
    await inContext(browser, 'fresh', async (page) => {
      await signedInAs(page, 'Nadia Contoso');
      await openEvaluation(page, weightsPage);
      const ranks = () =>
        page
          .locator('.rfp-totals-table tbody th')
          .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent));
      await expect
        .poll(ranks)
        .toEqual(['Fabrikam Systems', 'Tailspin Banking', 'Northwind Digital', 'Contoso Fintech']);
      await page.getByRole('tab', { name: 'Weights' }).click();
      await page.getByLabel('Weight of Research & Development (%)').fill('90');
      await expect(page.getByRole('alert').filter({ hasText: 'The sections add up to 157%, not 100%.' })).toBeVisible();
      await page.getByLabel('Weight of Compliance (%)').fill('10');
      await page.getByLabel('Weight of Research & Development (%)').fill('80');
      await page.getByLabel('Weight of Integration (%)').fill('10');
      await expect(page.locator('.rfp-weight-problems')).toBeEmpty();
      await expect(page.getByText('What-if: these weights are not saved.')).toBeVisible();
      await expect
        .poll(ranks)
        .toEqual(['Tailspin Banking', 'Fabrikam Systems', 'Northwind Digital', 'Contoso Fintech']);
      await expect(page.locator('tr[data-total-vendor="3"] .rfp-move')).toHaveText(/up 1 place/);
      await expect(page.locator('tr[data-total-vendor="2"] .rfp-move')).toHaveText(/down 1 place/);
      // An evaluator only tries weights: nothing to save, and the server agrees.
      await expect(page.getByRole('button', { name: 'Save weights' })).toHaveCount(0);
      const refused = await page.request.put('/api/rfp/weights', {
        data: { sections: { Compliance: 10, 'Research & Development': 80, Integration: 10 }, subsections: {} },
      });
      expect(refused.status()).toBe(403);
      await page.getByRole('button', { name: 'Back to the saved weights' }).click();
      await expect
        .poll(ranks)
        .toEqual(['Fabrikam Systems', 'Tailspin Banking', 'Northwind Digital', 'Contoso Fintech']);
    });

    await inContext(browser, 'Ada Admin', async (page) => {
      await onContosoBank(page);
      await openEvaluation(page, weightsPage);
      await page.getByRole('tab', { name: 'Weights' }).click();
      const save = page.getByRole('button', { name: 'Save weights' });
      await page.getByLabel('Weight of 1.1 Data Privacy within its section (%)').fill('40');
      await expect(
        page.getByRole('alert').filter({ hasText: 'The subsections of Compliance add up to 123%, not 100%.' }),
      ).toBeVisible();
      await expect(save).toBeDisabled();
      await page.getByLabel('Weight of 1.2 Security Certifications within its section (%)').fill('0');
      await page.getByLabel('Weight of 1.3 Regulatory Reporting within its section (%)').fill('0');
      await page.getByLabel('Weight of 1.4 Business Continuity within its section (%)').fill('20');
      await page.getByLabel('Weight of 1.5 Accessibility within its section (%)').fill('20');
      await page.getByLabel('Weight of 1.6 Audit within its section (%)').fill('20');
      await save.click();
      await expect(page.locator('.rfp-weights .rfp-save')).toHaveText('Saved');
      await openEvaluation(page, weightsPage);
      await page.getByRole('tab', { name: 'Weights' }).click();
      await expect(page.getByLabel('Weight of 1.1 Data Privacy within its section (%)')).toHaveValue('40');
      // Weights that do not add up are refused by the server too, with the page's message.
      const refused = await page.request.put('/api/rfp/weights', {
        data: { sections: { Compliance: 50, 'Research & Development': 33, Integration: 33 }, subsections: {} },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).error.message).toBe("The sections' weights add up to 116%, not 100%.");
    });
  });

  test('weights are saved per level: two tabs of the lead changing different levels both keep theirs', async ({
    browser,
  }) => {
    // Two tabs of one browser: the stored lead's session (the test changes no client of it).
    const context = await newContextFrom(browser, stateOf('Ada Admin'));
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      await onContosoBank(first);
      await openEvaluation(first, weightsPage);
      await openEvaluation(second, weightsPage);
      for (const page of [first, second]) await page.getByRole('tab', { name: 'Weights' }).click();

      // The first tab moves the sections; the second, still showing the old ones, Integration's subsections.
      await first.getByLabel('Weight of Compliance (%)').fill('50');
      await first.getByLabel('Weight of Research & Development (%)').fill('25');
      await first.getByLabel('Weight of Integration (%)').fill('25');
      const integration = second.locator('fieldset', { has: second.locator('legend', { hasText: /^Integration$/ }) });
      const inputs = integration.locator('input[data-weight]');
      const count = await inputs.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index++) await inputs.nth(index).fill(index === 0 ? '100' : '0');
      const firstId = await inputs.first().getAttribute('data-weight');

      // One after the other, the second from its stale page: a whole-table save would undo the first.
      for (const page of [first, second]) {
        await page.getByRole('button', { name: 'Save weights' }).click();
        await expect(page.locator('.rfp-weights .rfp-save')).toHaveText('Saved');
      }
      // The second tab now shows the first one's sections too (the server answers with all it keeps).
      await expect(second.getByLabel('Weight of Compliance (%)')).toHaveValue('50');

      await openEvaluation(first, weightsPage);
      await first.getByRole('tab', { name: 'Weights' }).click();
      await expect(first.getByLabel('Weight of Compliance (%)')).toHaveValue('50');
      await expect(first.getByLabel('Weight of Integration (%)')).toHaveValue('25');
      await expect(first.locator(`input[data-weight="${firstId}"]`)).toHaveValue('100');
      // Part of a level is refused: it could not be checked to add up.
      const part = await first.request.put('/api/rfp/weights', {
        data: { sections: { Compliance: 100 }, subsections: {} },
      });
      expect(part.status()).toBe(400);
      expect((await part.json()).error.code).toBe('weightsIncomplete');
    } finally {
      await context.close();
    }
  });

  test('consensus: two evaluators score at once, the lead sees the spread and sets the consensus', async ({
    browser,
  }) => {
    const cemContext = await newContextFrom(browser, stateOf('Cleo Contoso'));
    const adaContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const cem = await cemContext.newPage();
      const ada = await adaContext.newPage();
      await signedInAs(ada, 'Ada Admin');
      // Both on Contoso Bank's evaluation.
      await onContosoBank(ada);
      await openEvaluation(cem, '?section=Research+%26+Development');
      await openEvaluation(ada, '?section=Research+%26+Development');
      const project = async (page: Page) => page.locator('p:has(> bdi)').first().textContent();
      expect(await project(ada)).toBe(await project(cem));

      // At the same moment, on the same answer and its neighbour: nothing is lost.
      await answer(cem, '61-1').focus();
      await answer(ada, '61-1').focus();
      await Promise.all([cem.keyboard.press('5'), ada.keyboard.press('1')]);
      await expect(answer(cem, '61-1')).toHaveText('5');
      await expect(answer(ada, '61-1')).toHaveText('1');
      await Promise.all([cem.keyboard.press('ArrowDown'), ada.keyboard.press('ArrowDown')]);
      await Promise.all([cem.keyboard.press('3'), ada.keyboard.press('3')]);
      await expect(answer(cem, '62-1')).toHaveText('3');
      await expect(answer(ada, '62-1')).toHaveText('3');

      await openEvaluation(ada, '?section=Research+%26+Development');
      await ada.getByRole('tab', { name: 'Consensus' }).click();
      const line = ada.locator('tr[data-consensus-answer="61-1"]');
      await expect
        .poll(async () => (await line.locator('[data-evaluator-score]').allTextContents()).sort())
        .toEqual(['1', '5']);
      await expect(line).toHaveAttribute('data-disagree', '');
      await expect(line).toContainText('Disagree');
      await expect(ada.locator('tr[data-consensus-answer="62-1"]')).not.toHaveAttribute('data-disagree', '');
      await expect(ada.locator('[data-disagreements]')).toContainText(/\d+ answers? where evaluators disagree/);
      await ada.getByLabel('Only answers where evaluators disagree').check();
      await expect(ada.locator('tr[data-consensus-answer="62-1"]')).toHaveCount(0);
      await line.locator('[data-set-consensus]').click();
      const editor = ada.getByRole('form', { name: 'Consensus for Contoso Fintech, row 61' });
      await editor.getByLabel('Score').selectOption('3');
      await editor.getByLabel('Comment (optional)').fill('Agreed in the review call.');
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor).toHaveCount(0);
      await expect(line.getByRole('status')).toHaveText('Saved');
      await expect(line.locator('[data-consensus-comment]')).toHaveText('Agreed in the review call.');
      await expect(line.locator('[data-set-consensus]')).toBeFocused();

      // Cleo sees the consensus, not Ada's own score, and may not set it.
      await openEvaluation(cem, '?section=Research+%26+Development');
      await cem.getByRole('tab', { name: 'Consensus' }).click();
      const cemLine = cem.locator('tr[data-consensus-answer="61-1"]');
      await expect(cemLine.locator('[data-consensus-score]')).toHaveText('3');
      await expect(cemLine.locator('[data-consensus-comment]')).toHaveText('Agreed in the review call.');
      await expect(cemLine.locator('[data-evaluator-score]')).toHaveText(['5']);
      const refused = await cem.request.put('/api/rfp/consensus', {
        data: { row: 61, vendor: 1, score: 5, comment: '' },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error.message).toBe(
        "Only the evaluation's lead (the provider's staff) may do this.",
      );
    } finally {
      await cemContext.close();
      await adaContext.close();
    }
  });

  test('side by side: two to four vendors with the differences marked', async ({ browser }) => {
    await inContext(browser, 'Cleo Contoso', async (page) => {
      await openEvaluation(page, '?section=Integration');
      await page.getByRole('tab', { name: 'Side by side' }).click();
      const table = page.locator('.rfp-compare-table');
      await expect(table).toHaveAttribute('data-compared', '0,1,2,3');
      await page.locator('[data-compare-vendor="1"]').uncheck();
      await page.locator('[data-compare-vendor="3"]').uncheck();
      await expect(table).toHaveAttribute('data-compared', '0,2');
      await expect(table.locator('thead th')).toHaveText(['Row', 'Question', 'Northwind Digital', 'Fabrikam Systems']);
      // Row 109: Not Available against In Production/Live — marked, the best score starred.
      const row = table.locator('tr[data-row="109"]');
      await expect(row).toHaveAttribute('data-differs', '');
      await expect(row.locator('td[data-v="2"]')).toHaveAttribute('data-best', '');
      await expect(row.locator('td[data-v="2"]')).toContainText('Highest score');
      // Row 124: the same answer from both — not marked.
      await expect(table.locator('tr[data-row="124"]')).not.toHaveAttribute('data-differs', '');
      const all = await table.locator('tbody tr').count();
      await page.getByLabel('Only questions where they differ').check();
      await expect(table.locator('tr[data-row="124"]')).toHaveCount(0);
      expect(await table.locator('tbody tr').count()).toBeLessThan(all);
      await page.locator('[data-compare-vendor="2"]').uncheck();
      await expect(page.getByRole('alert').filter({ hasText: 'Choose at least two vendors.' })).toBeVisible();
    });
  });

  test('exports the evaluation to Excel and CSV, named after client, project and day', async ({ browser }) => {
    await inContext(browser, 'Cleo Contoso', async (page) => {
      await openEvaluation(page, '?section=Compliance');
      await answer(page, '44-0').focus();
      // Exported at once, the score still on its way to the server: the page asks for the file once
      // the server has it (the grid may already show a 2 proposed from the answer).
      await page.keyboard.press('2');
      const day = new Date().toISOString().slice(0, 10);

      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="xlsx"]').click()]);
      expect(xlsx.suggestedFilename()).toMatch(
        new RegExp(`^rfp-evaluation-contoso-bank-contoso-card-services-${day}\\.xlsx$`),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await xlsx.path());
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Answers', 'Totals', 'Weights', 'Changes']);
      const answers = workbook.getWorksheet('Answers');
      if (!answers) throw new Error('The workbook has no Answers sheet');
      expect(answers.rowCount).toBe(1 + 315 * 4);
      const header = (answers.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 8)).toEqual([
        'Row',
        'Section',
        'Subsection',
        'Question',
        'Importance',
        'Vendor',
        'Answer',
        'Proposed score',
      ]);
      const scoreColumn = header.indexOf('Score: Cleo Contoso') + 1;
      expect(scoreColumn).toBeGreaterThan(0);
      // Row 44, first vendor: after the header and 43 rows of four answers.
      const line = answers.getRow(1 + (44 - 1) * 4 + 1);
      expect(line.getCell(1).value).toBe(44);
      expect(line.getCell(scoreColumn).value).toBe(2);
      await expect(answer(page, '44-0')).toHaveClass(/rfp-score-scored/);
      const totals = workbook.getWorksheet('Totals');
      expect(totals?.rowCount).toBe(5);
      expect((totals?.getRow(2).getCell(1).value as number) >= 1).toBe(true);

      const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="csv"]').click()]);
      expect(csv.suggestedFilename()).toMatch(
        new RegExp(`^rfp-evaluation-contoso-bank-contoso-card-services-${day}\\.csv$`),
      );
      const text = (await (await csv.createReadStream()).toArray()).map(String).join('');
      const lines = text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]?.startsWith('Row,Section,Subsection,Question,Importance,Vendor,Answer,Proposed score')).toBe(
        true,
      );
      expect(lines).toHaveLength(1 + 315 * 4);
      expect(lines[1 + (44 - 1) * 4]).toMatch(/^44,Compliance,/);
    });
  });

  test('permissions and bad input are enforced on the server', async ({ browser }) => {
    await inContext(browser, 'fresh', async (page) => {
      expect((await page.request.get('/api/rfp/evaluation')).status()).toBe(401);
    });
    await inContext(browser, 'Vera Vendor', async (page) => {
      expect((await page.request.get('/api/rfp/evaluation')).status()).toBe(403);
      expect(
        (await page.request.put('/api/rfp/scores', { data: { row: 1, vendor: 0, score: 5, comment: '' } })).status(),
      ).toBe(403);
      expect((await page.request.get('/api/rfp/export?format=csv')).status()).toBe(403);
      // A vendor never reads another vendor's answers, not even after the close.
      await page.goto('/pages/rfp-analysis');
      await expect(page.locator('[data-rfp-none]')).toBeVisible();
      await expect(page.locator('tr[data-row]')).toHaveCount(0);
      expect((await page.request.get('/api/rfp/rows?event=contoso-digital-banking')).status()).toBe(403);
    });
    await inContext(browser, 'Cleo Contoso', async (page) => {
      const put = (data: object) => page.request.put('/api/rfp/scores', { data });
      const outOfRange = await put({ row: 2, vendor: 0, score: 7, comment: '' });
      expect(outOfRange.status()).toBe(400);
      expect((await outOfRange.json()).error.message).toBe('A score is a whole number from 0 to 5.');
      const long = await put({ row: 2, vendor: 0, score: 3, comment: 'x'.repeat(501) });
      expect((await long.json()).error.message).toBe('A comment may have at most 500 characters.');
      const gone = await put({ row: 999, vendor: 0, score: 3, comment: '' });
      expect(gone.status()).toBe(409);
      expect((await gone.json()).error.message).toBe(
        'Question 999 is no longer in the RFP; nothing was saved. Reload the page.',
      );
      const excluded = await put({ row: 1, vendor: 3, score: 3, comment: '' });
      expect((await excluded.json()).error.code).toBe('excludedAnswer');
      expect((await page.request.put('/api/rfp/importance', { data: { row: 2, importance: 'must' } })).status()).toBe(
        403,
      );
    });
  });

  test.describe('in Arabic on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('shows one vendor at a time, English answers keep their direction, nothing overflows', async ({ browser }) => {
      await inContext(browser, 'Cleo Contoso', async (page) => {
        await chooseLanguage(page, 'ar');
        await openEvaluation(page, '?section=Compliance');
        await expect(page.getByRole('tab', { name: 'التقييم' })).toBeVisible();
        const picker = page.getByLabel('المورّد المعروض');
        await expect(picker).toBeVisible();
        const visibleVendors = () =>
          page
            .locator('tr[data-row="1"] td[data-v]')
            .evaluateAll((cells) =>
              cells
                .filter((cell) => getComputedStyle(cell).display !== 'none')
                .map((cell) => cell.getAttribute('data-v')),
            );
        await expect.poll(visibleVendors).toEqual(['0']);
        await picker.selectOption('2');
        await expect.poll(visibleVendors).toEqual(['2']);
        // An English answer reads left to right inside the Arabic page: its full stop stays at its end.
        const englishAnswer = page.locator('tr[data-row="1"] td[data-v="2"] .rfp-answer');
        expect(await englishAnswer.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
        const subsection = page.locator('tbody[data-subsection="1.1"] .rfp-subsection bdi');
        await expect(subsection).toHaveText('1.1 Data Privacy');
        expect(await subsection.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // English vendor names and answers keep their direction in every view.
        await expect(page.locator('.rfp-totals-table tbody th bdi').first()).toHaveText(/[A-Za-z]/);
        await page.screenshot({ path: test.info().outputPath('rfp-ar-390-top.png') });
        await page
          .locator('.rfp-grid tbody[data-subsection="1.1"]')
          .screenshot({ path: test.info().outputPath('rfp-ar-390-grid.png') });
        // The plural forms of Arabic in the totals, and its digits in the figures.
        await expect(page.locator('.rfp-totals-table tbody th [data-counted]').first()).toContainText(/مقترح|منك/);
        await expect(page.locator('.rfp-totals-table tbody tr').first().locator('td').first()).toHaveText('١');
        await expect(page.locator('.rfp-totals-table [data-overall]').first()).toHaveText(/^[٠-٩]٫[٠-٩]{2}$/);
      });
    });
  });
});

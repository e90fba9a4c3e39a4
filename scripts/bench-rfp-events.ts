// `npm run bench:rfp-events`: RFP events on this machine, against the current build (`npm run build`
// first), on spare ports 4383/4384 with a throw-away data folder. Prints
//  1. the import of a 2,000-question questionnaire with 8 vendors' answers given offline, as a buyer
//     sends it from RFP ETL (the form's POST to its redirect; goal ≤ 5 s);
//  2. a 300-question event opening for a vendor: navigation start to the answer form ready for
//     typing (its custom element defined and the last question on the page; goal ≤ 1 s);
//  3. an answer saved: the moment the form starts its save to the frame showing "Saved" (goal
//     ≤ 200 ms at p95), and the server's part of it (a PUT through the API).
// A benchmark, not a test: it prints figures and exits 0 unless something breaks.
import { mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { readEvent, readResponse } from '../src/rfp/events/server/event-store.ts';
import { loadConfig } from '../src/server/config.ts';
import { startPortal } from '../src/server/main.ts';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';

const QUESTIONS = Number(process.env['BENCH_IMPORT_QUESTIONS'] ?? 2000);
const VENDORS = Number(process.env['BENCH_IMPORT_VENDORS'] ?? 8);
const OPEN_QUESTIONS = Number(process.env['BENCH_OPEN_QUESTIONS'] ?? 300);
const SAVES = Number(process.env['BENCH_SAVES'] ?? 40);
const CONTOSO = 'MTAwMw';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1] ?? 0;
const verdict = (value: number, goal: number) =>
  value <= goal ? `ok (goal ≤ ${goal} ms)` : `OVER the goal of ${goal} ms`;
const load = () => `load average ${os.loadavg()[0]?.toFixed(1)}`;

const types = ['text', 'yes/no/partial', 'number', 'choice'] as const;

/** A questionnaire in the template's layout; with vendors, one answer column each. */
async function questionnaire(questions: number, vendors: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questionnaire');
  sheet.addRow(['Row', 'Section', 'Subsection', 'Question', 'Type', 'Choices', ...vendors]);
  for (let row = 1; row <= questions; row++) {
    const type = types[row % types.length] ?? 'text';
    const answer =
      type === 'number' ? String(row) : type === 'yes/no/partial' ? 'Yes' : type === 'choice' ? 'Monthly' : 'We do.';
    sheet.addRow([
      row,
      `Section ${1 + Math.floor((row - 1) / 100)}`,
      `Part ${1 + Math.floor((row - 1) / 20)}`,
      `Question ${row}: describe how the service meets requirement ${row} of the bank's card processing.`,
      type,
      type === 'choice' ? 'Daily; Weekly; Monthly' : '',
      ...vendors.map(() => answer),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function signIn(browser: Browser, origin: string, name: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${origin}/login`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
  ]);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: new RegExp(name) }).click({ noWaitAfter: true });
  await closed;
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** The buyer's import through RFP ETL's form: the time of the POST, and the event it made. */
async function imported(page: Page, origin: string, title: string, workbook: Buffer) {
  const deadline = new Date(Date.now() + 10 * 24 * 3_600_000).toISOString().slice(0, 10);
  const start = performance.now();
  const response = await page.request.post(`${origin}/apps/rfp-etl`, {
    multipart: {
      title,
      deadline: `${deadline}T17:00`,
      timeZone: 'Europe/Istanbul',
      invited: 'Vendor Co: vera.vendor@vendor.test',
      workbook: {
        name: 'questions.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: workbook,
      },
    },
    maxRedirects: 0,
    headers: { origin },
  });
  const took = performance.now() - start;
  const location = response.headers()['location'] ?? '';
  const id = /\/apps\/rfp-events\/([^/?]+)/.exec(location)?.[1];
  if (response.status() !== 303 || !id) throw new Error(`Import: ${response.status()} ${location}`);
  return { id, took };
}

/**
 * In the page: from the form starting a save ("Saving…") to the frame after "Saved", for the
 * question `id`, in `window.rfpEventSave` (a promise).
 */
function watchSave(id: string) {
  const line = document.querySelector(`[data-question="${id}"] [data-save-state]`);
  if (!line) throw new Error(`No save line for question ${id}`);
  const seen = new Promise<number>((resolve) => {
    let started = 0;
    const observer = new MutationObserver(() => {
      const text = line.textContent ?? '';
      if (!started && text && text !== line.closest('rfp-answers')?.getAttribute('data-saved')) {
        started = performance.now();
        return;
      }
      if (started && text === line.closest('rfp-answers')?.getAttribute('data-saved')) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      }
    });
    observer.observe(line, { childList: true, characterData: true, subtree: true });
  });
  (window as unknown as { rfpEventSave: Promise<number> }).rfpEventSave = seen;
}

// Mail is off: a benchmark sends nothing (locally it would go to a MailDev not started here).
const config = {
  ...loadConfig({
    PORT: process.env['BENCH_PORT'] ?? '4383',
    TENANT_PORT: process.env['BENCH_TENANT_PORT'] ?? '4384',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-rfp-events-')),
  }),
  mail: undefined,
};
const portal = await startPortal(config);
const browser = await chromium.launch({ executablePath: chromiumPathOrExplain(), args: chromiumArgs });
try {
  const origin = portal.url;
  const buyer = await signIn(browser, origin, 'Ada Admin');
  const switched = await buyer.request.post(`${origin}/api/session/active-client`, {
    data: { clientId: CONTOSO, projects: [] },
    headers: { origin },
  });
  if (!switched.ok()) throw new Error(`Switching to Contoso Bank: ${switched.status()}`);

  // 1. The import: a questionnaire of QUESTIONS rows and VENDORS answer columns.
  const vendors = Array.from({ length: VENDORS }, (_, index) => `Vendor ${String.fromCharCode(65 + index)}`);
  const big = await questionnaire(QUESTIONS, vendors);
  const importTimes: number[] = [];
  let bigId = '';
  for (let run = 0; run < 3; run++) {
    const made = await imported(buyer, origin, `Benchmark import ${run + 1}`, big);
    importTimes.push(made.took);
    bigId = made.id;
  }
  // What was kept: every question, and each vendor's answers as a submission.
  const kept = await readEvent(config, bigId);
  const lastVendor = await readResponse(config, bigId, vendors.at(-1) ?? '');
  const keptAnswers = Object.keys(lastVendor.submitted?.answers ?? {}).length;
  if (kept?.questions.length !== QUESTIONS || keptAnswers !== QUESTIONS)
    throw new Error(`Imported ${kept?.questions.length} questions and ${keptAnswers} answers of the last vendor`);
  console.log(
    `Import of ${QUESTIONS} questions × ${VENDORS} vendors (${(big.length / 1024).toFixed(0)} KB workbook; ${kept.invited.length} vendors and ${QUESTIONS} answers each kept), through RFP ETL's form (${load()}):`,
  );
  console.log(
    `  ${importTimes.map(ms).join(', ')}; median ${ms(median(importTimes))}  ${verdict(median(importTimes), 5000)}`,
  );

  // 2. A vendor opens a published event of OPEN_QUESTIONS questions.
  const open = await imported(buyer, origin, 'Benchmark card processing', await questionnaire(OPEN_QUESTIONS, []));
  const form = await buyer.request.post(`${origin}/apps/rfp-events/${open.id}`, {
    form: { action: 'publish' },
    maxRedirects: 0,
    headers: { origin },
  });
  if (form.status() !== 303) throw new Error(`Publish: ${form.status()}`);
  const vendor = await signIn(browser, origin, 'Vera Vendor');
  const eventUrl = `${origin}/apps/rfp-events/${open.id}`;
  const openTimes: number[] = [];
  const htmlTimes: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 6; run++) {
    await vendor.goto(eventUrl, { waitUntil: 'commit' });
    await vendor.locator(`[data-question="${OPEN_QUESTIONS}"]`).waitFor({ state: 'attached' });
    const ready = await vendor.waitForFunction(
      () => (customElements.get('rfp-answers') ? performance.now() : false),
      undefined,
      { polling: 'raf' },
    );
    const html = await vendor.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { end: entry?.responseEnd ?? 0, size: entry?.encodedBodySize ?? 0 };
    });
    // The first load warms the server's and the browser's caches.
    if (run > 0) {
      openTimes.push(Number(await ready.jsonValue()));
      htmlTimes.push(html.end);
      bytes = html.size;
    }
  }
  console.log(`A vendor opens an event of ${OPEN_QUESTIONS} questions (${load()}):`);
  console.log(`  HTML received:   ${ms(median(htmlTimes))} median (${(bytes / 1024).toFixed(1)} KB over the wire)`);
  console.log(
    `  ready to answer: ${ms(median(openTimes))} median, slowest ${ms(Math.max(...openTimes))}  ${verdict(median(openTimes), 1000)}`,
  );

  // 3. Answers saved: typed, then the field left (a change saves at once).
  const saveTimes: number[] = [];
  const textQuestions = await vendor
    .locator('[data-question][data-type="text"]')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset['question'] ?? ''));
  for (let n = 0; n < SAVES; n++) {
    const id = textQuestions[n % textQuestions.length] ?? '';
    const field = vendor.locator(`[data-question="${id}"] [data-part="value"]`);
    await field.fill(`Answer ${n}: the bank's cards are processed within two seconds.`);
    await vendor.evaluate(watchSave, id);
    await field.blur();
    saveTimes.push(await vendor.evaluate(() => (window as unknown as { rfpEventSave: Promise<number> }).rfpEventSave));
  }
  const serverTimes: number[] = [];
  // A question the page's saves left alone, so its revisions start at 0.
  const first = Number(textQuestions.at(-1));
  let rev = 0;
  for (let n = 0; n < SAVES; n++) {
    const start = performance.now();
    const response = await vendor.request.put(`${origin}/api/rfp/events/${open.id}/answers`, {
      data: { question: first, value: `Server answer ${n}`, basedOn: rev },
      headers: { origin },
    });
    if (!response.ok()) throw new Error(`Answer write: ${response.status()} ${await response.text()}`);
    serverTimes.push(performance.now() - start);
    rev = ((await response.json()) as { answer: { rev: number } }).answer.rev;
  }
  console.log(`Answers saved, ${SAVES} each (${load()}):`);
  console.log(
    `  in the page:     ${ms(median(saveTimes))} median, p95 ${ms(p95(saveTimes))}  ${verdict(p95(saveTimes), 200)}  (save started to the frame showing "Saved")`,
  );
  console.log(
    `  of which server: ${ms(median(serverTimes))} median, p95 ${ms(p95(serverTimes))} (a PUT through the API)`,
  );
} finally {
  await browser.close();
  await portal.close();
}

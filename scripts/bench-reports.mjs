// `npm run bench:reports`: how fast the embedded reports show, and what they download. Starts the
// built portal with its local tenant on spare ports, signs in through the real pop-up (the report
// island needs MSAL's tokens in the browser), then for each report page prints the time from
// navigation to the report's `rendered` event (first visit, then the median of warm visits) and
// the JavaScript the page downloads on a first visit (gzip), the portal's and the report host's;
// then the time to apply a saved view on the loaded report (its page and filters: the
// `report-view-applied:<name>` measure, from the choice to the report drawn with it).
// Env: BENCH_PORT / BENCH_TENANT_PORT (default 4383/4384), BENCH_RUNS (default 5), BENCH_AS (a
// demo user's display name, default Cem Client), BENCH_SCREENSHOTS=<folder> (also saves
// screenshots at 390 and 1440 px wide, in English and Arabic).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/server/config.ts';
import { startPortal } from '../src/server/main.ts';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';

const reports = [
  { name: 'InvoiceIntel', path: '/apps/reports/invoice-intel' },
  { name: 'VendorIntel', path: '/apps/reports/vendor-intel' },
];
const runs = Number(process.env.BENCH_RUNS ?? 5);
const user = process.env.BENCH_AS ?? 'Cem Client';
const GOAL_MS = 1500;
const VIEW_GOAL_MS = 500;
const BUDGET = 230 * 1024;

const config = loadConfig({
  PORT: process.env.BENCH_PORT ?? '4383',
  TENANT_PORT: process.env.BENCH_TENANT_PORT ?? '4384',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
});
const portal = await startPortal(config);
const tenantOrigin = `http://localhost:${config.tenantPort}`;
const browser = await chromium.launch({ executablePath: chromiumPathOrExplain(), args: chromiumArgs });

async function signIn(context) {
  const page = await context.newPage();
  await page.goto(`${portal.url}/login`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Microsoft' }).click(),
  ]);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: new RegExp(user) }).click({ noWaitAfter: true });
  await closed;
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
  return context.storageState();
}

/** Navigates and waits for the island's `report-rendered:<name>` mark (ms since navigation start). */
async function renderedAfter(page, report) {
  await page.goto(`${portal.url}${report.path}`);
  const mark = `report-rendered:${report.name}`;
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 30_000 });
  return page.evaluate((name) => performance.getEntriesByName(name)[0].startTime, mark);
}

/** Where the time of the last navigation went (ms since navigation start). */
function phases(page, report) {
  return page.evaluate((name) => {
    const resources = performance.getEntriesByType('resource');
    const find = (part) => resources.find((entry) => entry.name.includes(part));
    const [navigation] = performance.getEntriesByType('navigation');
    const token = find('/PowerBiToken/');
    const host = find('/powerbi/reportEmbed');
    return {
      html: navigation?.responseEnd,
      domContentLoaded: navigation?.domContentLoadedEventEnd,
      tokenRequest: token?.startTime,
      tokenResponse: token?.responseEnd,
      hostRequest: host?.startTime,
      rendered: performance.getEntriesByName(`report-rendered:${name}`)[0]?.startTime,
    };
  }, report.name);
}

/** The local report host's bookmark state (packages/local-tenant/src/reports/view-state.ts). */
const REPORT_IDS = {
  InvoiceIntel: '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70',
  VendorIntel: '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19',
};
const PAGES = { InvoiceIntel: ['top-invoices', 'vendors'], VendorIntel: ['share', 'concentration'] };
const stateOf = (report, page, status, months) =>
  Buffer.from(JSON.stringify({ v: 1, r: REPORT_IDS[report], p: page, f: { s: status, m: months } })).toString(
    'base64url',
  );

/** Saves two views of the report, then applies them in turn on the loaded report: the median time (ms). */
async function applyViews(page, report) {
  const ids = [];
  for (const [index, [status, months]] of [
    ['Overdue', 12],
    ['Paid', 6],
  ].entries()) {
    const view = {
      name: `Bench ${index}`,
      state: stateOf(report.name, PAGES[report.name][index], status, months),
      page: '',
      shared: false,
    };
    const answer = await page.request.post(`${portal.url}/api/report-views/${report.name}`, { data: view });
    ids.push((await answer.json()).id);
  }
  await renderedAfter(page, report);
  await page.locator('[data-views-ready="true"]').waitFor();
  const select = page.getByRole('combobox', { name: 'Saved views' });
  const measure = `report-view-applied:${report.name}`;
  const times = [];
  for (let run = 0; run < runs; run++) {
    const before = await page.evaluate((name) => performance.getEntriesByName(name).length, measure);
    await select.selectOption(ids[run % 2]);
    await page.waitForFunction(
      ([name, count]) => performance.getEntriesByName(name).length > count,
      [measure, before],
      {
        timeout: 30_000,
      },
    );
    times.push(await page.evaluate((name) => performance.getEntriesByName(name).at(-1).duration, measure));
  }
  for (const id of ids) await page.request.delete(`${portal.url}/api/report-views/${report.name}/${id}`);
  return median(times);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];

try {
  for (const report of reports) {
    // A sign-in of its own per report: MSAL's refresh token is rotated when used, so a storage
    // state shared between contexts would send the second one through MSAL's hidden iframe.
    const signInContext = await browser.newContext();
    const state = await signIn(signInContext);
    await signInContext.close();
    // First visit in a fresh context: empty HTTP cache, every script counted.
    const context = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzip: gzipSync(body).length }))
          .catch(() => ({ url: response.url(), gzip: 0 })),
      );
    });
    const first = await renderedAfter(page, report);
    const firstPhases = await phases(page, report);
    const downloaded = await Promise.all(scripts);
    const portalJs = downloaded.filter((script) => script.url.startsWith(portal.url));
    const hostJs = downloaded.filter((script) => script.url.startsWith(tenantOrigin));
    const warm = [];
    for (let run = 0; run < runs; run++) warm.push(await renderedAfter(page, report));
    const warmPhases = await phases(page, report);
    const viewApplied = await applyViews(page, report);
    rows.push({
      ...report,
      first,
      warm: median(warm),
      portalJs: portalJs.reduce((sum, script) => sum + script.gzip, 0),
      portalFiles: portalJs.length,
      hostJs: hostJs.reduce((sum, script) => sum + script.gzip, 0),
      firstPhases,
      warmPhases,
      viewApplied,
    });
    if (process.env.BENCH_SCREENSHOTS) {
      const folder = process.env.BENCH_SCREENSHOTS;
      mkdirSync(folder, { recursive: true });
      for (const lang of ['en', 'ar']) {
        await context.addCookies([{ name: 'portal-lang', value: lang, url: portal.url }]);
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
          await renderedAfter(page, report);
          await page.screenshot({ path: path.join(folder, `${report.name}-${lang}-${width}.png`) });
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await portal.close();
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(`Signed in as ${user}; ${runs} warm runs per report.\n`);
console.log(
  'report         first visit  warm (median)  saved view applied (median)  portal JS (gzip)  report host JS (gzip)',
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(30)} ${ms(row.first).padStart(8)}  ${ms(row.warm).padStart(12)}  ${ms(row.viewApplied).padStart(27)}  ${`${kb(row.portalJs)} in ${row.portalFiles}`.padStart(16)}  ${kb(row.hostJs).padStart(20)}`,
  );
}
console.log(
  '\nWhere the time goes (ms after navigation start: HTML, DOMContentLoaded, token request → response, report host requested, rendered):',
);
const phaseLine = (phase) =>
  [phase.html, phase.domContentLoaded, phase.tokenRequest, phase.tokenResponse, phase.hostRequest, phase.rendered]
    .map((value) => (value === undefined ? '-' : String(Math.round(value))))
    .join(' / ');
for (const row of rows) {
  console.log(`${row.path.padEnd(30)} first: ${phaseLine(row.firstPhases)}   last warm: ${phaseLine(row.warmPhases)}`);
}
const slow = rows.filter((row) => row.warm > GOAL_MS);
const heavy = rows.filter((row) => row.portalJs > BUDGET);
const slowViews = rows.filter((row) => row.viewApplied > VIEW_GOAL_MS);
console.log(
  `\nGoal: rendered within ${ms(GOAL_MS)} (warm) — ${slow.length ? `missed by ${slow.map((row) => row.name).join(', ')}` : 'met'}; a saved view applied within ${ms(VIEW_GOAL_MS)} — ${slowViews.length ? `missed by ${slowViews.map((row) => row.name).join(', ')}` : 'met'}; portal JS within ${kb(BUDGET)} — ${heavy.length ? `exceeded by ${heavy.map((row) => row.name).join(', ')}` : 'met'}.`,
);

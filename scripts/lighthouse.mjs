// `npm run lighthouse [--all | route ...]`: Lighthouse (npm `lighthouse`, Debian's Chromium) on
// routes of the built portal, each with the mobile settings (Lighthouse's default: a mid-range
// phone on a slow 4G network, simulated) and the desktop ones. /login is measured as a guest, first;
// then the script signs in as provider staff (ada.admin@efi.test) the way a person does, through the
// real pop-up of the local tenant, in the Chrome that Lighthouse drives (playwright-core over CDP,
// default context), and measures the other routes there. So MSAL in the page has the account, as a
// signed-in person's has (its cache is in localStorage, src/auth/services/msal.ts), and the file
// manager and the reports load their data instead of ending in "your session has ended" (a session
// cookie alone, as before, measured that error). Lighthouse still empties the HTTP cache before each
// run (its storage reset); its default clearStorageTypes leave cookies and localStorage alone, so
// each run is a first visit of a signed-in person. Prints the scores and the largest paint, and
// fails when a score is under LIGHTHOUSE_MIN_PERFORMANCE / LIGHTHOUSE_MIN_ACCESSIBILITY (defaults:
// the goals, 98 and 100; 0 reports only). LIGHTHOUSE_REPORTS=<dir> keeps each report's
// JSON; LIGHTHOUSE_FORMS=mobile (or desktop) runs one of the two. /logout, which ends the session,
// is measured last. Not part of `npm test`: a busy machine lowers the scores, so a benchmark, not a
// test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { routes as everyRoute } from '../src/routes.ts';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';
import { startScriptPortal } from './lib/portal.mjs';

const defaultRoutes = [
  '/login',
  '/apps/dashboards/project',
  '/apps/dashboards/contractlocker',
  '/apps/file-manager',
  '/apps/reports/invoice-intel',
  '/pages/rfp-analysis',
  '/apps/rfp-etl',
  '/pages/faq',
  '/pages/knowledge-base',
  '/ui/typography',
  '/ui/page-layouts/carded/full-width',
  '/pages/maintenance',
];
const args = process.argv.slice(2);
const routes = args.includes('--all') ? everyRoute.map((route) => route.path) : args.length ? args : defaultRoutes;
const minimum = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 98),
  accessibility: Number(process.env.LIGHTHOUSE_MIN_ACCESSIBILITY ?? 100),
};
const forms = (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',');
const settings = Object.fromEntries(
  Object.entries({ mobile: undefined, desktop: desktopConfig }).filter(([form]) => forms.includes(form)),
);
const guestRoutes = new Set(['/login']);
const staff = 'ada.admin@efi.test';

/**
 * Signs in as `email` in the Chrome at `port` as a person does: /login, "Sign in with Microsoft",
 * the local tenant's pop-up (as scripts/screenshot.mjs does), in the default context Lighthouse
 * uses, so the session cookie and MSAL's cache stay for its runs. Returns the Cookie header.
 */
async function signInThroughPopup(port, email) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${portal.url}/login`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Sign in with Microsoft' });
    await button.waitFor();
    await page.waitForFunction(() => !document.querySelector('button[disabled]'));
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    const closed = popup.waitForEvent('close');
    await popup.locator(`button[name="email"][value="${email}"]`).click({ noWaitAfter: true });
    await closed;
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    const cookies = await context.cookies(portal.url);
    await page.close();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    // Disconnects only: the Chrome (and its default context) belongs to chrome-launcher.
    await browser.close();
  }
}

const running = await startScriptPortal('lighthouse', {
  port: process.env.LIGHTHOUSE_PORT ?? '4385',
  tenantPort: process.env.LIGHTHOUSE_TENANT_PORT ?? '4386',
});
const { portal } = running;

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPathOrExplain(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows = [];
let failed = false;
try {
  // Guests first: once signed in, /login would send the browser on.
  const ordered = [
    ...routes.filter((route) => guestRoutes.has(route)),
    ...routes.filter((route) => !guestRoutes.has(route) && route !== '/logout'),
    ...routes.filter((route) => route === '/logout'),
  ];
  let cookie;
  for (const route of ordered) {
    if (!guestRoutes.has(route)) cookie ??= await signInThroughPopup(chrome.port, staff);
    // Warm the route once so the score measures the page, not the server's first render.
    await fetch(`${portal.url}${route}`, { headers: guestRoutes.has(route) ? {} : { Cookie: cookie } });
    for (const [form, config] of Object.entries(settings)) {
      const result = await lighthouse(
        `${portal.url}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Said explicitly: the HTTP cache is emptied before each run (a first visit), cookies
          // and localStorage (the session, MSAL's account) are not (Lighthouse's default).
          clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
        },
        config,
      );
      if (process.env.LIGHTHOUSE_REPORTS && result) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${form}.json`;
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(result.lhr));
      }
      // Lighthouse scores only pages that answer 200: the error pages answer 404, 500 or 503 by
      // design, so they are listed as not measured rather than failed.
      const refused = result?.lhr.runtimeError;
      if (refused?.code === 'ERRORED_DOCUMENT_REQUEST' || refused?.code === 'ERRORED_DOCUMENT_STATUS') {
        rows.push({ route, form, skipped: refused.code });
        continue;
      }
      const categories = result?.lhr.categories ?? {};
      const performance = Math.round((categories.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
      const low = performance < minimum.performance || accessibility < minimum.accessibility;
      failed ||= low;
      const audits = result?.lhr.audits ?? {};
      const failing = Object.values(categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      const paint = (id) => audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '';
      rows.push({
        route,
        form,
        performance,
        accessibility,
        fcp: paint('first-contentful-paint'),
        lcp: paint('largest-contentful-paint'),
        failing,
        low,
      });
      if (process.env.LIGHTHOUSE_VERBOSE) {
        for (const id of failing) {
          for (const item of audits[id]?.details?.items ?? [])
            console.log(`  ${route} ${form} ${id}: ${item.node?.snippet ?? ''}`);
        }
        // Lighthouse's CPU benchmark of this machine during the run: a busy machine (another job on
        // the shared cores) scores far lower, mostly through total blocking time.
        console.log(`  ${route} ${form} benchmark index: ${Math.round(result?.lhr.environment.benchmarkIndex ?? 0)}`);
        for (const id of ['total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
          console.log(`  ${route} ${form} ${id}: ${audits[id]?.displayValue ?? ''}`);
        }
        for (const item of audits['largest-contentful-paint-element']?.details?.items?.[0]?.items ?? []) {
          if (item.node) console.log(`  ${route} ${form} largest paint: ${item.node.snippet}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  await portal.close();
}

rows.sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route));
const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${'route'.padEnd(width)}  settings  performance  accessibility  first paint  largest paint`);
for (const row of rows) {
  if (row.skipped) {
    console.log(
      `${row.route.padEnd(width)}  ${row.form.padEnd(8)}  not measured: Lighthouse scores pages that answer 200 (${row.skipped})`,
    );
    continue;
  }
  console.log(
    `${row.route.padEnd(width)}  ${row.form.padEnd(8)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ${row.fcp.padStart(11)}  ${row.lcp.padStart(13)}${row.failing.length ? `  (${row.failing.join(', ')})` : ''}${row.low ? '  BELOW MINIMUM' : ''}`,
  );
}
console.log(`\nMinimum: performance ${minimum.performance}, accessibility ${minimum.accessibility}.`);
if (failed) process.exit(1);

// `npm run lighthouse [--all | route ...]`: Lighthouse (npm `lighthouse`, Debian's Chromium) on
// routes of the built portal, each with the mobile settings (Lighthouse's default: a mid-range
// phone on a slow 4G network, simulated) and the desktop ones, signed in as provider staff the way
// `npm run size` signs in (/login as a guest). Prints the scores and the largest paint, and fails
// when a score is under LIGHTHOUSE_MIN_PERFORMANCE / LIGHTHOUSE_MIN_ACCESSIBILITY (defaults: the
// goals of [12/14], 98 and 100; 0 reports only). LIGHTHOUSE_REPORTS=<dir> keeps each report's
// JSON; LIGHTHOUSE_FORMS=mobile (or desktop) runs one of the two. Not part of `npm test`: a busy
// machine lowers the scores, so a benchmark, not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { routes as everyRoute } from '../src/routes.ts';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';
import { signedInCookie, startScriptPortal } from './lib/portal.mjs';

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
  const cookie = await signedInCookie(running);
  for (const route of routes) {
    const headers = route === '/login' ? {} : { Cookie: cookie };
    // Warm the route once so the score measures the page, not the server's first render.
    await fetch(`${portal.url}${route}`, { headers });
    for (const [form, config] of Object.entries(settings)) {
      const result = await lighthouse(
        `${portal.url}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: headers,
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

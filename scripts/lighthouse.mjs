// `npm run lighthouse [route ...]`: Lighthouse (npm `lighthouse`, Debian's Chromium) on routes of
// the built portal, signed in as provider staff the way `npm run size` signs in. Prints the
// performance and accessibility scores of each route (desktop settings) and fails when a score is
// under LIGHTHOUSE_MIN_PERFORMANCE / LIGHTHOUSE_MIN_ACCESSIBILITY (defaults 0: report only).
// Not part of `npm test`: scores depend on how busy the machine is.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPathOrExplain } from './chromium.mjs';
import { signedInCookie, startScriptPortal } from './lib/portal.mjs';

const defaultRoutes = [
  '/apps/dashboards/project',
  '/apps/dashboards/contractlocker',
  '/pages/rfp-analysis',
  '/apps/rfp-etl',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/maintenance',
];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : defaultRoutes;
const minimum = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 0),
  accessibility: Number(process.env.LIGHTHOUSE_MIN_ACCESSIBILITY ?? 0),
};

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
    // Warm the route once so the score measures the page, not the server's first render.
    await fetch(`${portal.url}${route}`, { headers: { cookie } });
    const result = await lighthouse(
      `${portal.url}${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: cookie },
      },
      desktopConfig,
    );
    const categories = result?.lhr.categories ?? {};
    const performance = Math.round((categories.performance?.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
    const low = performance < minimum.performance || accessibility < minimum.accessibility;
    failed ||= low;
    const audits = result?.lhr.audits ?? {};
    const failing = Object.values(categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    rows.push({ route, performance, accessibility, failing, low });
    if (process.env.LIGHTHOUSE_VERBOSE) {
      for (const id of failing) {
        for (const item of audits[id]?.details?.items ?? [])
          console.log(`  ${route} ${id}: ${item.node?.snippet ?? ''}`);
      }
      for (const id of [
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'first-contentful-paint',
        'speed-index',
      ]) {
        console.log(`  ${route} ${id}: ${audits[id]?.displayValue ?? ''}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await portal.close();
}

const width = Math.max(...rows.map((row) => row.route.length));
console.log(`${'route'.padEnd(width)}  performance  accessibility`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}${row.failing.length ? `  (${row.failing.join(', ')})` : ''}${row.low ? '  BELOW MINIMUM' : ''}`,
  );
}
if (failed) process.exit(1);

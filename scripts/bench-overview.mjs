// `npm run bench:overview`: how long the Overview (/apps/dashboards/project) takes the built
// portal to answer a client user (Cem Client, Northwind Traders): the first view after sign-in
// with every cache cold (the register listed and the invoice extract read through the local
// tenant's Graph), then warm views one after the other. Goals (decision 116): the first view
// ≤ 1.5 s, the median warm view ≤ 10 ms. Times the whole answer on a kept-alive loopback
// connection, the page read to its end, after 20 views that warm the process's code. A benchmark, not a test: it prints figures and exits 0
// unless something breaks. `npm run build` first. BENCH_VIEWS sets the warm views (default 50).
import os from 'node:os';
import { signedInCookie, startScriptPortal } from './lib/portal.mjs';

const VIEWS = Number(process.env.BENCH_VIEWS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 5630);
const { config, portal } = await startScriptPortal('bench-overview', { port, tenantPort: port + 1 });
try {
  const cookie = await signedInCookie({ config, portal }, 'cem.client@northwind.test');
  const view = async () => {
    const start = performance.now();
    const response = await fetch(`${portal.url}/apps/dashboards/project`, { headers: { cookie } });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('data-overview'))
      throw new Error(`Overview answered ${response.status}`);
    return performance.now() - start;
  };
  const first = await view();
  // The first views after start also compile the page's code (V8's tiers): not what a person meets.
  for (let index = 0; index < 20; index++) await view();
  const warm = [];
  for (let index = 0; index < VIEWS; index++) warm.push(await view());
  warm.sort((a, b) => a - b);
  const at = (share) => warm[Math.min(warm.length - 1, Math.floor(share * warm.length))] ?? 0;
  const rows = [
    ['First view after sign-in (cold caches)', first, 1500],
    [`Warm view, median of ${VIEWS}`, at(0.5), 10],
    [`Warm view, p90 of ${VIEWS}`, at(0.9), null],
  ];
  console.log(
    `\nOverview as Cem Client (Northwind Traders), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const [label, ms, goal] of rows)
    console.log(
      `${label.padEnd(42)} ${ms.toFixed(1).padStart(8)} ms${goal === null ? '' : `   goal ≤ ${goal} ms ${ms <= goal ? 'met' : 'MISSED'}`}`,
    );
} finally {
  await portal.close();
}

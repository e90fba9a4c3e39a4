// `npm run bench:server`: how much one built portal process serves, signed in. Two parts:
// 1. render time: after a warm-up, N sequential requests per page on loopback; median and p95 of
//    the round trip (whole body read), which on loopback is the server's render time plus < 1 ms;
// 2. load: autocannon (C connections for D seconds) on /login, the project dashboard, the FAQ and
//    one JSON API, one URL after another; requests/s, p50, p99, errors (non-2xx, socket errors and
//    timeouts) and the server's RSS before and after. The load set runs R times, to show memory
//    growth or none.
// The portal runs with the server's Node flags (src/server/node-flags.ts; PORTAL_NODE_FLAGS= to try others).
// Goals (2 cores, quiet): dashboards ≤ 20 ms and other pages ≤ 10 ms median; the dashboard ≥ 100
// requests/s with p99 ≤ 1 s and 0 errors; RSS ≤ 350 MB after a run, no growth across runs.
// A benchmark, not a test: it prints figures and exits 0 unless something breaks.
//
// Flags: --duration 20 --connections 50 --runs 3 --requests 200 --warmup 20
//        --only render|load    --pages all (every route of src/routes.ts in the render part)
//        --instances 2 (two portal processes sharing one throw-away redis-server through
//        STORAGE_URL; the load's connections are split between them and their figures summed)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { routes } from '../src/routes.ts';
import { startPortalProcess, startTenantProcess } from './lib/portal-processes.mjs';
import { startRedisServer } from './lib/redis-server.mjs';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    only: { type: 'string' },
    pages: { type: 'string', default: 'some' },
    instances: { type: 'string', default: '1' },
  },
});

const PROJECT_DASHBOARD = '/apps/dashboards/project';
/** The load set: [path, signed in]. /login is for guests (signed in, it redirects). */
const loadSet = [
  ['/login', false],
  [PROJECT_DASHBOARD, true],
  ['/pages/faq', true],
  ['/api/project-dashboard-app/widgets', true],
];
const somePages = [
  '/login',
  PROJECT_DASHBOARD,
  '/apps/dashboards/contractlocker',
  '/pages/faq',
  '/pages/knowledge-base',
  '/apps/file-manager',
  '/ui/page-layouts/carded/full-width',
  '/ui/icons',
  '/pages/maintenance',
];
const renderPages = flags.pages === 'all' ? routes.map((route) => route.path) : somePages;
const signedIn = (page) => page !== '/login';

const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * The instances under test: one with file storage, or (`--instances 2`) two sharing a throw-away
 * redis-server, on ports 4385 and 4387, with one local tenant of their own process on 4386
 * (LOCAL_TENANT=external; BENCH_PORT moves them all).
 */
async function startInstances() {
  const count = flags.instances === '2' ? 2 : 1;
  const redis = count === 2 ? await startRedisServer() : undefined;
  const first = Number(process.env.BENCH_PORT ?? 4385);
  const tenantPort = first + 1;
  // One local tenant in its own process, shared by the instances: the RSS printed is the portal's.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-server-'));
  const tenant = await startTenantProcess({ port: tenantPort, dataDir, portalOrigin: `http://localhost:${first}` });
  const instances = [];
  for (let index = 0; index < count; index++) {
    instances.push(
      await startPortalProcess(`bench-server-${index + 1}`, {
        port: first + 2 * index,
        tenantPort,
        dataDir,
        env: { LOCAL_TENANT: 'external', ...(redis ? { STORAGE_URL: redis.url } : {}) },
      }),
    );
  }
  return {
    instances,
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await tenant.stop();
      await redis?.stop();
    },
  };
}

async function timeRequest(instance, page) {
  const started = performance.now();
  const response = await fetch(`${instance.url}${page}`, {
    redirect: 'manual',
    headers: signedIn(page) ? { cookie: instance.cookie } : {},
  });
  const body = await response.arrayBuffer();
  return { time: performance.now() - started, status: response.status, bytes: body.byteLength };
}

async function measureRender(instance) {
  const count = Number(flags.requests);
  console.log(`\nRender time: ${count} sequential requests per page after ${flags.warmup} warm-up requests`);
  console.log(`${'page'.padEnd(44)} status      HTML    median       p95`);
  for (const page of renderPages) {
    for (let i = 0; i < Number(flags.warmup); i++) await timeRequest(instance, page);
    const times = [];
    let last;
    for (let i = 0; i < count; i++) {
      last = await timeRequest(instance, page);
      times.push(last.time);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${page.padEnd(44)} ${String(last.status).padStart(6)} ${`${(last.bytes / 1024).toFixed(0)} KB`.padStart(9)} ${ms(quantile(times, 0.5)).padStart(9)} ${ms(quantile(times, 0.95)).padStart(9)}`,
    );
  }
}

async function load(instance, page, connections) {
  const result = await autocannon({
    url: `${instance.url}${page}`,
    connections,
    duration: Number(flags.duration),
    headers: signedIn(page) ? { cookie: instance.cookie } : {},
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Every instance under load at once, the connections split between them: rates and errors add up, latencies are the worst. */
async function loadAll(instances, page) {
  const connections = Math.max(1, Math.round(Number(flags.connections) / instances.length));
  const each = await Promise.all(instances.map((instance) => load(instance, page, connections)));
  return {
    rate: each.reduce((sum, figures) => sum + figures.rate, 0),
    p50: Math.max(...each.map((figures) => figures.p50)),
    p99: Math.max(...each.map((figures) => figures.p99)),
    errors: each.reduce((sum, figures) => sum + figures.errors, 0),
  };
}

const rssOf = (instances) => instances.map((instance) => mb(instance.rss())).join(' + ');

async function measureLoad(instances) {
  const where = instances.length > 1 ? ` over ${instances.length} instances on one Redis` : '';
  for (let run = 1; run <= Number(flags.runs); run++) {
    const before = rssOf(instances);
    console.log(`\nLoad run ${run}: ${flags.connections} connections${where}, ${flags.duration} s per URL`);
    console.log(`${'URL'.padEnd(44)} requests/s       p50       p99  errors`);
    for (const [page] of loadSet) {
      const figures = await loadAll(instances, page);
      console.log(
        `${page.padEnd(44)} ${figures.rate.toFixed(0).padStart(10)} ${`${figures.p50} ms`.padStart(9)} ${`${figures.p99} ms`.padStart(9)} ${String(figures.errors).padStart(7)}`,
      );
    }
    console.log(`server RSS: ${before} before, ${rssOf(instances)} after`);
  }
}

const running = await startInstances();
try {
  console.log(`Server RSS at start: ${rssOf(running.instances)}`);
  if (flags.only !== 'load') await measureRender(running.instances[0]);
  if (flags.only !== 'render') await measureLoad(running.instances);
} finally {
  await running.stop();
}

// `npm run bench:server`: how much one built portal process serves, signed in. Two parts:
// 1. render time: after a warm-up, N sequential requests per page on loopback, on one kept-alive
//    connection asking for brotli as Chromium does; median and p95 of the round trip (whole body
//    read), which on loopback is the server's render and compression time plus a fraction of a ms;
// 2. load: autocannon (C connections for D seconds) on /login, the project dashboard, the FAQ and
//    one JSON API, one URL after another, after a warm-up of W sequential requests per URL;
//    requests/s, p50, p99, the slowest, errors (non-2xx, socket errors and timeouts), the slowest
//    request in the portal's own log and where its time went (with the request log on), the portal's
//    event-loop delay under that load (p99 and max of perf_hooks' monitorEventLoopDelay less its
//    resolution, read from its METRICS_PORT: portal_event_loop_delay_seconds) and the server's RSS before and after. The load set
//    runs R times, to show memory growth or none.
// The portal runs with the server's Node flags (src/server/node-flags.ts; PORTAL_NODE_FLAGS= to try others).
// Goals (2 cores, quiet): the project dashboard ≤ 5 ms median and ≥ 200 requests/s with p99 ≤ 300
// ms, the slowest ≤ 1 s, the event loop's delay p99 ≤ 20 ms and 0 errors; RSS ≤ 350 MB after a run,
// no growth across runs.
// A benchmark, not a test: it prints figures and exits 0 unless something breaks.
//
// By default the portal runs as `npm start` runs it: the local tenant in the same process (so the
// RSS printed counts both) and the request log on (LOG_LEVEL=info, written to a pipe nobody reads).
// At the end, one line per run sums up the dashboard: median render, requests/s, p99, RSS.
//
// Flags: --duration 20 --connections 50 --runs 3 --requests 200 --warmup 200
//        --only render|load    --urls /apps/dashboards/project (only those of the load set)
//        --pages all (every route of src/routes.ts in the render part, or
//        a comma-separated list of paths)
//        --tenant apart (the local tenant in a process of its own, LOCAL_TENANT=external, and the
//        request log off: the RSS printed is the portal's alone, as the figures before 2026-11-26)
//        --instances 2 (two portal processes sharing one throw-away redis-server through
//        STORAGE_URL and one local tenant apart; the load's connections are split between them
//        and their figures summed)
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
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
    warmup: { type: 'string', default: '200' },
    only: { type: 'string' },
    pages: { type: 'string', default: 'some' },
    instances: { type: 'string', default: '1' },
    tenant: { type: 'string', default: 'in-process' },
    urls: { type: 'string' },
  },
});
if (!['in-process', 'apart'].includes(flags.tenant)) throw new Error('--tenant is in-process or apart');

const PROJECT_DASHBOARD = '/apps/dashboards/project';
/** The load set: [path, signed in]. /login is for guests (signed in, it redirects). */
const fullLoadSet = [
  ['/login', false],
  [PROJECT_DASHBOARD, true],
  ['/pages/faq', true],
  ['/api/project-dashboard-app/widgets', true],
];
/** `--urls /apps/dashboards/project,/pages/faq`: only those of the load set. */
const loadSet = flags.urls ? fullLoadSet.filter(([page]) => flags.urls.split(',').includes(page)) : fullLoadSet;
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
const renderPages =
  flags.pages === 'all'
    ? routes.map((route) => route.path)
    : flags.pages === 'some'
      ? somePages
      : flags.pages.split(',');
const signedIn = (page) => page !== '/login';

const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const ms = (value) => `${value.toFixed(1)} ms`;
/** The machine's load average (1, 5, 15 min): the figures beside it are only as good as the machine was quiet. */
const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * The instances under test: one with file storage and its local tenant in process (as `npm start`),
 * or (`--tenant apart`) with the local tenant in a process of its own, or (`--instances 2`) two
 * sharing a throw-away redis-server and one local tenant apart; on ports 4385 and 4387, the
 * tenant on 4386 (BENCH_PORT moves them all).
 */
async function startInstances() {
  const count = flags.instances === '2' ? 2 : 1;
  const apart = count > 1 || flags.tenant === 'apart';
  const redis = count === 2 ? await startRedisServer() : undefined;
  const first = Number(process.env.BENCH_PORT ?? 4385);
  const tenantPort = first + 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-server-'));
  // Apart, one local tenant in its own process, shared by the instances: the RSS printed is the portal's.
  const tenant = apart
    ? await startTenantProcess({ port: tenantPort, dataDir, portalOrigin: `http://localhost:${first}` })
    : undefined;
  const instances = [];
  for (let index = 0; index < count; index++) {
    instances.push(
      await startPortalProcess(`bench-server-${index + 1}`, {
        port: first + 2 * index,
        tenantPort,
        dataDir,
        env: {
          // The event loop's delay is read where Prometheus reads it (metrics-registry.ts).
          METRICS_PORT: String(first + 10 + index),
          ...(apart
            ? { LOCAL_TENANT: 'external', ...(redis ? { STORAGE_URL: redis.url } : {}) }
            : { LOCAL_TENANT: 'in-process', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' }),
        },
      }),
    );
    instances.at(-1).metricsUrl = `http://127.0.0.1:${first + 10 + index}/metrics`;
  }
  return {
    instances,
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await tenant?.stop();
      await redis?.stop();
    },
  };
}

/**
 * One kept-alive connection, as a browser keeps one to the portal: the round trip then counts the
 * server's work, not a new connection's. `fetch` was the client before (2026-11-27): its web
 * streams and decompression added about 1.1 ms of the benchmark's own to every round trip (decision 107).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** What Chromium asks for: the portal answers it with brotli (decision 097). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

function timeRequest(instance, page) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...(signedIn(page) ? { cookie: instance.cookie } : {}) };
    http
      .get(`${instance.url}${page}`, { agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            time: performance.now() - started,
            status: response.statusCode,
            bytes,
            encoding: response.headers['content-encoding'] ?? 'none',
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function measureRender(instance) {
  const count = Number(flags.requests);
  console.log(
    `\nRender time: ${count} sequential requests per page after ${flags.warmup} warm-up requests (${loadAverage()})`,
  );
  console.log(`${'page'.padEnd(44)} status         sent    median       p95  CPU/request`);
  for (const page of renderPages) {
    for (let i = 0; i < Number(flags.warmup); i++) await timeRequest(instance, page);
    const times = [];
    let last;
    // The server's CPU time per request: unlike the round trip, it hardly moves with other work on the machine.
    const cpuBefore = instance.cpu();
    for (let i = 0; i < count; i++) {
      last = await timeRequest(instance, page);
      times.push(last.time);
    }
    const cpu = (instance.cpu() - cpuBefore) / count;
    times.sort((a, b) => a - b);
    if (page === PROJECT_DASHBOARD) summary.render = { median: quantile(times, 0.5), cpu, load: loadAverage() };
    console.log(
      `${page.padEnd(44)} ${String(last.status).padStart(6)} ${`${(last.bytes / 1024).toFixed(0)} KB ${last.encoding}`.padStart(12)} ${ms(quantile(times, 0.5)).padStart(9)} ${ms(quantile(times, 0.95)).padStart(9)} ${ms(cpu).padStart(12)}`,
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
    total: result.requests.total,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The event loop's delay since the last scrape (the portal starts its monitor afresh at each one;
 * src/server/loop-delay.ts), in ms: p99 and max. Scraped once before a URL's load to start afresh.
 */
async function loopDelay(instance) {
  const text = await (await fetch(instance.metricsUrl)).text();
  const read = (quantile) =>
    Number(
      new RegExp(`^portal_event_loop_delay_seconds\\{quantile="${quantile}"\\} (\\S+)`, 'm').exec(text)?.[1] ??
        Number.NaN,
    ) * 1000;
  return { p99: read('0.99'), max: read('1') };
}

/** Every instance under load at once, the connections split between them: rates and errors add up, latencies are the worst. */
async function loadAll(instances, page) {
  const connections = Math.max(1, Math.round(Number(flags.connections) / instances.length));
  await Promise.all(instances.map(loopDelay));
  for (const instance of instances) instance.takeRequests();
  const cpuBefore = instances.reduce((sum, instance) => sum + instance.cpu(), 0);
  const each = await Promise.all(instances.map((instance) => load(instance, page, connections)));
  const cpu = instances.reduce((sum, instance) => sum + instance.cpu(), 0) - cpuBefore;
  const loops = await Promise.all(instances.map(loopDelay));
  return {
    slowest: slowestLogged(instances.flatMap((instance) => instance.takeRequests())),
    // The servers' CPU per request: it hardly moves with other work on the machine, unlike the rate.
    cpu:
      cpu /
      Math.max(
        1,
        each.reduce((sum, figures) => sum + figures.total, 0),
      ),
    loopP99: Math.max(...loops.map((loop) => loop.p99)),
    loopMax: Math.max(...loops.map((loop) => loop.max)),
    rate: each.reduce((sum, figures) => sum + figures.rate, 0),
    p50: Math.max(...each.map((figures) => figures.p50)),
    p99: Math.max(...each.map((figures) => figures.p99)),
    max: Math.max(...each.map((figures) => figures.max)),
    errors: each.reduce((sum, figures) => sum + figures.errors, 0),
  };
}

/**
 * The slowest request the portals logged during a load (LOG_LEVEL=info: with the local tenant in
 * process), and where its time went: waiting for its turn to render, rendering, the storage, the
 * outside services (decision 123). Autocannon's slowest also counts the wait before the portal read
 * the request (a connection not yet accepted, a request not yet read), which the portal cannot see.
 */
function slowestLogged(requests) {
  const slowest = requests.reduce(
    (worst, request) => (worst && worst.durationMs >= request.durationMs ? worst : request),
    undefined,
  );
  if (!slowest) return undefined;
  const parts = [
    ['queue', slowest.queueMs],
    ['render', slowest.renderMs],
    ['storage', slowest.storageMs, slowest.storageCalls],
    ['outside', slowest.outsideMs, slowest.outsideCalls],
  ]
    .filter(([, value]) => value !== undefined)
    .map(([name, value, calls]) => `${name} ${value} ms${calls === undefined ? '' : ` in ${calls}`}`);
  return `${slowest.durationMs} ms: ${parts.join(', ') || 'nothing logged'}`;
}

const rssOf = (instances) => instances.map((instance) => mb(instance.rss())).join(' + ');

async function measureLoad(instances) {
  // A process in service has long been warm: without it the first run times V8's compiler.
  if (flags.only === 'load') {
    console.log(`\nWarm-up: ${flags.warmup} sequential requests per URL`);
    for (const instance of instances)
      for (const [page] of loadSet) for (let i = 0; i < Number(flags.warmup); i++) await timeRequest(instance, page);
  }
  const where = instances.length > 1 ? ` over ${instances.length} instances on one Redis` : '';
  for (let run = 1; run <= Number(flags.runs); run++) {
    const before = rssOf(instances);
    console.log(
      `\nLoad run ${run}: ${flags.connections} connections${where}, ${flags.duration} s per URL (${loadAverage()})`,
    );
    console.log(
      `${'URL'.padEnd(44)} requests/s       p50       p99   slowest  errors  loop p99  loop max  CPU/request`,
    );
    for (const [page] of loadSet) {
      const figures = await loadAll(instances, page);
      if (page === PROJECT_DASHBOARD) summary.runs.push({ ...figures, rss: 0, load: loadAverage() });
      console.log(
        `${page.padEnd(44)} ${figures.rate.toFixed(0).padStart(10)} ${`${figures.p50} ms`.padStart(9)} ${`${figures.p99} ms`.padStart(9)} ${`${figures.max} ms`.padStart(9)} ${String(figures.errors).padStart(7)} ${ms(figures.loopP99).padStart(9)} ${ms(figures.loopMax).padStart(9)} ${ms(figures.cpu).padStart(12)}`,
      );
      if (figures.slowest) console.log(`${''.padEnd(44)} the portal's slowest: ${figures.slowest}`);
    }
    const after = instances.reduce((sum, instance) => sum + instance.rss(), 0);
    const last = summary.runs.at(-1);
    if (last) last.rss = after;
    console.log(`server RSS: ${before} before, ${rssOf(instances)} after`);
  }
}

/** What the issue's goal reads: the project dashboard's median render, and per load run its rate, p99 and the RSS after. */
const summary = { render: undefined, runs: [] };

function printSummary() {
  const how =
    flags.instances === '2'
      ? `${flags.instances} instances on one Redis, the local tenant apart`
      : flags.tenant === 'apart'
        ? 'the local tenant apart, RSS the portal alone'
        : 'as `npm start` runs it: the local tenant in process, RSS both';
  console.log(
    `\nProject dashboard (${how}; goal: median ≤ 5 ms, ≥ 200 requests/s, p99 ≤ 300 ms, slowest ≤ 1 s, loop delay p99 ≤ 20 ms, RSS ≤ 350 MB):`,
  );
  if (summary.render !== undefined)
    console.log(
      `  median render ${ms(summary.render.median)} (server CPU ${ms(summary.render.cpu)} per request), ${summary.render.load}`,
    );
  for (const [index, run] of summary.runs.entries())
    console.log(
      `  run ${index + 1}: ${run.rate.toFixed(0)} requests/s, p50 ${run.p50} ms, p99 ${run.p99} ms, slowest ${run.max} ms, loop delay p99 ${ms(run.loopP99)} (max ${ms(run.loopMax)}), ${run.errors} errors, RSS ${mb(run.rss)} after, ${run.load}${run.slowest ? `; the portal's slowest ${run.slowest}` : ''}`,
    );
}

const running = await startInstances();
try {
  console.log(`Server RSS at start: ${rssOf(running.instances)}`);
  if (flags.only !== 'load') await measureRender(running.instances[0]);
  if (flags.only !== 'render') await measureLoad(running.instances);
  printSummary();
} finally {
  agent.destroy();
  await running.stop();
}

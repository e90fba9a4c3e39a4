import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPathOrExplain } from './scripts/chromium.mjs';
import { SERVER_NODE_FLAGS } from './src/server/node-flags.ts';

// The suite runs against the built app served exactly as `npm run serve` serves it, on ports of
// its own and with a throw-away data folder; Playwright starts and stops the server.
/** The test servers run as `npm start` runs the portal: with its Node flags (decision 052). */
const serverCommand = ['node', ...SERVER_NODE_FLAGS, 'src/server/main.ts'].join(' ');
const port = Number(process.env['E2E_PORT'] ?? 4391);
// The tenant next to the portal (the suites work its address out that way).
const tenantPort = Number(process.env['E2E_TENANT_PORT'] ?? port + 1);
// Workers evaluate this file again: the data folder is made once and handed down by environment.
// The tenants' planned libraries, drawn once for every server the suite starts (plan-cache.ts).
process.env['TENANT_SEED_CACHE'] ??= path.join(tmpdir(), 'client-portal-seed-cache');
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env['E2E_SHORT_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-short-'));
const dataDir = process.env['E2E_DATA_DIR'];
// A second portal whose tokens live 650 s: the token refresh time (expiry minus 9 minutes), when
// the session locks, comes 110 s after sign-in and its two-minute warning at once. The lock tests
// move the page's clock there (tests/session-lock.spec.ts); the 110 s keep the real time from
// locking a page first on a busy machine. Its own portal: the warnings are notifications kept
// per person, which the main portal's suites read.
const shortPort = port + 2;
const shortTenantPort = port + 3;
// A third portal whose report embed tokens live 20 s, so their refresh can be tested: the tests
// move the page's clock to the renewal (tests/reports-refresh.spec.ts); the tenant mints by the real
// time, so the page's clock is never moved a token's life ahead of it (decision 095).
process.env['E2E_EMBED_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-embed-'));
const embedPort = port + 4;
const embedTenantPort = port + 5;
// port + 6 and + 7: a portal that tests/auth.spec.ts starts itself, with a small sign-in rate limit.
// port + 20 and up: tests/instances.spec.ts; + 30 to + 33: tests/traces.spec.ts; + 40 to + 43:
// tests/metrics.spec.ts (each starts its own servers).
// port + 8 and + 9: the portal of the fault suites (tests/faults-*.spec.ts), whose tenant's stand-ins
// are made to fail through its /_faults switch; one test at a time, since a fault is tenant-wide.
process.env['E2E_FAULTS_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-faults-'));
const faultsPort = port + 8;
const faultsTenantPort = port + 9;
process.env['E2E_FAULTS_TENANT'] = `http://127.0.0.1:${faultsTenantPort}`;
// port + 50 to + 56: tests/https-proxy.spec.ts starts its own nginx, tenant, two portals and Redis
// (the portal behind TLS as it is deployed); + 50 is nginx's https port, the portal's public origin.
const httpsProxyPort = port + 50;
process.env['E2E_BACKGROUND_PORTALS'] = [shortPort, embedPort, faultsPort]
  .map((portalPort) => `http://127.0.0.1:${portalPort}/api/health`)
  .join(' ');
const serverEnv = (portalPort: number, tenant: number, data: string, ttl: number, embedTtl = 3600) => ({
  PORT: String(portalPort),
  TENANT_PORT: String(tenant),
  HOST: '127.0.0.1',
  DATA_DIR: data,
  PORTAL_ENV: 'local',
  TENANT_TOKEN_TTL_SECONDS: String(ttl),
  // A folder above Graph's 200-item page, for the file manager's paging.
  TENANT_LARGE_FOLDER_ITEMS: '450',
  TENANT_EMBED_TOKEN_TTL_SECONDS: String(embedTtl),
  // Every test signs in from 127.0.0.1: the limit per client address is for people, not for the
  // suite (the limit itself is tested on a portal of its own, in tests/auth.spec.ts).
  SIGN_IN_RATE_LIMIT: '10000',
  // One log line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
});

export default defineConfig({
  testDir: 'tests',
  // The https suite's certificate, which the browser and the workers trust (decision 109); then
  // the portals started in the background answer (tests/background-portals.ts).
  globalSetup: ['./tests/global-setup.ts', './tests/background-portals.ts'],
  fullyParallel: true,
  // Three workers on two cores: a test often waits (on the server, a debounce, a page's own
  // timer), and with two the cores were 88 % busy; with three, 94 %, and the suite ends sooner
  // (561 s → 454–506 s on a quiet machine, decision 104).
  workers: 3,
  // A failed test runs once more, recording its trace then: recording one for every test (to keep
  // it only on failure) cost about a third more CPU per page load (decision 096). A test that
  // passes only on its retry still fails the run: flaky is a failure to fix, not to hide.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env['CI']),
  // The durations feed the slowest tests and the time per spec file that `npm test` prints (decision 090).
  reporter: [['list'], ['./tests/durations-reporter.ts']],
  // CI's machines are shared: `vmstat` has shown 50-70 % of the CPU stolen by neighbours, making
  // a 5 s page take 30 s. The limits are there to end a hung test, not to time the portal (the
  // size budget and the benchmarks measure speed), so they are generous (decision 041).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    trace: 'on-first-retry',
    // The first attempt's own failure, seen: a screenshot costs nothing until a test fails.
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPathOrExplain(), args: chromiumArgs },
  },
  // Playwright runs projects in phases: a project starts only once every project it depends on has
  // finished, and the next phase waits for the slowest project of the one before. So every project
  // depends on 'setup' (a phase of three sign-ins), and all the rest share one phase: the projects
  // limited to one worker (one test at a time by design) run beside the others instead of leaving
  // the second core idle at the end of a phase of their own. Queued first, the long one-worker
  // suites start early and the short parallel tests fill in around them (decision 090).
  // `--no-deps` runs a single spec file of these without the sign-ins.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      // Behind nginx over https, with servers of its own started by the suite; one test at a time:
      // they share those servers, and the last stops one of them.
      name: 'https-proxy',
      testMatch: /https-proxy\.spec\.ts/,
      dependencies: ['setup'],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `https://localhost:${httpsProxyPort}`,
        // nginx's certificate is made before the workers start (tests/global-setup.ts), and the
        // browser trusts it by its public key's pin: nothing ignores a certificate error.
        launchOptions: {
          executablePath: testChromiumPathOrExplain(),
          args: [...chromiumArgs, `--ignore-certificate-errors-spki-list=${process.env['E2E_TLS_PIN'] ?? ''}`],
        },
      },
    },
    {
      name: 'faults',
      testMatch: /faults-[\w-]+\.spec\.ts/,
      dependencies: ['setup'],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://localhost:${faultsPort}`,
      },
    },
    {
      // These suites change Sam Settings' saved settings (the quick panel's switches among them)
      // and notifications: one file at a time, or one resets Sam under the other.
      name: 'settings',
      testMatch: /(notifications|preferences|quick-panel)\.spec\.ts/,
      dependencies: ['setup'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'short-sessions',
      testMatch: /session-lock\.spec\.ts/,
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://localhost:${shortPort}`,
      },
    },
    {
      name: 'short-embed-tokens',
      testMatch: /reports-refresh\.spec\.ts/,
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://localhost:${embedPort}`,
      },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [
        /https-proxy\.spec\.ts/,
        /auth\.setup\.ts/,
        /session-lock\.spec\.ts/,
        /reports-refresh\.spec\.ts/,
        /faults-[\w-]+\.spec\.ts/,
        /(notifications|preferences|quick-panel)\.spec\.ts/,
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        storageState: 'test-results/.auth/ada.json',
      },
    },
  ],
  // The portals of the short token lives and of the fault suites are listed without a URL:
  // Playwright starts them and goes on to the next, so all four start at once, and
  // tests/background-portals.ts waits for their health checks before any test (decision 112).
  webServer: [
    {
      command: serverCommand,
      reuseExistingServer: false,
      env: serverEnv(shortPort, shortTenantPort, process.env['E2E_SHORT_DATA_DIR'], 650),
    },
    {
      command: serverCommand,
      reuseExistingServer: false,
      env: serverEnv(embedPort, embedTenantPort, process.env['E2E_EMBED_DATA_DIR'], 3600, 20),
    },
    {
      command: serverCommand,
      reuseExistingServer: false,
      // The report load limit stays the default 45 s: the tests of a report host that fails inside
      // its iframe move the page's clock past it instead of waiting (tests/faults-reports.spec.ts),
      // and the slow report host's test (1 s an answer) needs the room on a busy machine.
      env: serverEnv(faultsPort, faultsTenantPort, process.env['E2E_FAULTS_DATA_DIR'], 3600),
    },
    {
      command: serverCommand,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: serverEnv(port, tenantPort, dataDir, 3600),
    },
  ],
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPathOrExplain } from './scripts/chromium.mjs';

// The suite runs against the built app served exactly as `npm run serve` serves it, on ports of
// its own and with a throw-away data folder; Playwright starts and stops the server.
const port = Number(process.env['E2E_PORT'] ?? 4391);
const tenantPort = Number(process.env['E2E_TENANT_PORT'] ?? 4392);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPathOrExplain(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node src/server/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      TENANT_PORT: String(tenantPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_ENV: 'local',
    },
  },
});

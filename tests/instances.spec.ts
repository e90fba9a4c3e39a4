import { signedInCookie } from '../scripts/lib/portal.mjs';
import { startRedisServer } from '../scripts/lib/redis-server.mjs';
import { defaultPreferences } from '../src/preferences/preferences.ts';
import { defaultSettings } from '../src/preferences/settings.ts';
import { type PortalInstance, startPortalInstance, stopPortalInstance } from './portal-instance.ts';
import { expect, test } from './test.ts';

// Several instances of the portal on one Redis (STORAGE_URL), as behind a load balancer: each is
// its own process (`node <SERVER_NODE_FLAGS> src/server/main.ts`, as `npm start` runs it), so nothing is shared but Redis —
// not memory, not DATA_DIR, not a Redis connection. Ports: E2E_PORT + 20 and up (the suite's own
// servers use + 0 to + 5, tests/security.spec.ts + 10 and + 11).
const base = Number(process.env['E2E_PORT'] ?? 4391) + 20;

/** Starts one portal process on `port` (its tenant on `port + 1`) and waits until it is ready. */
const startInstance = (name: string, port: number, storageUrl: string) =>
  startPortalInstance(name, { port, env: { STORAGE_URL: storageUrl } });

/**
 * Signs `email` in on `instance` and gives the session cookie. The one place this spec opens a
 * session: when sign-in gains a step (a nonce first), only this changes.
 */
async function openSession(instance: PortalInstance, email: string): Promise<{ name: string; value: string }> {
  const cookie = await signedInCookie({ config: instance.config, portal: { url: instance.url } }, email);
  const [name = '', value = ''] = (cookie ?? '').split('=');
  return { name, value };
}

const readyStatus = (instance: PortalInstance) => fetch(`${instance.url}/api/ready`).then((answer) => answer.status);

test.describe('several instances on one Redis', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('share sessions and settings, answer 503 while Redis is away, and recover when it is back', async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const redis = await startRedisServer({ port: base });
    const instances: PortalInstance[] = [];
    try {
      const first = await startInstance('a', base + 1, redis.url);
      instances.push(first);
      const second = await startInstance('b', base + 3, redis.url);
      instances.push(second);

      await test.step('a session opened on one instance works on the other', async () => {
        const session = await openSession(first, 'cem.client@northwind.test');
        // Cookies are not kept per port: the browser sends the same cookie to both, as to one host.
        await context.addCookies([{ ...session, url: first.url }]);
        const answer = await page.goto(`${second.url}/apps/dashboards/project`);
        expect(answer?.status()).toBe(200);
        await expect(page.getByRole('button', { name: /Account menu: Cem Client/ })).toBeVisible();
      });

      await test.step("a settings change made on one shows on the other's next page", async () => {
        await expect(page.locator('html')).toHaveAttribute('data-custom-scrollbars', 'true');
        const saved = await page.request.put(`${first.url}/api/user`, {
          headers: { origin: first.url },
          data: {
            data: {
              shortcuts: ['instances-test'],
              settings: { ...defaultSettings, customScrollbars: false },
              preferences: defaultPreferences,
            },
            order: { writer: 'instances-test', seq: 1 },
          },
        });
        expect(saved.status()).toBe(204);
        await page.goto(`${second.url}/apps/dashboards/project`);
        await expect(page.locator('html')).toHaveAttribute('data-custom-scrollbars', 'false');
      });

      await test.step('with Redis stopped, pages and the API answer 503, in the person’s language', async () => {
        await redis.stop();
        const answer = await page.goto(`${second.url}/apps/dashboards/project`);
        expect(answer?.status()).toBe(503);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('The portal is unavailable');
        await expect(page.getByText('The portal cannot reach its storage right now')).toBeVisible();
        // The reference a person can quote is the request id the portal logged.
        const requestId = answer?.headers()['x-request-id'] ?? '';
        expect(requestId).not.toBe('');
        await expect(page.getByTestId('error-reference')).toContainText(requestId);
        // No trace of the failure's insides on the page.
        await expect(page.locator('body')).not.toContainText(/ECONNREFUSED|at .*\.(m?js|ts):\d+/);

        const arabic = await page.request.get(`${first.url}/apps/dashboards/project`, {
          headers: { 'accept-language': 'ar' },
          maxRedirects: 0,
        });
        expect(arabic.status()).toBe(503);
        expect(await arabic.text()).toContain('البوابة غير متاحة');

        const write = await page.request.put(`${first.url}/api/user`, {
          headers: { origin: first.url },
          data: {
            data: { shortcuts: [], settings: defaultSettings, preferences: defaultPreferences },
            order: { writer: 'instances-test', seq: 2 },
          },
        });
        expect(write.status()).toBe(503);
        expect((await write.json()).error.code).toBe('storageUnavailable');

        for (const instance of [first, second]) {
          const ready = await fetch(`${instance.url}/api/ready`);
          expect(ready.status, instance.name).toBe(503);
          expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('storageUnavailable');
          // Liveness is not readiness: the process itself is fine.
          expect((await fetch(`${instance.url}/api/health`)).status, instance.name).toBe(200);
        }
      });

      await test.step('Redis back on the same port: both recover without a restart', async () => {
        await redis.start();
        for (const instance of [first, second]) {
          await expect.poll(() => readyStatus(instance), { timeout: 30_000 }).toBe(200);
        }
        // This Redis keeps nothing on disk, so the old session went with it: sign in again.
        await context.clearCookies();
        const session = await openSession(second, 'cem.client@northwind.test');
        await context.addCookies([{ ...session, url: second.url }]);
        const answer = await page.goto(`${first.url}/apps/dashboards/project`);
        expect(answer?.status()).toBe(200);
        await expect(page.getByRole('button', { name: /Account menu: Cem Client/ })).toBeVisible();
      });

      await test.step('SIGTERM stops an instance cleanly (exit code 0)', async () => {
        expect(await stopPortalInstance(second)).toBe(0);
      });
    } finally {
      for (const instance of instances) {
        await stopPortalInstance(instance);
        await testInfo.attach(`portal-${instance.name}.log`, { body: instance.output.join('') });
      }
      await redis.stop();
    }
  });
});

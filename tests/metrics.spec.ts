import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortalProcess } from '../scripts/lib/portal-processes.mjs';
import { startPrometheus } from '../scripts/lib/prometheus.mjs';
import { expect, test } from './test.ts';

// The metrics as Prometheus sees them (decision 068): a portal in a process of its own with
// METRICS_PORT (one registry per process), Debian's Prometheus scraping it every second, a few
// pages, a sign-in and refused ones, then the series read back through Prometheus' query API.
// Ports: E2E_PORT + 40 (portal), + 41 (its tenant), + 42 (metrics), + 43 (Prometheus).
const base = Number(process.env['E2E_PORT'] ?? 4391) + 40;
const ports = { portal: base, tenant: base + 1, metrics: base + 2, prometheus: base + 3 };
/** Sign-in attempts a minute on each endpoint: enough for the test's own, then one too many. */
const SIGN_IN_RATE_LIMIT = 4;

type Running<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

test.describe('metrics', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('are served on their own port only, and Prometheus reads requests, sign-ins, storage and outside calls', async ({
    page,
    context,
  }) => {
    test.slow();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-metrics-'));
    let portal: Running<typeof startPortalProcess> | undefined;
    let prometheus: Running<typeof startPrometheus> | undefined;
    try {
      // Starting it signs Ada in (scripts/lib/portal-processes.mjs): the first sign-in counted.
      portal = await startPortalProcess('metrics', {
        port: ports.portal,
        tenantPort: ports.tenant,
        dataDir,
        env: {
          HOST: '127.0.0.1',
          PORTAL_ENV: 'local',
          METRICS_PORT: String(ports.metrics),
          SIGN_IN_RATE_LIMIT: String(SIGN_IN_RATE_LIMIT),
        },
      });
      const portalUrl = portal.url;
      const metricsUrl = `http://127.0.0.1:${ports.metrics}/metrics`;

      await test.step('the portal’s own port does not serve them', async () => {
        const answer = await fetch(`${portalUrl}/metrics`);
        expect(answer.status).toBe(404);
        expect(new URL(answer.url).pathname).toBe('/pages/errors/error-404');
        expect(await answer.text()).not.toContain('portal_http_request_duration_seconds');
        const api = await fetch(`${portalUrl}/api/metrics`);
        expect(api.status).toBe(404);
        expect(await api.json()).toMatchObject({ error: { code: 'notFound' } });
      });

      await test.step('the metrics port serves them in Prometheus’ text format', async () => {
        const answer = await fetch(metricsUrl);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
        expect(await answer.text()).toContain('# TYPE portal_http_request_duration_seconds histogram');
      });

      prometheus = await startPrometheus({
        port: ports.prometheus,
        targets: [`127.0.0.1:${ports.metrics}`],
      });
      const running = prometheus;
      /** Polls the query until Prometheus has scraped a sample for it; gives its result. */
      const seen = async (query: string) => {
        let result: Running<typeof running.query> = [];
        await expect
          .poll(
            async () => {
              result = await running.query(query);
              return result.length;
            },
            { message: `Prometheus has no series for ${query}`, timeout: 60_000, intervals: [250, 500, 1000] },
          )
          .toBeGreaterThan(0);
        return result;
      };
      const numberOf = async (query: string) => Number((await seen(query))[0]?.value[1]);

      await test.step('Prometheus scrapes the portal', async () => {
        await expect.poll(() => numberOf('up{job="portal"}'), { timeout: 60_000 }).toBe(1);
      });

      await test.step('a person signs in and opens a few pages', async () => {
        const [name = '', value = ''] = (portal?.cookie ?? '').split('=');
        await context.addCookies([{ name, value, url: portalUrl }]);
        for (const address of [
          '/apps/dashboards/project',
          '/pages/faq',
          '/pages/knowledge-base/getting-started',
          '/pages/knowledge-base/reading-the-rfp-analysis',
        ]) {
          const answer = await page.goto(`${portalUrl}${address}`);
          expect(answer?.status(), address).toBe(200);
        }
      });

      await test.step('sign-ins are refused for a forged token, for no token, and for too many attempts', async () => {
        const headers = { origin: portalUrl, 'content-type': 'application/json' };
        const forged = await fetch(`${portalUrl}/api/session`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.not-a-signature' }),
        });
        expect(forged.status).toBe(401);
        const empty = await fetch(`${portalUrl}/api/session`, { method: 'POST', headers, body: '{}' });
        expect(empty.status).toBe(400);
        // The limit counts the start's own nonce: a few more reach it.
        const statuses: number[] = [];
        for (let attempt = 0; attempt <= SIGN_IN_RATE_LIMIT && !statuses.includes(429); attempt += 1) {
          const nonce = await fetch(`${portalUrl}/api/session/nonce`, {
            method: 'POST',
            headers: { origin: portalUrl },
          });
          await nonce.body?.cancel();
          statuses.push(nonce.status);
        }
        expect(statuses).toContain(429);
      });

      await test.step('requests are counted by route pattern, method and status, never by path', async () => {
        const query = 'sum by (route) (portal_http_request_duration_seconds_count{method="GET",status="200"})';
        const routes = async () => (await seen(query)).map((series) => series.metric['route']);
        await expect
          .poll(routes, { timeout: 60_000 })
          .toEqual(
            expect.arrayContaining([
              '/apps/dashboards/project',
              '/pages/faq',
              '/pages/knowledge-base/[slug]',
              'static',
            ]),
          );
        // Polled itself: the scrape that showed the route may have been taken between the two
        // knowledge-base pages, so a single read could still hold the first one alone.
        await expect
          .poll(
            () =>
              numberOf(
                'portal_http_request_duration_seconds_count{route="/pages/knowledge-base/[slug]",method="GET",status="200"}',
              ),
            { timeout: 60_000 },
          )
          .toBeGreaterThanOrEqual(2);
        const everyRoute = (await seen('count by (route) (portal_http_request_duration_seconds_count)')).map(
          (series) => series.metric['route'] ?? '',
        );
        expect(everyRoute.filter((route) => /getting-started|reading-the-rfp|\?/.test(route))).toEqual([]);
        expect(everyRoute).toContain('/[...path]');
      });

      await test.step('sign-ins, their refusals by reason and the 429s', async () => {
        await expect.poll(() => numberOf('portal_sign_ins_total'), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
        await expect
          .poll(() => numberOf('portal_sign_in_refusals_total{reason="invalidToken"}'), { timeout: 60_000 })
          .toBe(1);
        await expect
          .poll(() => numberOf('portal_sign_in_refusals_total{reason="noCredential"}'), { timeout: 60_000 })
          .toBe(1);
        await expect
          .poll(() => numberOf('portal_rate_limited_total{limit="sign-in-nonce"}'), { timeout: 60_000 })
          .toBe(1);
      });

      await test.step('storage operations by driver, and the calls to outside services by outcome', async () => {
        const operations = (await seen('portal_storage_operation_duration_seconds_count{driver="files"}')).map(
          (series) => series.metric['operation'],
        );
        expect(operations).toEqual(expect.arrayContaining(['getItem', 'setItem']));
        const calls = (await seen('portal_outside_call_duration_seconds_count')).map(
          (series) => `${series.metric['service']} ${series.metric['call']} ${series.metric['outcome']}`,
        );
        expect(calls).toEqual(
          expect.arrayContaining([
            'auth-api user-info ok',
            'auth-api site-privileges ok',
            'identity-provider discovery ok',
            'identity-provider keys ok',
          ]),
        );
      });

      await test.step('the render queue, requests in flight and the process', async () => {
        for (const name of [
          'portal_renders_running',
          'portal_renders_waiting',
          'portal_http_requests_in_flight',
          'nodejs_eventloop_lag_seconds',
          'nodejs_heap_size_used_bytes',
          'process_resident_memory_bytes',
        ]) {
          expect(await seen(name), name).toHaveLength(1);
        }
        expect(await seen('nodejs_gc_duration_seconds_count')).not.toHaveLength(0);
      });
    } finally {
      await prometheus?.stop();
      await portal?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

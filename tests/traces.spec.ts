import { startRedisServer } from '../scripts/lib/redis-server.mjs';
import { signInAs } from './auth.ts';
import { type PortalInstance, startPortalInstance, stopPortalInstance } from './portal-instance.ts';
import { expect, test } from './test.ts';
import { type ExportedSpan, startTraceCollector, type TraceCollector } from './trace-collector.ts';

// Traces (decision 069): a portal of its own with tracing on, sending OTLP/HTTP JSON to a
// collector played by this test on a spare 127.0.0.1 port. One sign-in through the real pop-up,
// then the spans that arrived are checked; once with the storage on files, once on Redis. Ports:
// E2E_PORT + 30 to + 33 (the suite's own servers use + 0 to + 9, tests/security.spec.ts + 10 and
// + 11, tests/instances.spec.ts + 20 and up); Redis on a free one.
const basePort = Number(process.env['E2E_PORT'] ?? 4391) + 30;

const SERVER = 2;
const CLIENT = 3;

const attributeOf = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((attribute) => attribute.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** The portal with tracing on, its collector and (on Redis) its redis-server. */
interface TracedPortal extends PortalInstance {
  collector: TraceCollector;
  redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
}

async function startTracedPortal(store: 'files' | 'redis', port: number): Promise<TracedPortal> {
  const collector = await startTraceCollector();
  const redis = store === 'redis' ? await startRedisServer() : undefined;
  const portal = await startPortalInstance(`traces-${store}`, {
    port,
    env: {
      ...(redis ? { STORAGE_URL: redis.url } : {}),
      // The request lines are what this test reads.
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans leave a tenth of a second after they end, not five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // The default service name is what the test checks.
      OTEL_SERVICE_NAME: undefined,
    },
    readyPath: '/api/health',
  });
  return { ...portal, collector, redis };
}

async function stopTracedPortal(portal: TracedPortal | undefined): Promise<void> {
  if (!portal) return;
  await stopPortalInstance(portal);
  await portal.collector.close();
  await portal.redis?.stop();
}

test.use({ storageState: { cookies: [], origins: [] } });

for (const [index, store] of (['files', 'redis'] as const).entries()) {
  test.describe(`storage on ${store}`, () => {
    let portal: TracedPortal | undefined;
    test.beforeAll(async () => {
      portal = await startTracedPortal(store, basePort + 2 * index);
    });
    test.afterAll(async () => {
      await stopTracedPortal(portal);
    });

    test('a sign-in is one trace: its storage and outside calls are children, the trace id is in its log line', async ({
      page,
    }) => {
      const { url, collector, output } = portal as TracedPortal;
      await page.goto(`${url}/login`);
      await signInAs(page, 'Ada Admin', page.url());
      await expect(page).not.toHaveURL(/\/login/);

      const { spans } = collector;
      const sessionSpan = () =>
        spans.find((span) => span.kind === SERVER && attributeOf(span, 'http.route') === '/api/session');
      // Spans are exported in batches as they end: wait until the sign-in's own have arrived.
      await expect.poll(() => sessionSpan()?.name, { timeout: 30_000 }).toBe('POST /api/session');
      const signIn = sessionSpan() as ExportedSpan;
      const inTrace = () => spans.filter((span) => span.traceId === signIn.traceId);
      const named = (name: string) => inTrace().find((span) => span.name === name);
      const childrenOf = (parent: ExportedSpan) => inTrace().filter((span) => span.parentSpanId === parent.spanId);
      /** Whether `span` descends from `ancestor` (following parent ids within the trace). */
      const descendsFrom = (span: ExportedSpan, ancestor: ExportedSpan): boolean => {
        const parent = inTrace().find((candidate) => candidate.spanId === span.parentSpanId);
        return parent !== undefined && (parent.spanId === ancestor.spanId || descendsFrom(parent, ancestor));
      };
      const expected = [
        'render /api/session',
        'storage take sign-in-nonces',
        'storage set sessions',
        'identity-provider keys',
        'auth-api app_data.engage_user_info_get',
        'auth-api app_data.engage_site_privs_get',
      ];
      await expect.poll(() => expected.filter((name) => !named(name)), { timeout: 30_000 }).toEqual([]);

      // The browser sent no traceparent: the sign-in starts its own trace, named after the service.
      expect(signIn.parentSpanId ?? '').toBe('');
      expect(signIn.serviceName).toBe('client-portal');
      const render = named('render /api/session') as ExportedSpan;
      expect(render.parentSpanId).toBe(signIn.spanId);
      for (const name of expected.slice(1)) expect(descendsFrom(named(name) as ExportedSpan, render), name).toBe(true);

      // Each outside call went out over HTTP (a client span under it), and the service it called
      // continued the trace: its server span's parent is that client span, which only the
      // `traceparent` header it received can have told it. (Locally the stand-ins run in the
      // portal's process, so their spans arrive here too.)
      for (const name of ['identity-provider keys', 'auth-api app_data.engage_user_info_get']) {
        const call = childrenOf(named(name) as ExportedSpan).find((span) => span.kind === CLIENT);
        expect(call, `${name} has an HTTP call`).toBeDefined();
        const received = childrenOf(call as ExportedSpan).filter((span) => span.kind === SERVER);
        expect(received, `${name}'s call was received with its traceparent`).toHaveLength(1);
      }
      // The addresses called keep the service's name, not the person's.
      const userInfoCall = childrenOf(named('auth-api app_data.engage_user_info_get') as ExportedSpan)[0];
      expect(attributeOf(userInfoCall as ExportedSpan, 'url.full')).toMatch(
        /serviceName=app_data\.engage_user_info_get&email=REDACTED&serverName=Engage$/,
      );

      // The nonce the sign-in used was asked for in a trace of its own: one trace per request.
      const nonce = spans.find(
        (span) => span.kind === SERVER && attributeOf(span, 'http.route') === '/api/session/nonce',
      );
      expect(nonce?.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(nonce?.traceId).not.toBe(signIn.traceId);

      if (store === 'redis') {
        // On Redis each storage operation's commands are its children (the ioredis instrumentation).
        const take = named('storage take sign-in-nonces') as ExportedSpan;
        expect(attributeOf(take, 'db.system.name')).toBe('redis');
        const commands = childrenOf(take).filter((span) => span.kind === CLIENT);
        expect(commands.length).toBeGreaterThan(0);
        expect(commands.every((span) => attributeOf(span, 'db.system.name') === 'redis')).toBe(true);
        // The commands are recorded without their arguments: no document, no key naming someone.
        expect(commands.map((span) => attributeOf(span, 'db.query.text'))).toEqual(commands.map((span) => span.name));
      } else {
        expect(attributeOf(named('storage set sessions') as ExportedSpan, 'portal.storage')).toBe('files');
      }

      // The request's log line carries its trace, so the one leads to the other.
      const lines = output
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const logged = lines.find((line) => line['msg'] === 'request' && line['route'] === '/api/session');
      expect(logged).toMatchObject({ method: 'POST', status: 200, traceId: signIn.traceId });
    });
  });
}

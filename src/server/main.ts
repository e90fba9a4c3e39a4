/**
 * The portal's Node entry: serves the built Astro app (pages and API through the adapter's
 * handler, static assets through sirv) and, in the local environment, starts the local tenant.
 * Run with Node 24, which strips the types itself: `node src/server/main.ts`.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { RunningTenant } from '@client-portal/local-tenant';
import compression from 'compression';
import sirv from 'sirv';
import { sweepSessions } from '../auth/server/session-store.ts';
import { ConfigError, loadConfig, type PortalConfig } from './config.ts';
import { drainable } from './http/drain.ts';
import { renderLimiter } from './http/render-limit.ts';
import { requestIdFrom } from './http/request-id.ts';
import { responseHeaders } from './http/security-headers.ts';
import { refuseConnect, refuseUnservableMethod } from './http/unservable-methods.ts';
import { logOf } from './log.ts';
import { enablePortalMetrics, methodLabelOf, routeLabelOf } from './metrics.ts';
import { type MetricsEndpoint, startMetricsEndpoint } from './metrics-endpoint.ts';
import { newRequestTimings, timingFields, withRequestTimings } from './request-timings.ts';
import { closeStorage, storageExpiresKeys } from './storage/storage.ts';
import { flushTraces, inSpan, tellRouteOf } from './tracing/spans.ts';

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: object,
) => Promise<void>;

/** What the Node entry hands Astro as `locals`; the middleware fills in the rest (and `routePattern`). */
type EntryLocals = Pick<App.Locals, 'config' | 'requestId' | 'routePattern' | 'stopping'>;

/** Expired sessions are removed this often (and once at start). */
const SESSION_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** On shutdown, requests in flight get this long to finish; then their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Load balancers and probes call these by address, whatever host they name. */
const anyHostPaths = new Set(['/api/health', '/api/ready']);

/**
 * The portal answers at one origin, PUBLIC_URL's: sign-in pop-ups answer there, cookies are set
 * there. A request naming another host (http://127.0.0.1:4321 for http://localhost:4321) is sent
 * to the same path at PUBLIC_URL, so it works however the portal was opened.
 */
function canonicalLocation(req: IncomingMessage, publicUrl: URL): string | undefined {
  const host = req.headers.host;
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (host === publicUrl.host || anyHostPaths.has(pathname)) return undefined;
  // Only the path and query are kept; `//evil.test` as a path stays a path of PUBLIC_URL.
  return new URL(`${publicUrl.origin}/${(req.url ?? '/').replace(/^\/+/, '')}`).href;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(root, 'dist');

export interface RunningPortal {
  url: string;
  config: PortalConfig;
  close(): Promise<void>;
}

export async function startPortal(config: PortalConfig): Promise<RunningPortal> {
  const entry = path.join(distDir, 'server', 'entry.mjs');
  if (!existsSync(entry))
    throw new Error('No build found in dist/. Run `npm run build` (or `npm start`, which builds).');
  // The build leaves React and react-dom/server outside the bundle; they pick their development
  // builds (prop checks, owner stacks: a dashboard rendered 3–4× slower) unless NODE_ENV says
  // production when they are first loaded, which is the import just below.
  process.env.NODE_ENV ??= 'production';
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  // The mail part renders with React too: loaded only now, so it shares the production build.
  const { startMail } = await import('../mail/server/mailer.ts');

  // Pages and JSON are compressed as they are sent (brotli or gzip, as the browser accepts); the
  // build's files were compressed once at build time (astro.config.mjs) and sirv sends those, which
  // `compression` then leaves alone. A phone on a slow network downloads a fifth of the bytes.
  // Brotli at quality 3 rather than the middleware's 4: the dashboard's 68 KB of HTML become 13.9 KB
  // instead of 13.1 KB, in 0.38 ms of CPU instead of 0.70 ms, and the page is sent 0.26 ms sooner
  // (decision 108).
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  });
  // Hashed build assets never change under the same name; everything else may.
  const assets = sirv(path.join(distDir, 'client'), {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // Loaded only where it runs: the other environments never load the stand-ins and their dependencies.
  const tenant: RunningTenant | undefined = config.startsTenant
    ? await (await import('@client-portal/local-tenant')).startTenant({
        host: config.host,
        port: config.tenantPort,
        dataDir: config.dataDir,
        portalOrigin: config.publicUrl,
        tokenTtlSeconds: config.tenantTokenTtlSeconds,
        embedTokenTtlSeconds: config.tenantEmbedTokenTtlSeconds,
      })
    : undefined;
  // The local environment's demo data of the portal's own storage (its tenant holds the rest).
  if (config.environment === 'local') {
    await (await import('../rfp/events/server/examples.ts')).addExampleEvents(config);
  }

  const log = logOf(config);
  const publicUrl = new URL(config.publicUrl);
  const headers = Object.entries(responseHeaders(config));
  // Pages: at most RENDER_CONCURRENCY at once (0: any number), one started per turn of the event
  // loop (decisions 051, 123). The API and writes: as many at once as come, but one started per
  // turn as well, so a burst of them does not hold the loop either.
  const renders = renderLimiter(config.renderConcurrency > 0 ? config.renderConcurrency : Number.POSITIVE_INFINITY);
  const calls = renderLimiter(Number.POSITIVE_INFINITY);
  // METRICS_PORT unset: no metrics, and nothing below counts (decision 068).
  const metrics = config.metricsPort === undefined ? undefined : await enablePortalMetrics();
  metrics?.watchRenders(renders);
  const server = createServer((req, res) => {
    // Timed and numbered here, where every request passes (static files and redirects too).
    const started = performance.now();
    // Where its time goes (queue, storage, outside calls), on its log line: a slow request says
    // what it waited for (decision 123).
    const timings = newRequestTimings();
    metrics?.requestStarted();
    const locals: EntryLocals = {
      config,
      requestId: requestIdFrom(req.headers['x-request-id']),
      routePattern: undefined,
      // Whether SIGTERM has come (GET /api/ready answers 503 from then on).
      stopping: draining.stopping,
    };
    // Who answered when Astro did not (Astro's answers carry the route pattern the middleware saw).
    let answeredBy: 'static' | 'canonical-redirect' | 'method' | undefined;
    tellRouteOf(req, () => locals.routePattern ?? answeredBy);
    res.once('close', () => {
      const durationMs = performance.now() - started;
      const route = locals.routePattern ?? answeredBy;
      // A connection closed before any answer went out has no status of its own.
      const status = res.headersSent ? res.statusCode : 'aborted';
      metrics?.requestFinished(routeLabelOf(route), methodLabelOf(req.method), status, durationMs / 1000);
      log.info(
        {
          requestId: locals.requestId,
          method: req.method,
          route: route ?? null,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          ...timingFields(timings),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    res.setHeader('X-Request-Id', locals.requestId);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (refuseUnservableMethod(req, res)) {
      answeredBy = 'method';
      return;
    }
    const canonical = canonicalLocation(req, publicUrl);
    if (canonical) {
      answeredBy = 'canonical-redirect';
      res.writeHead(308, { Location: canonical, 'Cache-Control': 'no-store' }).end();
      return;
    }
    answeredBy = 'static';
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      assets(req, res, () => {
        answeredBy = undefined;
        // A span per render, named by the route once the middleware has found it (decision 069),
        // with how long the page waited for its turn, so the slowest traces show it.
        const answer = () => {
          const rendering = performance.now();
          return inSpan(
            'render',
            timings.queueMs > 0 ? { 'portal.render.queue_ms': Math.round(timings.queueMs * 10) / 10 } : {},
            () => withRequestTimings(timings, () => handler(req, res, () => {}, locals)),
            () => locals.routePattern && `render ${locals.routePattern}`,
          ).finally(() => {
            timings.renderMs = performance.now() - rendering;
          });
        };
        // Pages wait for a render slot (decision 051); the JSON API, small and quick, does not. Both
        // start one per turn of the event loop (decision 123).
        const page = req.method === 'GET' && !req.url?.startsWith('/api/');
        const queued = performance.now();
        const inTurn = () => {
          timings.queueMs = performance.now() - queued;
          if (page) metrics?.renderWaited(timings.queueMs / 1000);
          return res.destroyed ? Promise.resolve() : answer();
        };
        (page ? renders : calls).run(inTurn).catch((error: unknown) => {
          log.error({ err: error, requestId: locals.requestId }, 'Astro could not answer');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end('Internal Server Error');
        });
      }),
    );
  });
  server.on('connect', refuseConnect(headers));
  const draining = drainable(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const metricsEndpoint: MetricsEndpoint | undefined =
    metrics && config.metricsPort !== undefined
      ? await startMetricsEndpoint(metrics.registry, config.host, config.metricsPort)
      : undefined;

  // Reminders and digests by mail (decision 125): the queue's worker and its scheduled run.
  const mail = startMail(config);

  // Redis expires sessions itself (their TTL); files need sweeping.
  const sweep = () =>
    sweepSessions(config).catch((error: unknown) => log.error({ err: error }, 'Sweeping expired sessions failed'));
  const sweeper = storageExpiresKeys(config) ? undefined : setInterval(sweep, SESSION_SWEEP_INTERVAL_MS);
  if (sweeper) {
    void sweep();
    sweeper.unref();
  }

  return {
    url: `http://localhost:${config.port}`,
    config,
    async close() {
      clearInterval(sweeper);
      // Requests in flight finish (they may still need the storage and the tenant), then both go.
      // Not ready from now on (GET /api/ready: 503), still serving for SHUTDOWN_DELAY_SECONDS.
      await draining.close(SHUTDOWN_GRACE_MS, config.shutdownDelayMs);
      await metricsEndpoint?.close();
      await mail?.close();
      await tenant?.close();
      await closeStorage(config);
      await flushTraces();
    },
  };
}

async function main(): Promise<void> {
  let config: PortalConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = logOf(config);
  const portal = await startPortal(config).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    log.fatal({ err: error }, `Could not start the portal: ${message}`);
    process.exit(1);
  });
  log.info({ url: portal.url, environment: config.environment }, 'Client portal listening');
  if (config.metricsPort !== undefined)
    log.info({ url: `http://${config.host}:${config.metricsPort}/metrics` }, 'Metrics listening (for Prometheus only)');
  if (config.startsTenant) log.info({ url: `http://localhost:${config.tenantPort}` }, 'Local tenant listening');
  else if (config.environment === 'local')
    log.info({ url: `http://localhost:${config.tenantPort}` }, 'Using the local tenant started on its own');

  // A deploy or a scale-down: stop accepting, let the requests in flight finish (10 s at most),
  // close the storage, and exit 0 so the orchestrator counts it as a clean stop.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down');
    portal.close().then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

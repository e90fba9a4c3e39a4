/**
 * The OpenTelemetry SDK, started by the preload (src/server/tracing.ts) before the portal's first
 * import, and only when tracing is on (decision 069). Instrumented: Node's HTTP server (one
 * trace per request, continuing a caller's `traceparent`), fetch (undici: the calls to the
 * identity provider and the provider's APIs, which carry the `traceparent` on) and ioredis (each
 * Redis command). The exporter is OTLP, chosen and set by the standard `OTEL_EXPORTER_OTLP_*`
 * variables (http/protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL says http/json or grpc).
 */
import { register } from 'node:module';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { redactedUrl } from './redact.ts';
import type { TracingSettings } from './settings.ts';
import { routeOf, setTracingOn } from './spans.ts';

/** Probes call these every few seconds; a trace each would bury the requests people make. */
const untracedPaths = new Set(['/api/health', '/api/ready']);

export function startTracing(settings: TracingSettings): NodeSDK {
  // The portal is ES modules: its `import`s of node:http and ioredis reach the instrumentations
  // only through this loader hook (require hooks see `require` alone). Limited to the two
  // modules patched, so every other module loads as it did.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['http', 'ioredis'] },
  });
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untracedPaths.has((request.url ?? '').split('?')[0] ?? ''),
        // Named after the route the portal answered by, once it is known (src/server/main.ts).
        applyCustomAttributesOnSpan(span, request) {
          // The address without a person's words (a search's `?q=`), in and out alike (redact.ts).
          // A request in has its `url`, a call out (a ClientRequest) its `path`.
          const target = (request as { url?: string }).url ?? (request as { path?: string }).path;
          if (target && URL.canParse(target, 'http://portal')) {
            const { path, query } = redactedUrl(new URL(target, 'http://portal'));
            span.setAttribute('url.path', path);
            if (query) span.setAttribute('url.query', query.slice(1));
          }
          // Server spans only: an outgoing request (a ClientRequest) has no route of the portal's.
          const route = routeOf(request);
          if (!route) return;
          span.setAttribute('http.route', route);
          span.updateName(`${request.method ?? 'GET'} ${route}`);
        },
      }),
      new UndiciInstrumentation({
        // The calls' addresses without the person they were made for (src/server/tracing/redact.ts).
        startSpanHook(request) {
          if (!URL.canParse(request.path, request.origin)) return {};
          const { full, path, query } = redactedUrl(new URL(request.path, request.origin));
          return { 'url.full': full, 'url.path': path, 'url.query': query };
        },
      }),
      new IORedisInstrumentation({
        // The command alone: by default a script's arguments (a whole session document, in the
        // storage's compare-and-set) and keys (which name people) would go into the trace.
        dbStatementSerializer: (command) => command,
        // The client's own commands between requests (its ready check on each connection) would
        // each be a trace of one span.
        requireParentSpan: true,
      }),
    ],
    // Traces only: metrics and logs have their own ways out (decision 069).
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  setTracingOn(true);
  return sdk;
}

import type { IncomingMessage } from 'node:http';
import { type Attributes, type Span, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The portal's own spans (decision 069): page renders, storage operations, calls to outside
 * services. Only the OpenTelemetry API is imported here, never the SDK: when tracing is off
 * (src/server/tracing.ts did not start the SDK) every helper calls straight through, so a
 * request pays nothing for it.
 */

/**
 * One flag per process, not per copy of this module: the Node entry runs src/ directly while
 * Astro's bundle carries its own copy (the same reason as the storage's registry).
 */
const TRACING_ON = Symbol.for('client-portal.tracing');
const ROUTES = Symbol.for('client-portal.tracing.routes');
const processGlobals = globalThis as Record<symbol, unknown>;
processGlobals[ROUTES] ??= new WeakMap<IncomingMessage, () => string | undefined>();
const routes = processGlobals[ROUTES] as WeakMap<IncomingMessage, () => string | undefined>;

/** Whether the SDK was started in this process (by the preload, src/server/tracing/sdk.ts). */
export function tracingOn(): boolean {
  return processGlobals[TRACING_ON] === true;
}

/** Said by the preload once the SDK has started (and by unit tests around their own provider). */
export function setTracingOn(on: boolean): void {
  processGlobals[TRACING_ON] = on;
}

const tracer = () => trace.getTracer('client-portal');

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `work` in a span of its own, the current span's child, ended when `work` settles (marked
 * as an error when it throws). `finalName`, read when the span ends, renames it: a page's route
 * is known only once the middleware has run.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
  finalName?: () => string | undefined,
): Promise<T> {
  if (!tracingOn()) return work(undefined);
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      const renamed = finalName?.();
      if (renamed) span.updateName(renamed);
      span.end();
    }
  });
}

/**
 * The route pattern a request was answered by, for the name of its server span (`POST
 * /api/session`, not just `POST`): the Node entry says where to read it; the HTTP
 * instrumentation asks when the span ends (src/server/tracing/sdk.ts).
 */
export function tellRouteOf(request: IncomingMessage, route: () => string | undefined): void {
  if (tracingOn()) routes.set(request, route);
}

export function routeOf(request: object): string | undefined {
  return routes.get(request as IncomingMessage)?.();
}

/**
 * The trace and span of the work in progress, for log lines (src/server/log.ts): a line can be
 * found from its trace, and the trace from the line. Empty outside any span.
 */
export function traceFields(): { traceId: string; spanId: string } | Record<string, never> {
  const context = trace.getActiveSpan()?.spanContext();
  if (!context || !trace.isSpanContextValid(context)) return {};
  return { traceId: context.traceId, spanId: context.spanId };
}

/** A collector that does not answer holds up a shutdown this long at most. */
const FLUSH_LIMIT_MS = 2_000;

/** Sends the spans not yet sent (on shutdown: the batch would otherwise be lost with the process). */
export async function flushTraces(): Promise<void> {
  if (!tracingOn()) return;
  const provider = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const delegate = (provider.getDelegate?.() ?? provider) as { forceFlush?: () => Promise<void> };
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    delegate.forceFlush?.().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FLUSH_LIMIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

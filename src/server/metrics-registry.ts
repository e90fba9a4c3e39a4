import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { watchLoopDelay } from './loop-delay.ts';
import type { PortalMetrics, RenderQueue } from './metrics-model.ts';

/**
 * The portal's metrics in a registry of their own (not prom-client's global one); their names
 * and labels are listed in the README (Deploying → Metrics). Loaded only when METRICS_PORT is set.
 */

/** Seconds: from a static file (about a millisecond) to a page under load (seconds). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a file or Redis operation takes well under a millisecond to a few (Redis times out at 2 s). */
const STORAGE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5];
/** Seconds: an outside call answers in tens of milliseconds, or times out at 5 or 10 s. */
const OUTSIDE_CALL_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export interface MetricsOptions {
  /** Process metrics (heap, GC, event-loop lag, CPU…): on for the portal, off in unit tests. */
  processMetrics?: boolean;
}

/** A registry of its own with the portal's metrics (not prom-client's global one). */
export function createPortalMetrics({ processMetrics = true }: MetricsOptions = {}): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  let inFlight = 0;
  let renders: RenderQueue | undefined;

  const requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'portal_http_requests_in_flight',
    help: 'Requests arrived and not yet answered.',
    registers,
    collect() {
      this.set(inFlight);
    },
  });
  new Gauge({
    name: 'portal_renders_running',
    help: 'Pages rendering now (at most RENDER_CONCURRENCY).',
    registers,
    collect() {
      this.set(renders?.running ?? 0);
    },
  });
  new Gauge({
    name: 'portal_renders_waiting',
    help: 'Pages waiting for their turn to render.',
    registers,
    collect() {
      this.set(renders?.waiting ?? 0);
    },
  });
  const renderWait = new Histogram({
    name: 'portal_render_queue_wait_seconds',
    help: 'Time a page waited for its turn to render (RENDER_CONCURRENCY, one start per event-loop turn).',
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const storageDuration = new Histogram({
    name: 'portal_storage_operation_duration_seconds',
    help: 'Time of one storage operation, by driver (files, redis) and operation.',
    labelNames: ['driver', 'operation'] as const,
    buckets: STORAGE_BUCKETS,
    registers,
  });
  const storageErrors = new Counter({
    name: 'portal_storage_operation_errors_total',
    help: 'Storage operations that failed, by driver and operation.',
    labelNames: ['driver', 'operation'] as const,
    registers,
  });
  const outsideDuration = new Histogram({
    name: 'portal_outside_call_duration_seconds',
    help: 'Calls the server makes to outside services, by service, call and outcome.',
    labelNames: ['service', 'call', 'outcome'] as const,
    buckets: OUTSIDE_CALL_BUCKETS,
    registers,
  });
  const signIns = new Counter({ name: 'portal_sign_ins_total', help: 'Sessions opened by a sign-in.', registers });
  const signInRefusals = new Counter({
    name: 'portal_sign_in_refusals_total',
    help: 'Sign-ins refused, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: 'portal_rate_limited_total',
    help: 'Requests answered 429 by a rate limit, by limit.',
    labelNames: ['limit'] as const,
    registers,
  });
  if (processMetrics) {
    collectDefaultMetrics({ register: registry });
    // prom-client's nodejs_eventloop_lag_p99_seconds and the like read an idle loop as its
    // monitor's resolution (10 ms); this reads it as 0, the time a turn held everything else up
    // (loop-delay.ts, decision 123). Started afresh at each scrape.
    const loopDelay = watchLoopDelay();
    new Gauge({
      name: 'portal_event_loop_delay_seconds',
      help: 'How late the event loop ran its timers since the last scrape: median (0.5), 99th percentile (0.99), longest (1).',
      labelNames: ['quantile'] as const,
      registers,
      collect() {
        const { p50, p99, max } = loopDelay.read();
        loopDelay.restart();
        this.set({ quantile: '0.5' }, p50);
        this.set({ quantile: '0.99' }, p99);
        this.set({ quantile: '1' }, max);
      },
    });
  }

  return {
    registry,
    requestStarted() {
      inFlight += 1;
    },
    requestFinished(route, method, status, seconds) {
      inFlight -= 1;
      requestDuration.observe({ route, method, status }, seconds);
    },
    watchRenders(queue) {
      renders = queue;
    },
    renderWaited(seconds) {
      renderWait.observe(seconds);
    },
    storageOperation(driver, operation, seconds, failed) {
      storageDuration.observe({ driver, operation }, seconds);
      if (failed) storageErrors.inc({ driver, operation });
    },
    outsideCall(service, call, outcome, seconds) {
      outsideDuration.observe({ service, call, outcome }, seconds);
    },
    signedIn() {
      signIns.inc();
    },
    signInRefused(reason) {
      signInRefusals.inc({ reason });
    },
    rateLimited(limit) {
      rateLimited.inc({ limit });
    },
  };
}

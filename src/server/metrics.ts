import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SignInFailure } from '../auth/server/sessions.ts';

/**
 * What the server counts and times, for Prometheus (decision 068): requests by route pattern,
 * pages waiting to render, the storage, the outside services the server calls, sign-ins and their
 * refusals, and the process itself (heap, garbage collection, event-loop lag). Served on a port
 * of its own (METRICS_PORT, metrics-endpoint.ts), never on the portal's.
 *
 * Labels take a few known values only, so the number of series stays bounded whatever people ask
 * for: a route pattern (`/apps/reports/[report]`), never the path a person typed.
 */

/** Methods counted by name; anything else (Node accepts some thirty) is `other`. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: from a static file (about a millisecond) to a page under load (seconds). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a file or Redis operation takes well under a millisecond to a few (Redis times out at 2 s). */
const STORAGE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5];
/** Seconds: an outside call answers in tens of milliseconds, or times out at 5 or 10 s. */
const OUTSIDE_CALL_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export type StorageDriverName = 'files' | 'redis';

/** The outside services the server itself calls (the browser calls Graph and the reports API). */
export type OutsideService = 'auth-api' | 'identity-provider';
/** Which call of the service: the auth API's three services, the provider's discovery and keys. */
export type OutsideCall = 'user-info' | 'site-privileges' | 'db-name' | 'discovery' | 'keys';
export type OutsideCallOutcome = 'ok' | 'refused' | 'busy' | 'failed' | 'timeout' | 'unreachable';

/** Why a sign-in was refused: the sign-in's own codes (docs/errors.md), and no token at all. */
export type SignInRefusal = SignInFailure | 'noCredential';

/** The limits that answer 429 (src/auth/server/sign-in-limit.ts). */
export type RateLimitName = 'sign-in-nonce' | 'sign-in-session';

/**
 * The request's route label: the pattern Astro matched (`/deepLink/[page]`) or who answered
 * instead (`static`, `canonical-redirect`); `unmatched` when neither is known (a request that
 * failed before Astro's middleware saw it). Never the path itself.
 */
export function routeLabelOf(route: string | undefined): string {
  return route ?? 'unmatched';
}

export function methodLabelOf(method: string | undefined): string {
  return method !== undefined && KNOWN_METHODS.has(method) ? method : 'other';
}

/** An outside call's answer as an outcome: 2xx/3xx ok, 429 busy, other 4xx refused, 5xx failed. */
export function outcomeOfStatus(status: number): OutsideCallOutcome {
  if (status === 429) return 'busy';
  if (status >= 500) return 'failed';
  if (status >= 400) return 'refused';
  return 'ok';
}

/** A call that threw: aborted by its time limit, or the service could not be reached at all. */
export function outcomeOfError(error: unknown): OutsideCallOutcome {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
}

/** What main.ts's render limiter shows (render-limit.ts). */
interface RenderQueue {
  readonly running: number;
  readonly waiting: number;
}

export interface PortalMetrics {
  readonly registry: Registry;
  /** A request came in (the Node entry, for every request, static files included). */
  requestStarted(): void;
  /** It was answered (or the connection closed): one histogram observation. */
  requestFinished(route: string, method: string, status: number | 'aborted', seconds: number): void;
  /** The pages rendering and waiting to, read when Prometheus scrapes. */
  watchRenders(queue: RenderQueue): void;
  storageOperation(driver: StorageDriverName, operation: string, seconds: number, failed: boolean): void;
  outsideCall(service: OutsideService, call: OutsideCall, outcome: OutsideCallOutcome, seconds: number): void;
  signedIn(): void;
  signInRefused(reason: SignInRefusal): void;
  rateLimited(limit: RateLimitName): void;
}

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
  if (processMetrics) collectDefaultMetrics({ register: registry });

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

/**
 * The process's metrics, once METRICS_PORT turned them on. Kept on the process, not on this
 * module: the Node entry runs src/ directly while Astro's bundle carries its own copy of this
 * module, and both must count into one registry (as the storage's registry does). One portal
 * runs per process; a process that starts several (a script) counts them together.
 */
const METRICS = Symbol.for('client-portal.metrics');
const processGlobals = globalThis as Record<symbol, PortalMetrics | undefined>;

/** The metrics being collected, or undefined when METRICS_PORT is unset (then hooks do nothing). */
export function portalMetrics(): PortalMetrics | undefined {
  return processGlobals[METRICS];
}

/** Turns collecting on for this process (the Node entry, when METRICS_PORT is set). */
export function enablePortalMetrics(): PortalMetrics {
  processGlobals[METRICS] ??= createPortalMetrics();
  return processGlobals[METRICS];
}

/**
 * `fetch` timed and counted as a call to an outside service: its outcome from the status, or
 * from the error when there is no answer. The answer and the error pass through unchanged.
 */
export async function measuredFetch(
  service: OutsideService,
  call: OutsideCall,
  ...args: Parameters<typeof fetch>
): Promise<Response> {
  const metrics = portalMetrics();
  if (!metrics) return fetch(...args);
  const started = performance.now();
  try {
    const response = await fetch(...args);
    metrics.outsideCall(service, call, outcomeOfStatus(response.status), (performance.now() - started) / 1000);
    return response;
  } catch (error) {
    metrics.outsideCall(service, call, outcomeOfError(error), (performance.now() - started) / 1000);
    throw error;
  }
}

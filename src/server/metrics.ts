import type { OutsideCall, OutsideCallOutcome, OutsideService, PortalMetrics } from './metrics-model.ts';
import { addOutsideCallTime } from './request-timings.ts';

/**
 * What the server counts and times, for Prometheus (decision 068): requests by route pattern,
 * pages waiting to render, the storage, the outside services the server calls, sign-ins and their
 * refusals, and the process itself (heap, garbage collection, event-loop lag). Served on a port
 * of its own (METRICS_PORT, metrics-endpoint.ts), never on the portal's.
 *
 * Labels take a few known values only, so the number of series stays bounded whatever people ask
 * for: a route pattern (`/pages/knowledge-base/[slug]`), never the path a person typed. prom-client is
 * loaded only once METRICS_PORT turns the metrics on (metrics-registry.ts).
 */

/** Methods counted by name; anything else (Node accepts some thirty) is `other`. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

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
export async function enablePortalMetrics(): Promise<PortalMetrics> {
  const { createPortalMetrics } = await import('./metrics-registry.ts');
  processGlobals[METRICS] ??= createPortalMetrics();
  return processGlobals[METRICS];
}

/**
 * `fetch` timed and counted as a call to an outside service: its outcome from the status, or
 * from the error when there is no answer; its time also goes on the request's log line. The answer and the error pass through unchanged.
 */
export async function measuredFetch(
  service: OutsideService,
  call: OutsideCall,
  ...args: Parameters<typeof fetch>
): Promise<Response> {
  const metrics = portalMetrics();
  const started = performance.now();
  try {
    const response = await fetch(...args);
    addOutsideCallTime(performance.now() - started);
    metrics?.outsideCall(service, call, outcomeOfStatus(response.status), (performance.now() - started) / 1000);
    return response;
  } catch (error) {
    addOutsideCallTime(performance.now() - started);
    metrics?.outsideCall(service, call, outcomeOfError(error), (performance.now() - started) / 1000);
    throw error;
  }
}

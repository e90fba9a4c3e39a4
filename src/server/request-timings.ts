import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where one request's time went, written on its log line (main.ts) so a slow request says whether
 * it waited for its turn to render, for the storage or for an outside service (the local tenant's
 * auth API and identity provider locally) — or for none of them, which leaves the event loop and
 * the connection (decision 123). Milliseconds, summed over the request's calls.
 */
export interface RequestTimings {
  /** Waiting for a render slot (render-limit.ts); 0 for what the queue does not hold. */
  queueMs: number;
  /** The Astro handler, middleware to last byte handed to the socket. */
  renderMs: number;
  storageMs: number;
  storageCalls: number;
  outsideMs: number;
  outsideCalls: number;
}

export function newRequestTimings(): RequestTimings {
  return { queueMs: 0, renderMs: 0, storageMs: 0, storageCalls: 0, outsideMs: 0, outsideCalls: 0 };
}

/**
 * One store per process, not per copy of this module: the Node entry runs src/ directly while
 * Astro's bundle carries its own copy, and the storage and outside calls counted in the bundle
 * must land in the request the entry started (as the metrics' registry does).
 */
const TIMINGS = Symbol.for('client-portal.request-timings');
const processGlobals = globalThis as Record<symbol, unknown>;
processGlobals[TIMINGS] ??= new AsyncLocalStorage<RequestTimings>();
const current = processGlobals[TIMINGS] as AsyncLocalStorage<RequestTimings>;

/** Runs `work` with `timings` as the request's: what it calls adds to them. */
export function withRequestTimings<T>(timings: RequestTimings, work: () => T): T {
  return current.run(timings, work);
}

/** A storage operation of the request in progress took `ms` (nothing outside a request). */
export function addStorageTime(ms: number): void {
  const timings = current.getStore();
  if (!timings) return;
  timings.storageMs += ms;
  timings.storageCalls += 1;
}

/** A call to an outside service of the request in progress took `ms`. */
export function addOutsideCallTime(ms: number): void {
  const timings = current.getStore();
  if (!timings) return;
  timings.outsideMs += ms;
  timings.outsideCalls += 1;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The fields of the request's log line: only those that happened, to one decimal. */
export function timingFields(timings: RequestTimings): Partial<Record<keyof RequestTimings, number>> {
  const fields: Partial<Record<keyof RequestTimings, number>> = {};
  if (timings.queueMs > 0) fields.queueMs = round(timings.queueMs);
  if (timings.renderMs > 0) fields.renderMs = round(timings.renderMs);
  if (timings.storageCalls > 0) {
    fields.storageMs = round(timings.storageMs);
    fields.storageCalls = timings.storageCalls;
  }
  if (timings.outsideCalls > 0) {
    fields.outsideMs = round(timings.outsideMs);
    fields.outsideCalls = timings.outsideCalls;
  }
  return fields;
}

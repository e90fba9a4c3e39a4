import type { Driver } from 'unstorage';
import { portalMetrics } from '../metrics.ts';
import type { StorageDriverName } from '../metrics-model.ts';
import { addStorageTime } from '../request-timings.ts';
import type { SharedKeys } from './collection.ts';

/** The driver operations the portal's storage uses; each is timed under its own name. */
const OPERATIONS = ['hasItem', 'getItem', 'getItems', 'setItem', 'removeItem', 'getKeys', 'clear'] as const;

/**
 * Runs `call` and records its duration: on the request's timings (its log line), and, when
 * metrics are on, with whether it failed.
 */
async function measured<T>(driver: StorageDriverName, operation: string, call: () => T | Promise<T>): Promise<T> {
  const metrics = portalMetrics();
  const started = performance.now();
  let failed = true;
  try {
    const result = await call();
    failed = false;
    return result;
  } finally {
    const ms = performance.now() - started;
    addStorageTime(ms);
    metrics?.storageOperation(driver, operation, ms / 1000, failed);
  }
}

/**
 * The driver with each operation timed (metrics.ts: by driver and operation). The wrapped
 * driver's own methods still call each other unmeasured (`this` is the driver), so a `hasItem`
 * that reads counts once.
 */
export function measuredDriver(driver: Driver, name: StorageDriverName): Driver {
  const wrapped: Driver = { ...driver };
  for (const operation of OPERATIONS) {
    const method = driver[operation] as ((...args: unknown[]) => unknown) | undefined;
    if (method) {
      (wrapped as unknown as Record<string, unknown>)[operation] = (...args: unknown[]) =>
        measured(name, operation, () => method.apply(driver, args));
    }
  }
  return wrapped;
}

/** Redis's compare-and-set reads and writes, timed as `read` and `replace`. */
export function measuredSharedKeys(shared: SharedKeys, name: StorageDriverName): SharedKeys {
  return {
    read: (key) => measured(name, 'read', () => shared.read(key)),
    replace: (key, expected, next, ttlSeconds) =>
      measured(name, 'replace', () => shared.replace(key, expected, next, ttlSeconds)),
  };
}

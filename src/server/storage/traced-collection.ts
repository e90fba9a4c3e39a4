import { inSpan, tracingOn } from '../tracing/spans.ts';
import type { Collection } from './collection.ts';

/**
 * A collection whose every operation is a span (decision 069): `storage get session`, `storage
 * take sign-in-nonce`…, with the store it went to. On Redis the commands it sent are its children
 * (the ioredis instrumentation); on files the span is the whole operation, queue wait included.
 * With tracing off the collection is returned as it is.
 */
export function tracedCollection<T>(
  collection: Collection<T>,
  prefix: string,
  store: 'files' | 'redis',
): Collection<T> {
  if (!tracingOn()) return collection;
  // OpenTelemetry's database names where they fit; files have no `db.system.name` of their own.
  const where =
    store === 'redis' ? { 'portal.storage': store, 'db.system.name': 'redis' } : { 'portal.storage': store };
  const traced =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      inSpan(
        `storage ${operation} ${prefix}`,
        { ...where, 'db.collection.name': prefix, 'db.operation.name': operation },
        () => call(...args),
      );
  return {
    get: traced('get', collection.get),
    set: traced('set', collection.set),
    remove: traced('remove', collection.remove),
    take: traced('take', collection.take),
    update: traced('update', collection.update),
    sweep: traced('sweep', collection.sweep),
  };
}

import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { MAX_QUERY_LENGTH } from '../normalise.ts';
import { MAX_RECENT_SEARCHES, withoutRecentSearch, withRecentSearch } from '../recent.ts';

/**
 * Recent searches in the portal's storage, one document per person (files or Redis, as the
 * person's settings are kept), under an encoding of the uid that is a safe key. The queries are
 * in the document only: never in a key, a log line or a trace.
 */
const recentSchema = z.object({ queries: z.array(z.string().max(MAX_QUERY_LENGTH)).max(MAX_RECENT_SEARCHES) });

/** A list not searched from for this long goes by itself (on Redis; a new search keeps it). */
const KEPT_SECONDS = 180 * 24 * 60 * 60;

function recent(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'recent-searches',
    schema: recentSchema,
    keyOf: (uid) => Buffer.from(uid, 'utf8').toString('base64url'),
    ttlSeconds: () => KEPT_SECONDS,
  });
}

export async function readRecentSearches(config: StorageConfig, uid: string): Promise<string[]> {
  return (await recent(config).get(uid))?.queries ?? [];
}

/** Keeps `query` as the person's newest search (a query with no word is not kept). */
export async function rememberSearch(config: StorageConfig, uid: string, query: string): Promise<string[]> {
  const kept = await recent(config).update(uid, (current) => {
    const queries = current?.queries ?? [];
    const next = withRecentSearch(queries, query);
    return next.length === queries.length && next.every((q, n) => q === queries[n]) ? undefined : { queries: next };
  });
  return kept?.queries ?? readRecentSearches(config, uid);
}

/** Removes one search, or every one when `query` is undefined. */
export async function forgetSearches(config: StorageConfig, uid: string, query?: string): Promise<string[]> {
  if (query === undefined) {
    await recent(config).remove(uid);
    return [];
  }
  const kept = await recent(config).update(uid, (current) =>
    current ? { queries: withoutRecentSearch(current.queries, query) } : undefined,
  );
  return kept?.queries ?? [];
}

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { createStorage, type Storage } from 'unstorage';
import type { z } from 'zod';
import type { PortalConfig } from '../config.ts';
import { logOf } from '../log.ts';
import { atomicFileDriver } from './atomic-file-driver.ts';
import { type Collection, type CollectionOptions, createCollection, type SharedKeys } from './collection.ts';
import { measuredDriver } from './measured-driver.ts';
import { openRedisStorage, redisAnswers } from './redis.ts';
import { tracedCollection } from './traced-collection.ts';

/**
 * Everything the server keeps (sessions, user documents, and what comes later) goes through one
 * storage: files under DATA_DIR, written atomically (atomic-file-driver.ts), or — with
 * STORAGE_URL — Redis, which several instances share (redis.ts). Features define their
 * collections (a prefix and a schema) with `collectionOf`.
 */
export type StorageConfig = Pick<PortalConfig, 'dataDir'> & Partial<Pick<PortalConfig, 'storageUrl' | 'logLevel'>>;

interface OpenStorage {
  storage: Storage;
  /** The Redis client, when the storage is Redis. */
  redis: Redis | undefined;
  /** How collections change a key no other instance's change may cross (Redis only). */
  shared: SharedKeys | undefined;
  collections: Map<string, Collection<unknown>>;
}

/**
 * One registry per process, not per copy of this module: the Node entry runs src/ directly while
 * Astro's bundle carries its own copy, and both must use one Redis connection and one queue per
 * document — and the entry's `closeStorage` must close what the bundle opened.
 */
const REGISTRY = Symbol.for('client-portal.storage');
const processGlobals = globalThis as Record<symbol, unknown>;
processGlobals[REGISTRY] ??= new Map<string, OpenStorage>();
const registry = processGlobals[REGISTRY] as Map<string, OpenStorage>;

function storageKey(config: StorageConfig): string {
  return config.storageUrl ? `redis:${config.storageUrl}` : `file:${path.resolve(config.dataDir)}`;
}

function openStorage(config: StorageConfig): OpenStorage {
  const key = storageKey(config);
  let open = registry.get(key);
  if (!open) {
    if (config.storageUrl) {
      const { storage, redis, shared } = openRedisStorage(config.storageUrl, logOf(config));
      open = { storage, redis, shared, collections: new Map() };
    } else {
      const driver = measuredDriver(atomicFileDriver({ base: path.resolve(config.dataDir) }), 'files');
      const storage = createStorage({ driver });
      open = { storage, redis: undefined, shared: undefined, collections: new Map() };
    }
    registry.set(key, open);
  }
  return open;
}

/**
 * The Redis client of the storage, for what needs Redis itself (counters, rate limits); undefined
 * when the storage is files. Keys of its own should start with `REDIS_KEY_BASE` (redis.ts).
 */
export function redisClientFor(config: StorageConfig): Redis | undefined {
  return openStorage(config).redis;
}

/** The collection of this prefix (made once per storage, so its one-change-at-a-time queue is shared). */
export function collectionOf<Schema extends z.ZodType>(
  config: StorageConfig,
  options: CollectionOptions<Schema>,
): Collection<z.infer<Schema>> {
  const open = openStorage(config);
  let collection = open.collections.get(options.prefix) as Collection<z.infer<Schema>> | undefined;
  if (!collection) {
    collection = tracedCollection(
      createCollection(open.storage, options, logOf(config), open.shared),
      options.prefix,
      open.redis ? 'redis' : 'files',
    );
    open.collections.set(options.prefix, collection as Collection<unknown>);
  }
  return collection;
}

/** Whether the storage expires documents itself (Redis): then nothing needs sweeping. */
export function storageExpiresKeys(config: StorageConfig): boolean {
  return Boolean(config.storageUrl);
}

/**
 * Whether the storage answers now (readiness, /api/ready): a PING for Redis; for files, a
 * document written to DATA_DIR, read back and removed.
 */
export async function storageAnswers(config: StorageConfig): Promise<boolean> {
  const open = openStorage(config);
  if (open.redis) return redisAnswers(open.redis);
  const key = `ready:${randomUUID()}`;
  try {
    await open.storage.setItem(key, { check: key });
    const back = (await open.storage.getItem(key)) as { check?: string } | null;
    return back?.check === key;
  } catch {
    return false;
  } finally {
    await open.storage.removeItem(key).catch(() => undefined);
  }
}

/** Lets go of the storage (on shutdown): closes the Redis connection. */
export async function closeStorage(config: StorageConfig): Promise<void> {
  const key = storageKey(config);
  const open = registry.get(key);
  registry.delete(key);
  if (!open) return;
  // QUIT lets Redis finish what was sent; a Redis that is away is simply let go.
  if (open.redis && open.redis.status === 'ready') await open.redis.quit().catch(() => undefined);
  await open.storage.dispose();
}

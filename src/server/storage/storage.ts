import path from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import type { z } from 'zod';
import type { PortalConfig } from '../config.ts';
import { atomicFileDriver } from './atomic-file-driver.ts';
import { type Collection, type CollectionOptions, createCollection } from './collection.ts';

/**
 * Everything the server keeps (sessions, user documents, and what comes later) goes through one
 * storage: files under DATA_DIR, written atomically (atomic-file-driver.ts). Features define
 * their collections (a prefix and a schema) with `collectionOf`.
 */
type StorageConfig = Pick<PortalConfig, 'dataDir'>;

const storages = new Map<string, Storage>();
const collections = new Map<string, Collection<unknown>>();

function storageKey(config: StorageConfig): string {
  return `file:${path.resolve(config.dataDir)}`;
}

export function storageFor(config: StorageConfig): Storage {
  const key = storageKey(config);
  let storage = storages.get(key);
  if (!storage) {
    storage = createStorage({ driver: atomicFileDriver({ base: path.resolve(config.dataDir) }) });
    storages.set(key, storage);
  }
  return storage;
}

/** The collection of this prefix (made once per storage, so its one-change-at-a-time queue is shared). */
export function collectionOf<Schema extends z.ZodType>(
  config: StorageConfig,
  options: CollectionOptions<Schema>,
): Collection<z.infer<Schema>> {
  const key = `${storageKey(config)}\0${options.prefix}`;
  let collection = collections.get(key) as Collection<z.infer<Schema>> | undefined;
  if (!collection) {
    collection = createCollection(storageFor(config), options);
    collections.set(key, collection as Collection<unknown>);
  }
  return collection;
}

/** Lets go of the storage (on shutdown). */
export async function closeStorage(config: StorageConfig): Promise<void> {
  const key = storageKey(config);
  await storages.get(key)?.dispose();
  storages.delete(key);
  for (const name of collections.keys()) if (name.startsWith(`${key}\0`)) collections.delete(name);
}

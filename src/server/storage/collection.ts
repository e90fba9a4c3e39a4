import type { Storage } from 'unstorage';
import type { z } from 'zod';
import { keyedQueue } from './keyed-queue.ts';

/**
 * A kind of document the server keeps (sessions, user documents, …) under one prefix of the
 * storage: every read is checked against its schema — a document that no longer parses is
 * removed and reads as absent — and every change of one document runs after the one before it.
 */
export interface Collection<T> {
  get(id: string): Promise<T | undefined>;
  set(id: string, value: T): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Reads and removes one document in one step: of several takers of one id, one gets it and the
   * others read it as absent (what makes a one-time value usable once).
   */
  take(id: string): Promise<T | undefined>;
  /** Reads, changes and writes one document; `change` returns undefined to leave it as it is. */
  update(id: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined>;
  /** Removes every document `expired` says is over (and every one that no longer parses). */
  sweep(expired: (value: T) => boolean): Promise<number>;
}

export interface CollectionOptions<Schema extends z.ZodType> {
  prefix: string;
  schema: Schema;
  /** How an id becomes a key (e.g. a hash of a secret id): the id itself by default. */
  keyOf?: (id: string) => string;
  /** Seconds a document lives (drivers that expire keys themselves, such as Redis, use it). */
  ttlSeconds?: (value: z.infer<Schema>) => number | undefined;
}

export function createCollection<Schema extends z.ZodType>(
  storage: Storage,
  { prefix, schema, keyOf = (id) => id, ttlSeconds }: CollectionOptions<Schema>,
): Collection<z.infer<Schema>> {
  type T = z.infer<Schema>;
  const queue = keyedQueue();
  const keyFor = (id: string) => `${prefix}:${keyOf(id)}`;

  async function read(key: string): Promise<T | undefined> {
    const stored = await storage.getItem(key);
    if (stored === null || stored === undefined) return undefined;
    const parsed = schema.safeParse(stored);
    if (parsed.success) return parsed.data;
    console.warn(`Storage: ${key.split(':')[0]} document did not parse; removed`);
    await storage.removeItem(key);
    return undefined;
  }

  async function write(key: string, value: T): Promise<void> {
    const ttl = ttlSeconds?.(value);
    await storage.setItem(key, value as never, ttl === undefined ? {} : { ttl: Math.max(1, Math.ceil(ttl)) });
  }

  return {
    get: (id) => read(keyFor(id)),
    set: (id, value) => queue(keyFor(id), () => write(keyFor(id), value)),
    remove: (id) => queue(keyFor(id), () => storage.removeItem(keyFor(id))),
    // In the key's queue, so no other change of the key runs between the read and the removal.
    take: (id) =>
      queue(keyFor(id), async () => {
        const value = await read(keyFor(id));
        if (value !== undefined) await storage.removeItem(keyFor(id));
        return value;
      }),
    update: (id, change) =>
      queue(keyFor(id), async () => {
        const next = change(await read(keyFor(id)));
        if (next !== undefined) await write(keyFor(id), next);
        return next;
      }),
    async sweep(expired) {
      let removed = 0;
      for (const key of await storage.getKeys(prefix)) {
        await queue(key, async () => {
          const value = await read(key);
          if (value === undefined) removed++;
          else if (expired(value)) {
            await storage.removeItem(key);
            removed++;
          }
        });
      }
      return removed;
    },
  };
}

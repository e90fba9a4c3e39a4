import type { Logger } from 'pino';
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
  /**
   * Reads, changes and writes one document; `change` returns undefined to leave it as it is.
   * On a storage several instances share, `change` runs again when another instance changed the
   * document between the read and the write, so it must only depend on what it is given.
   */
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

/**
 * The stored text of keys, for a storage several processes share (Redis): the per-process queue
 * cannot keep another process's change from coming between a read and a write, so changes are
 * written only if the key still holds what was read (optimistic concurrency).
 */
export interface SharedKeys {
  /** The stored text, or null when the key does not exist. */
  read(key: string): Promise<string | null>;
  /**
   * Writes `next` (null: removes the key) only if the key still holds `expected` (null: does not
   * exist); false when another process changed it first. `ttlSeconds`: the key's expiry.
   */
  replace(key: string, expected: string | null, next: string | null, ttlSeconds?: number): Promise<boolean>;
}

/** Tries of one update against other processes' changes before giving up (each lost try means one of theirs won). */
export const MAX_UPDATE_ATTEMPTS = 20;

export function createCollection<Schema extends z.ZodType>(
  storage: Storage,
  { prefix, schema, keyOf = (id) => id, ttlSeconds }: CollectionOptions<Schema>,
  log: Logger,
  shared?: SharedKeys,
): Collection<z.infer<Schema>> {
  type T = z.infer<Schema>;
  const queue = keyedQueue();
  const keyFor = (id: string) => `${prefix}:${keyOf(id)}`;
  const ttlOf = (value: T): number | undefined => {
    const ttl = ttlSeconds?.(value);
    return ttl === undefined ? undefined : Math.max(1, Math.ceil(ttl));
  };
  const discarded = () => log.warn({ collection: prefix }, 'Stored document did not parse; removed');

  function decode(stored: unknown): T | undefined {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  }

  /** A stored text as shared storages keep it (JSON, as unstorage writes it); undefined when it does not parse. */
  function decodeText(text: string): T | undefined {
    try {
      return decode(JSON.parse(text));
    } catch {
      return undefined;
    }
  }

  async function read(key: string): Promise<T | undefined> {
    if (shared) {
      const text = await shared.read(key);
      if (text === null) return undefined;
      const value = decodeText(text);
      // Removed only if still the same bad text: another instance may have just written a good one.
      if (value === undefined && (await shared.replace(key, text, null))) discarded();
      return value;
    }
    const stored = await storage.getItem(key);
    if (stored === null || stored === undefined) return undefined;
    const value = decode(stored);
    if (value === undefined) {
      discarded();
      await storage.removeItem(key);
    }
    return value;
  }

  async function write(key: string, value: T): Promise<void> {
    const ttl = ttlOf(value);
    await storage.setItem(key, value as never, ttl === undefined ? {} : { ttl });
  }

  /** Read, change, write on a shared storage: retried while other processes change the key first. */
  async function updateShared(
    sharedKeys: SharedKeys,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): Promise<T | undefined> {
    for (let attempt = 1; attempt <= MAX_UPDATE_ATTEMPTS; attempt++) {
      const text = await sharedKeys.read(key);
      const current = text === null ? undefined : decodeText(text);
      const next = change(current);
      if (next === undefined) {
        if (text !== null && current === undefined && (await sharedKeys.replace(key, text, null))) discarded();
        return undefined;
      }
      if (await sharedKeys.replace(key, text, JSON.stringify(next), ttlOf(next))) return next;
      // Another process won this round: wait a little (longer each time, spread out) and read again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * attempt * 5));
    }
    throw new Error(`Storage: ${prefix} document changed by others ${MAX_UPDATE_ATTEMPTS} times in a row; gave up`);
  }

  return {
    get: (id) => read(keyFor(id)),
    set: (id, value) => queue(keyFor(id), () => write(keyFor(id), value)),
    remove: (id) => queue(keyFor(id), () => storage.removeItem(keyFor(id))),
    // In the key's queue, so no other change of the key runs between the read and the removal.
    take: (id) =>
      queue(keyFor(id), async () => {
        if (shared) {
          const text = await shared.read(keyFor(id));
          // Removed only if still this text: of instances taking it at once, one wins.
          if (text === null || !(await shared.replace(keyFor(id), text, null))) return undefined;
          const taken = decodeText(text);
          if (taken === undefined) discarded();
          return taken;
        }
        const value = await read(keyFor(id));
        if (value !== undefined) await storage.removeItem(keyFor(id));
        return value;
      }),
    update: (id, change) =>
      queue(keyFor(id), async () => {
        if (shared) return updateShared(shared, keyFor(id), change);
        const next = change(await read(keyFor(id)));
        if (next !== undefined) await write(keyFor(id), next);
        return next;
      }),
    async sweep(expired) {
      let removed = 0;
      for (const key of await storage.getKeys(prefix)) {
        await queue(key, async () => {
          if (shared) {
            const text = await shared.read(key);
            if (text === null) return;
            const value = decodeText(text);
            // Only what was judged is removed, not a document another instance renewed meanwhile.
            if ((value === undefined || expired(value)) && (await shared.replace(key, text, null))) removed++;
            return;
          }
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

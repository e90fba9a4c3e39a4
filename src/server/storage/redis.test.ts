import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';
import { createCollection } from './collection.ts';
import { openRedisStorage, REDIS_COMMAND_TIMEOUT_MS, type RedisStorage, redisKeyOf } from './redis.ts';
import { closeStorage, collectionOf, redisClientFor, storageAnswers } from './storage.ts';
import { isStorageUnavailable, StorageUnavailableError } from './unavailable.ts';

const counterSchema = z.object({ count: z.number(), by: z.array(z.string()) });
const noteSchema = z.object({ text: z.string(), expiresAt: z.number() });
const silent = pino({ level: 'silent' });

let redis: Awaited<ReturnType<typeof startRedisServer>>;
/** Storages this test opened itself (not through the registry), closed after each test. */
const opened: RedisStorage[] = [];

/** A storage of its own on the test's Redis, as another instance of the portal would have. */
function instance(): RedisStorage {
  const storage = openRedisStorage(redis.url, silent);
  opened.push(storage);
  return storage;
}

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});
beforeEach(async () => {
  // Every test starts from an empty Redis.
  const { storage, redis: client } = openRedisStorage(redis.url, silent);
  await client.flushdb();
  await storage.dispose();
});
afterEach(async () => {
  for (const { storage } of opened.splice(0)) await storage.dispose();
  await closeStorage({ dataDir: '.', storageUrl: redis.url });
  // A test that stopped Redis and failed before starting it again leaves it running for the next.
  if (redis.pid === undefined) await redis.start();
});

describe('the storage on Redis', () => {
  it('keeps documents under the portal’s prefix, expiring when the collection says', async () => {
    const config = { dataDir: '.', storageUrl: redis.url };
    const notes = collectionOf(config, {
      prefix: 'notes',
      schema: noteSchema,
      ttlSeconds: (note) => (note.expiresAt - Date.now()) / 1000,
    });
    await notes.set('a', { text: 'hello', expiresAt: Date.now() + 90_000 });
    await expect(notes.get('a')).resolves.toMatchObject({ text: 'hello' });
    const client = redisClientFor(config);
    expect(client).toBeDefined();
    expect(await client?.get('portal:notes:a')).toContain('hello');
    const ttl = (await client?.ttl('portal:notes:a')) ?? 0;
    expect(ttl).toBeGreaterThan(80);
    expect(ttl).toBeLessThanOrEqual(90);
    // An update sets the expiry anew.
    await notes.update('a', (note) => note && { ...note, expiresAt: Date.now() + 30_000 });
    expect(await client?.ttl('portal:notes:a')).toBeLessThanOrEqual(30);
    await notes.remove('a');
    await expect(notes.get('a')).resolves.toBeUndefined();
  });

  it('has no Redis client on file storage', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-'));
    try {
      expect(redisClientFor({ dataDir })).toBeUndefined();
      await expect(storageAnswers({ dataDir })).resolves.toBe(true);
    } finally {
      await closeStorage({ dataDir });
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no change when two instances update one document at the same time', async () => {
    const [first, second] = [instance(), instance()];
    const counters = [first, second].map(({ storage, shared }) =>
      createCollection(storage, { prefix: 'counters', schema: counterSchema }, silent, shared),
    );
    // 2 × 30 updates at once; each instance's own queue lets one of its updates run at a time,
    // so the two instances race each other on every step.
    await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        counters[index % 2]?.update('c', (current) => ({
          count: (current?.count ?? 0) + 1,
          by: [...(current?.by ?? []), `u${index}`],
        })),
      ),
    );
    const stored = await counters[0]?.get('c');
    expect(stored?.count).toBe(60);
    expect(new Set(stored?.by).size).toBe(60);
  });

  it('removes a document that no longer parses, and reads it as absent', async () => {
    const { storage, shared, redis: client } = instance();
    const notes = createCollection(storage, { prefix: 'notes', schema: noteSchema }, silent, shared);
    await client.set(redisKeyOf('notes:bad'), '{"text":1}{');
    await expect(notes.get('bad')).resolves.toBeUndefined();
    expect(await client.exists(redisKeyOf('notes:bad'))).toBe(0);
    // An update over a damaged document starts afresh.
    await client.set(redisKeyOf('notes:bad'), 'not json');
    await notes.update('bad', (current) => ({ text: current ? 'kept' : 'fresh', expiresAt: 0 }));
    await expect(notes.get('bad')).resolves.toEqual({ text: 'fresh', expiresAt: 0 });
  });

  it('keeps a mistake (an error reply such as WRONGTYPE) apart from an outage', async () => {
    const { storage, shared, redis: client } = instance();
    const notes = createCollection(storage, { prefix: 'notes', schema: noteSchema }, silent, shared);
    await client.hset(redisKeyOf('notes:h'), 'text', 'not a string key');
    const failure = await notes.get('h').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isStorageUnavailable(failure)).toBe(false);
  });

  it('sweeps only what it judged over', async () => {
    const { storage, shared } = instance();
    const notes = createCollection(storage, { prefix: 'notes', schema: noteSchema }, silent, shared);
    await notes.set('old', { text: '', expiresAt: 1 });
    await notes.set('new', { text: '', expiresAt: Date.now() + 60_000 });
    await expect(notes.sweep((note) => note.expiresAt < Date.now())).resolves.toBe(1);
    await expect(notes.get('new')).resolves.toBeDefined();
    await expect(notes.get('old')).resolves.toBeUndefined();
  });

  it('fails fast with StorageUnavailableError while Redis is away, and recovers when it is back', async () => {
    const config = { dataDir: '.', storageUrl: redis.url };
    const notes = collectionOf(config, { prefix: 'notes', schema: noteSchema });
    await notes.set('a', { text: 'before', expiresAt: 0 });
    await expect(storageAnswers(config)).resolves.toBe(true);

    await redis.stop();
    const started = Date.now();
    const failure = await notes.get('a').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(isStorageUnavailable(failure)).toBe(true);
    await expect(notes.set('a', { text: 'during', expiresAt: 0 })).rejects.toSatisfy(isStorageUnavailable);
    await expect(notes.update('a', () => ({ text: 'during', expiresAt: 0 }))).rejects.toSatisfy(isStorageUnavailable);
    await expect(storageAnswers(config)).resolves.toBe(false);
    // Bounded by the command timeout (a little over it for the test's own work), never a hang.
    expect(Date.now() - started).toBeLessThan(4 * (REDIS_COMMAND_TIMEOUT_MS + 500));

    await redis.start();
    // The client reconnects by itself (at most a second apart); the same collection works again.
    await expect.poll(() => storageAnswers(config), { timeout: 10_000 }).toBe(true);
    await notes.set('a', { text: 'after', expiresAt: 0 });
    await expect(notes.get('a')).resolves.toEqual({ text: 'after', expiresAt: 0 });
  });
});

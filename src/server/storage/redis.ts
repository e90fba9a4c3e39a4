import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createStorage, type Driver, normalizeKey, type Storage } from 'unstorage';
import redisDriver from 'unstorage/drivers/redis';
import type { SharedKeys } from './collection.ts';
import { measuredDriver, measuredSharedKeys } from './measured-driver.ts';
import { StorageUnavailableError } from './unavailable.ts';

/**
 * The storage on Redis (STORAGE_URL), shared by several instances of the portal: unstorage's
 * Redis driver (ioredis) for reads and writes, expiry by Redis itself (a collection's
 * `ttlSeconds`), and a compare-and-set script for changes that must not cross another
 * instance's change of the same key (collection.ts, `update`).
 */

/** Every key the portal keeps starts with this, so a Redis shared with others stays readable. */
export const REDIS_KEY_BASE = 'portal';

/**
 * A request must fail fast when Redis is away, not hang: connecting and each command are bounded,
 * a command waits for at most one reconnection, and the client keeps reconnecting in the
 * background (at most a second apart) so the portal recovers by itself when Redis is back.
 * Commands issued while (re)connecting wait in ioredis's queue for those bounds, so the first
 * requests after a start or a restart of Redis do not fail for nothing.
 */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;
const REDIS_MAX_RECONNECT_DELAY_MS = 1_000;

/** The key a storage key has in Redis (the driver's own rule: base and key joined by `:`). */
export function redisKeyOf(key: string): string {
  return [REDIS_KEY_BASE, normalizeKey(key)].filter(Boolean).join(':');
}

/**
 * Puts ARGV[2] (removes the key when ARGV[2] is empty and ARGV[4] is 'remove') only if the key
 * still holds ARGV[1] ('absent' in ARGV[3] for a key that must not exist): one step in Redis, so
 * no other instance's write can come between the check and the write. ARGV[5]: seconds to live.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[3] == 'absent' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
if ARGV[4] == 'remove' then
  redis.call('UNLINK', KEYS[1])
elseif ARGV[5] ~= '' then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[5])
else
  redis.call('SET', KEYS[1], ARGV[2])
end
return 1
`;

/**
 * Redis's error replies that mean "not now" (loading, a read-only replica, out of memory, a wrong
 * password…) rather than a mistake in the request; see redis.io's error prefixes.
 */
const UNAVAILABLE_REPLIES =
  /^(LOADING|READONLY|MASTERDOWN|BUSY|OOM|NOAUTH|WRONGPASS|MISCONF|CLUSTERDOWN|TRYAGAIN|NOREPLICAS)\b/;

/**
 * A Redis call that fails because Redis is away, too slow or cannot serve now makes the storage
 * unavailable (503). An error reply such as WRONGTYPE is a bug and stays what it is (500).
 */
async function unavailableOnFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const replied = error instanceof Error && error.name === 'ReplyError';
    if (replied && !UNAVAILABLE_REPLIES.test(error.message)) throw error;
    throw new StorageUnavailableError(error);
  }
}

/** The Redis driver with its failures turned into `StorageUnavailableError`. */
function failingAsUnavailable(driver: Driver): Driver {
  const wrapped: Driver = { ...driver };
  for (const name of ['hasItem', 'getItem', 'getItems', 'setItem', 'removeItem', 'getKeys', 'clear'] as const) {
    const method = driver[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (method) {
      (wrapped as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
        unavailableOnFailure(() => method.apply(driver, args));
    }
  }
  return wrapped;
}

export interface RedisStorage {
  storage: Storage;
  redis: Redis;
  shared: SharedKeys;
}

/** Opens the storage on the Redis at `url`; the client connects at once and reconnects by itself. */
export function openRedisStorage(url: string, log: Logger): RedisStorage {
  const driver = redisDriver({
    url,
    base: REDIS_KEY_BASE,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_MAX_RECONNECT_DELAY_MS),
  });
  const redis = driver.getInstance?.() as Redis;

  // Once per outage, not once per reconnection attempt: the log says when it went and came back.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Storage unreachable (Redis); requests answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Storage reachable again (Redis)');
  });

  const shared: SharedKeys = {
    read: (key) => unavailableOnFailure(() => redis.get(redisKeyOf(key))),
    async replace(key, expected, next, ttlSeconds) {
      const done = await unavailableOnFailure(() =>
        redis.eval(
          COMPARE_AND_SET,
          1,
          redisKeyOf(key),
          expected ?? '',
          next ?? '',
          expected === null ? 'absent' : 'present',
          next === null ? 'remove' : 'set',
          ttlSeconds === undefined ? '' : String(ttlSeconds),
        ),
      );
      return done === 1;
    },
  };
  // Timed as they are (metrics.ts): a Redis that is away shows as failed operations.
  const storage = createStorage({ driver: measuredDriver(failingAsUnavailable(driver), 'redis') });
  return { storage, redis, shared: measuredSharedKeys(shared, 'redis') };
}

/** Answers when Redis answers a PING within the command timeout. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A limit of attempts per key in a fixed window (rate-limiter-flexible: small, no dependencies,
 * and the same limiter API over Redis when the portal runs as several instances).
 */
export interface RateLimit {
  /** Counts one attempt of `key`: undefined when it is allowed, else the whole seconds until one is. */
  hit(key: string): Promise<number | undefined>;
}

export interface RateLimitOptions {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

/** A limit kept in this process's memory (each key's count goes with its window). */
export function memoryRateLimit({ points, windowSeconds }: RateLimitOptions): RateLimit {
  return limitWith(new RateLimiterMemory({ points, duration: windowSeconds }));
}

/** A limit kept in Redis under `prefix`, so every instance sharing it counts together. */
export function redisRateLimit(redis: Redis, prefix: string, { points, windowSeconds }: RateLimitOptions): RateLimit {
  return limitWith(new RateLimiterRedis({ storeClient: redis, keyPrefix: prefix, points, duration: windowSeconds }));
}

function limitWith(limiter: RateLimiterAbstract): RateLimit {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return undefined;
      } catch (refusal) {
        // The limiter refuses with its state (a RateLimiterRes); anything else is a failure.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      }
    },
  };
}

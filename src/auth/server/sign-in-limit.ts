import type { APIContext } from 'astro';
import { apiError } from '../../server/http/api-error.ts';
import { clientAddressOf, rateLimitKeyOf } from '../../server/http/client-address.ts';
import { memoryRateLimit, type RateLimit, redisRateLimit } from '../../server/http/rate-limit.ts';
import { portalMetrics } from '../../server/metrics.ts';
import { redisClientFor, type StorageConfig } from '../../server/storage/storage.ts';

/**
 * Sign-in attempts per client address (docs/behaviour.md, sign-in): `SIGN_IN_RATE_LIMIT` a
 * minute on `POST /api/session` and as many again on the nonce endpoint, each counted on its
 * own (one sign-in takes one of each). Kept in Redis when the storage is Redis (every instance
 * counts together), else in this process's memory.
 */
export type SignInStep = 'nonce' | 'session';

const WINDOW_SECONDS = 60;
const limits = new Map<string, RateLimit>();

function limitOf(config: StorageConfig, step: SignInStep, perMinute: number): RateLimit {
  const redis = redisClientFor(config);
  const name = `${redis ? (config.storageUrl ?? '') : 'memory'}\0${step}:${perMinute}`;
  let limit = limits.get(name);
  if (!limit) {
    const options = { points: perMinute, windowSeconds: WINDOW_SECONDS };
    limit = redis ? redisRateLimit(redis, `sign-in-limit:${step}`, options) : memoryRateLimit(options);
    limits.set(name, limit);
  }
  return limit;
}

/** Counts this attempt; the 429 answer (with `Retry-After` in seconds) when it is one too many. */
export async function refuseTooManySignIns(
  { locals, request, clientAddress }: Pick<APIContext, 'locals' | 'request' | 'clientAddress'>,
  step: SignInStep,
): Promise<Response | undefined> {
  const { config, t } = locals;
  const address = clientAddressOf(clientAddress, request.headers.get('x-forwarded-for'), config.proxyHops);
  const retryAfter = await limitOf(config, step, config.signInRateLimit).hit(rateLimitKeyOf(address));
  if (retryAfter === undefined) return undefined;
  console.warn(`Sign-in refused: too many attempts (${step}) from ${address}`);
  portalMetrics()?.rateLimited(step === 'nonce' ? 'sign-in-nonce' : 'sign-in-session');
  return apiError(429, 'tooManySignIns', t('common:errors.tooManySignIns'), { 'Retry-After': String(retryAfter) });
}

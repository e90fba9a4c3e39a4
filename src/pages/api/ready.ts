import type { APIRoute } from 'astro';
import { apiError } from '../../server/http/api-error.ts';
import { otherMethods } from '../../server/http/methods.ts';
import { storageAnswers } from '../../server/storage/storage.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../../server/storage/unavailable.ts';

/**
 * Readiness for load balancers: 200 while the storage answers (a PING to Redis, or a document
 * written to DATA_DIR and read back), 503 otherwise, so traffic goes to instances that can serve
 * it; 503 too from the moment the instance got SIGTERM (it is going away: requests in flight
 * finish, new ones belong elsewhere). Liveness stays with /api/health, which never touches the
 * storage and answers until the process stops.
 */
export const GET: APIRoute = async ({ locals }) =>
  locals.stopping
    ? apiError(503, 'stopping', locals.t('common:errors.stopping'))
    : (await storageAnswers(locals.config))
      ? Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
      : apiError(503, 'storageUnavailable', locals.t('common:errors.storageUnavailable'), {
          'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
        });

export const ALL = otherMethods({ GET });

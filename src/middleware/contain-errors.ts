import { defineMiddleware } from 'astro:middleware';
import { getConfig } from '../server/config.ts';
import { apiError } from '../server/http/api-error.ts';
import { requestIdFrom } from '../server/http/request-id.ts';
import { wholePage } from '../server/http/whole-page.ts';
import { logOf } from '../server/log.ts';
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from '../server/storage/unavailable.ts';
import { fillFallbackLocals } from './fallback-locals.ts';

/**
 * The first step: an error no later step handled never reaches the person as a stack trace or a
 * cut-off body. An API caller gets the JSON envelope; a page becomes the portal's error page (the
 * 500 route, or the 503 page when the storage did not answer; a page is read whole first, so a
 * component failing halfway is caught too), which works even when the locals
 * are missing (fallback-locals.ts). The error goes to the log with the request id the page shows.
 */
export const containErrors = defineMiddleware(async (context, next) => {
  const { locals } = context;
  locals.config ??= getConfig();
  // The Node entry numbers every request; `astro dev` has no Node entry.
  locals.requestId ??= requestIdFrom(context.request.headers.get('x-request-id'));
  // The route first matched, for the Node entry's log line (the rewrite to the error page keeps it).
  locals.routePattern ??= context.routePattern;
  const api = context.url.pathname.startsWith('/api/');
  try {
    const response = await next();
    // A page is read to its end here, so a component that fails halfway lands in the catch below
    // instead of cutting the page off (whole-page.ts). The API answers JSON, read as it is.
    return api ? response : await wholePage(response);
  } catch (error) {
    const unavailable = isStorageUnavailable(error);
    const log = logOf(locals.config);
    const entry = { requestId: locals.requestId, method: context.request.method, route: locals.routePattern };
    // An outage is one known cause, logged once by the storage with its reason; each request
    // it fails is a warning without the stack. Anything else is a bug: its stack goes to the log.
    if (unavailable)
      log.warn({ ...entry, reason: error instanceof Error ? error.message : String(error) }, 'Storage unavailable');
    else log.error({ ...entry, err: error }, 'Request failed');

    if (api) {
      fillFallbackLocals(locals, context.request, context.cookies);
      return unavailable
        ? apiError(503, 'storageUnavailable', locals.t('common:errors.storageUnavailable'), {
            'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
          })
        : apiError(500, 'server', locals.t('common:errors.server'));
    }
    // The error page failed too: Astro renders its 500 page once more, without the middleware.
    if (locals.failedWith) throw error;
    locals.failedWith = unavailable ? 503 : 500;
    // A rewrite, not a redirect: the address stays the one to try again. (Astro answers its /500
    // route with 500 whatever the page sets, hence a page of its own for 503.)
    return context.rewrite(unavailable ? '/pages/errors/error-503' : '/500');
  }
});

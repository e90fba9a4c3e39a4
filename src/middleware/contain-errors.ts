import { defineMiddleware } from 'astro:middleware';
import { getConfig } from '../server/config.ts';
import { apiError } from '../server/http/api-error.ts';
import { requestIdFrom } from '../server/http/request-id.ts';
import { logOf } from '../server/log.ts';
import { fillFallbackLocals } from './fallback-locals.ts';

/**
 * The first step: an error no later step handled never reaches the person as a stack trace or a
 * cut-off body. An API caller gets the JSON envelope; a page is rendered by Astro's 500 route,
 * which works even when the locals are missing (fallback-locals.ts).
 */
export const containErrors = defineMiddleware(async (context, next) => {
  // The Node entry passes the configuration it parsed; `astro dev` parses its own.
  const { locals } = context;
  locals.config ??= getConfig();
  // The Node entry numbers every request; `astro dev` has no Node entry.
  locals.requestId ??= requestIdFrom(context.request.headers.get('x-request-id'));
  // The route first matched, for the Node entry's log line (a rewrite to an error page keeps it).
  locals.routePattern ??= context.routePattern;
  try {
    return await next();
  } catch (error) {
    // The stack goes to the log only; the person sees the error page with the request id.
    logOf(locals.config).error(
      { err: error, requestId: locals.requestId, method: context.request.method, route: locals.routePattern },
      'Request failed',
    );
    if (!context.url.pathname.startsWith('/api/')) throw error;
    fillFallbackLocals(context.locals, context.request, context.cookies);
    return apiError(500, 'server', context.locals.t('common:errors.server'));
  }
});

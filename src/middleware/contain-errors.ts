import { defineMiddleware } from 'astro:middleware';
import { getConfig } from '../server/config.ts';
import { apiError } from '../server/http/api-error.ts';
import { fillFallbackLocals } from './fallback-locals.ts';

/**
 * The first step: an error no later step handled never reaches the person as a stack trace or a
 * cut-off body. An API caller gets the JSON envelope; a page is rendered by Astro's 500 route,
 * which works even when the locals are missing (fallback-locals.ts).
 */
export const containErrors = defineMiddleware(async (context, next) => {
  // The Node entry passes the configuration it parsed; `astro dev` parses its own.
  context.locals.config ??= getConfig();
  try {
    return await next();
  } catch (error) {
    console.error(`${context.request.method} ${context.url.pathname} failed:`, error);
    if (!context.url.pathname.startsWith('/api/')) throw error;
    fillFallbackLocals(context.locals, context.request, context.cookies);
    return apiError(500, 'server', context.locals.t('common:errors.server'));
  }
});

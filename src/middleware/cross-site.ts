import { defineMiddleware } from 'astro:middleware';
import { UNSUBSCRIBE_PATH } from '../mail/server/unsubscribe.ts';
import { apiError } from '../server/http/api-error.ts';
import { isCrossSiteWrite, isOneClickUnsubscribe } from '../server/http/cross-site.ts';
import { portalOrigin } from '../server/http/transport.ts';
import { fillFallbackLocals } from './fallback-locals.ts';

/**
 * No write from another site (src/server/http/cross-site.ts), checked against PUBLIC_URL's
 * origin. Astro's own check (security.checkOrigin, off in astro.config.mjs) compares with the
 * origin the Node server sees, plain http behind a TLS proxy, and so refused every sign-in there.
 * It runs before anything reads the session or the storage: a refused request costs nothing.
 */
export const refuseCrossSiteWrites = defineMiddleware((context, next) => {
  const { request, locals } = context;
  if (!isCrossSiteWrite(request.method, request.headers, portalOrigin(locals.config))) return next();
  // RFC 8058: a mail program's one-click unsubscribe comes from no page of the portal (decision 125).
  if (isOneClickUnsubscribe(request.method, context.url, request.headers, UNSUBSCRIBE_PATH)) return next();
  fillFallbackLocals(locals, request, context.cookies);
  const message = locals.t('common:errors.crossSite');
  if (context.url.pathname.startsWith('/api/')) return apiError(403, 'crossSite', message);
  return new Response(message, {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
});

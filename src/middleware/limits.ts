import { defineMiddleware } from 'astro:middleware';
import { bodyLimitOf, bodyTooLarge, declaresTooLarge } from '../server/http/json-body.ts';

/**
 * A request that declares a body larger than its endpoint takes is refused before anything reads
 * it, whatever the route (readJsonBody caps bodies sent without a length as they stream, at the
 * same limit: bodyLimitOf).
 */
export const limitBodies = defineMiddleware(({ request, url, locals }, next) => {
  const limit = bodyLimitOf(url.pathname);
  if (request.method !== 'GET' && request.method !== 'HEAD' && declaresTooLarge(request, limit)) {
    return bodyTooLarge(locals.t, limit);
  }
  return next();
});

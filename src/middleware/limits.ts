import { defineMiddleware } from 'astro:middleware';
import { bodyTooLarge, declaresTooLarge } from '../server/http/json-body.ts';

/**
 * A request that declares a body larger than any endpoint takes is refused before anything reads
 * it, whatever the route (readJsonBody also caps bodies sent without a length as they stream).
 */
export const limitBodies = defineMiddleware(({ request, locals }, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD' && declaresTooLarge(request)) {
    return bodyTooLarge(locals.t);
  }
  return next();
});

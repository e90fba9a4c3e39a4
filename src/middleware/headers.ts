import { defineMiddleware } from 'astro:middleware';

/** Headers every response gets; pages are rendered per person and language, so never cached. */
export const pageHeaders = defineMiddleware(async ({ locals }, next) => {
  const response = await next();
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Content-Language', locals.locale);
    response.headers.set('Vary', 'Cookie, Accept-Language');
  }
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  return response;
});

import { defineMiddleware } from 'astro:middleware';

/**
 * Pages are rendered per person and language, so never cached. (The security headers every
 * response gets are set by the Node entry, static files and redirects included.)
 */
export const pageHeaders = defineMiddleware(async ({ locals }, next) => {
  const response = await next();
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    response.headers.set('Cache-Control', 'private, no-store');
    if (locals.locale) response.headers.set('Content-Language', locals.locale);
    response.headers.set('Vary', 'Cookie, Accept-Language');
  }
  return response;
});

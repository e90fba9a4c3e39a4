import { defineMiddleware } from 'astro:middleware';
import { directionOf } from './i18n/locales.ts';
import { translatorFor } from './i18n/translator.ts';
import { getConfig } from './server/config.ts';
import { LOCALE_COOKIE, resolveLocale } from './server/locale.ts';
import { defaultSettings } from './settings/settings.ts';

/** Per-request context on Astro.locals, set once here (the Starlight pattern). */
export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, cookies, request } = context;
  // The Node entry passes the configuration it parsed; `astro dev` parses its own.
  locals.config ??= getConfig();
  locals.locale = resolveLocale(cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
  locals.dir = directionOf(locals.locale);
  locals.t = translatorFor(locals.locale);
  locals.settings = { ...defaultSettings, direction: locals.dir };
  locals.roles = [];

  const response = await next();
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    // Pages are rendered per user and language: never cache them.
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Content-Language', locals.locale);
    response.headers.set('Vary', 'Cookie, Accept-Language');
  }
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  return response;
});

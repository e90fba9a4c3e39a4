import { defineMiddleware } from 'astro:middleware';
import { loginUrlFor, safeRedirectTarget } from './auth/redirect.ts';
import { accessOf } from './auth/route-access.ts';
import { endSession, readSession, sessionRoles } from './auth/server/sessions.ts';
import { authUserOf } from './auth/user.ts';
import { pageDirection } from './i18n/locales.ts';
import { translatorFor } from './i18n/translator.ts';
import { GUEST_SETTINGS_COOKIE, LOCALE_COOKIE } from './preferences/cookies.ts';
import { resolveLocale } from './preferences/server/locale.ts';
import { readUserDocument } from './preferences/server/user-store.ts';
import { parseGuestCookie } from './preferences/user-document.ts';
import { getConfig } from './server/config.ts';

function unauthorized(message: string): Response {
  return Response.json({ error: { code: 'InvalidAuthenticationToken', message } }, { status: 401 });
}

/**
 * Per-request context on Astro.locals, set once here (the Starlight pattern), and the route
 * guard: a protected page redirects to /login before any HTML is rendered.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, cookies, request, url } = context;
  // The Node entry passes the configuration it parsed; `astro dev` parses its own.
  locals.config ??= getConfig();
  const stored = await readSession(locals.config, cookies);
  const expired = stored !== undefined && stored.tokenExpiresAt <= Date.now();
  locals.session = expired ? undefined : stored;
  locals.roles = sessionRoles(locals.session);

  // Settings and preferences: the user document for people signed in, the guest cookie otherwise
  // (docs/roles.md), so the first paint already has the person's theme, layout and font size.
  const document = locals.session ? await readUserDocument(locals.config.dataDir, locals.session.uid) : undefined;
  const guest = document ? undefined : parseGuestCookie(cookies.get(GUEST_SETTINGS_COOKIE)?.value);
  const settings = document?.data.settings ?? guest?.settings;
  const preferences = document?.data.preferences ?? guest?.preferences;
  locals.user = authUserOf(locals.session, locals.roles, document?.data);
  locals.preferences = preferences ?? locals.user.data.preferences;

  locals.locale = resolveLocale(
    cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
    document?.data.preferences.language,
  );
  locals.dir = pageDirection(locals.locale, settings?.direction);
  locals.t = translatorFor(locals.locale);
  locals.settings = { ...(settings ?? locals.user.data.settings), direction: locals.dir };

  const access = accessOf(url.pathname, context.routePattern);
  const isApi = url.pathname.startsWith('/api/');
  if (access === 'user' && !locals.session) {
    if (expired) await endSession(locals.config, cookies, stored);
    if (isApi) return unauthorized(locals.t('auth:errors.timeout'));
    return context.redirect(loginUrlFor(`${url.pathname}${url.search}`, expired ? 'timeout' : undefined), 302);
  }
  if (access === 'guestOnly' && locals.session) {
    return context.redirect(safeRedirectTarget(url.searchParams.get('redirect')), 302);
  }

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

import { defineMiddleware } from 'astro:middleware';
import { featureOfRoute, grantsFeature } from '../auth/features.ts';
import { loginUrlFor, safeRedirectTarget } from '../auth/redirect.ts';
import { accessOf } from '../auth/route-access.ts';
import { apiError } from '../server/http/api-error.ts';

/**
 * Who may open the route (docs/routes.md): a protected page redirects a signed-out visitor to
 * /login with the path and query kept (and says so when the session timed out), a protected API
 * answers 401; a feature the active client lacks is 403 (src/auth/features.ts); /login sends a
 * signed-in user on to the redirect target.
 */
export const guardRoutes = defineMiddleware(async (context, next) => {
  const { locals, url } = context;
  const access = accessOf(url.pathname, context.routePattern);
  if (access === 'user' && !locals.session) {
    // An expired session grants nothing, but is kept until the person signs in again (which
    // replaces it, keeping its chosen client and projects) or its cookie lapses an hour later.
    const expired = locals.expiredSession !== undefined;
    if (url.pathname.startsWith('/api/')) {
      return Response.json(
        { error: { code: 'InvalidAuthenticationToken', message: locals.t('auth:errors.timeout') } },
        { status: 401 },
      );
    }
    return context.redirect(loginUrlFor(`${url.pathname}${url.search}`, expired ? 'timeout' : undefined), 302);
  }
  // A screen or endpoint of a feature the active client does not have: a clear 403, on the server.
  const feature = locals.session ? featureOfRoute(url.pathname, url.searchParams) : undefined;
  if (feature && !grantsFeature(locals.roles, feature)) {
    if (url.pathname.startsWith('/api/'))
      return apiError(403, 'featureNotGranted', locals.t('common:errors.featureNotGranted'));
    return context.rewrite('/pages/errors/error-403');
  }
  if (access === 'guestOnly' && locals.session) {
    return context.redirect(safeRedirectTarget(url.searchParams.get('redirect')), 302);
  }
  return next();
});

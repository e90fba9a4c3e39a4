import { defineMiddleware } from 'astro:middleware';
import { loginUrlFor, safeRedirectTarget } from '../auth/redirect.ts';
import { accessOf } from '../auth/route-access.ts';

/**
 * Who may open the route (docs/routes.md): a protected page redirects a signed-out visitor to
 * /login with the path and query kept (and says so when the session timed out), a protected API
 * answers 401; /login sends a signed-in user on to the redirect target.
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
  if (access === 'guestOnly' && locals.session) {
    return context.redirect(safeRedirectTarget(url.searchParams.get('redirect')), 302);
  }
  return next();
});

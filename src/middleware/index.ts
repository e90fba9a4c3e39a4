import { defineMiddleware, sequence } from 'astro:middleware';
import { containErrors } from './contain-errors.ts';
import { refuseCrossSiteWrites } from './cross-site.ts';
import { guardRoutes } from './guard.ts';
import { pageHeaders } from './headers.ts';
import { limitBodies } from './limits.ts';
import { personalise } from './personalise.ts';
import { pagePolicy } from './security.ts';
import { readSignedInUser } from './session.ts';

/**
 * The request pipeline, one job per step; each sets what it owns on `Astro.locals` once (the
 * Starlight pattern), so pages read it instead of working it out again:
 * 1. no error escapes (the API answers JSON, pages get the 500 page),
 * 2. the page's Content-Security-Policy and the caching headers, on every answer below,
 * 3. no write from another site than PUBLIC_URL's origin (nothing read before it is refused),
 * 4. who is signed in (session, roles, active client, MSAL settings),
 * 5. their language, direction, settings and preferences,
 * 6. no body larger than the API takes,
 * 7. who may open the route (a protected page redirects to /login before any HTML is rendered).
 * Steps 4-7 are skipped on the way to the error page after a failure: they read the storage,
 * which may be what failed, and the error page needs none of them (fallback-locals.ts).
 */
const personalSteps = sequence(readSignedInUser, personalise, limitBodies, guardRoutes);

export const onRequest = sequence(
  containErrors,
  pagePolicy,
  pageHeaders,
  refuseCrossSiteWrites,
  defineMiddleware((context, next) => (context.locals.failedWith ? next() : personalSteps(context, next))),
);

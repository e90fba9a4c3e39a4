import { defineMiddleware } from 'astro:middleware';
import { pagePolicyDirectives, pagePolicyOf } from '../server/http/security-headers.ts';

/** Pages the portal frames itself: the sign-in pop-up's bridge, loaded in MSAL's silent-renewal frame. */
const framedBySelf = new Set(['/auth/bridge']);

/**
 * The page's Content-Security-Policy: Astro writes the header with the hashes of the scripts and
 * styles it rendered (`script-src`, `style-src`); this adds the directives that depend on the
 * configuration (README, Security). It is done on the answer because Astro's `csp.insertDirective`
 * only takes effect once the page renders, after the middleware has run.
 */
export const pagePolicy = defineMiddleware(async (context, next) => {
  const response = await next();
  const rendered = response.headers.get('content-security-policy');
  if (!rendered || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const bridge = framedBySelf.has(context.url.pathname.replace(/\/$/, ''));
  const policy = pagePolicyOf(rendered, pagePolicyDirectives(context.locals.config, { framedBySelf: bridge }));
  if (policy === undefined) return response;
  response.headers.set('Content-Security-Policy', policy);
  if (bridge) response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  return response;
});

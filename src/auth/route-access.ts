/** Who may open a path (docs/routes.md): everyone, guests only, or signed-in users. */
export type Access = 'public' | 'guestOnly' | 'user';

const publicPaths: RegExp[] = [
  /^\/pages\/errors\//,
  /^\/pages\/maintenance\/?$/,
  /^\/icons\.svg$/,
  /^\/api\/health\/?$/,
  /^\/api\/ready\/?$/,
  /^\/api\/session\/?$/,
  /^\/api\/session\/nonce\/?$/,
  /^\/auth\/bridge\/?$/,
  /^\/docs\//,
  // A calendar subscription: Outlook fetches it without the session; its secret token is the key.
  /^\/api\/contract-calendar\/[A-Za-z0-9_-]{43}\.ics$/,
  // A mail's one-click unsubscribe (RFC 8058): the mail program posts it without a session; its signed token is the key.
  /^\/mail\/unsubscribe\/?$/,
];

/** `routePattern` is the route Astro matched; the catch-all only redirects to the 404 page. */
export function accessOf(pathname: string, routePattern?: string): Access {
  if (routePattern === '/[...path]') return 'public';
  if (pathname === '/login' || pathname === '/login/') return 'guestOnly';
  return publicPaths.some((pattern) => pattern.test(pathname)) ? 'public' : 'user';
}

/**
 * The place to return to after sign-in: only ever a path on this site. Absolute URLs,
 * protocol-relative `//host` and backslash tricks fall back to the home page.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    // /login itself would send the user straight back to the login page.
    if (url.pathname === '/login' || url.pathname === '/logout') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the user back to `pathAndSearch` afterwards. */
export function loginUrlFor(pathAndSearch: string, reason?: 'timeout'): string {
  const params = new URLSearchParams();
  const target = safeRedirectTarget(pathAndSearch, '');
  if (target !== '' && target !== '/') params.set('redirect', target);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

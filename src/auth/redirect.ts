/**
 * Every redirect target the portal takes from a request passes here (after sign-in, /login for
 * someone signed in, the login URL of a protected page): only a path on this site. The path is
 * judged as a browser would read it after percent-decoding, so `/.//evil.test`, `/%2e//evil.test`
 * or `/./%2Fevil.test` cannot turn into `//evil.test`.
 */
const BASE = 'http://portal.invalid';
const MAX_TARGET_LENGTH = 2048;

/** Percent-decoded until stable (a few rounds: double encoding is a known trick), or undefined. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

function isSafePath(rawPath: string): boolean {
  const path = fullyDecoded(rawPath);
  if (path === undefined || !path.startsWith('/') || path.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH) return fallback;
  const rawPath = target.split(/[?#]/, 1)[0] ?? '';
  if (!isSafePath(rawPath)) return fallback;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
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

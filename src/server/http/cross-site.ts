/**
 * Cross-site writes (CSRF): a page of another site may make the browser send a form, or a
 * `fetch` without a preflight, to the portal with the person's cookies. SameSite=Lax stops the
 * cookies on most of them; this refuses the rest. It compares the browser's own statement of
 * where the request comes from with the portal's one origin (PUBLIC_URL's), never with the address
 * the Node server sees, which behind a TLS proxy is plain http and another port.
 */

/** Methods a browser lets any page send with the cookies, by link or image: they change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Bodies an HTML form (or a fetch without a preflight) can send. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function formLike(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return FORM_TYPES.some((form) => type.includes(form));
}

/**
 * True for a write the portal must refuse:
 * - `Sec-Fetch-Site`, where the browser sends it, must say `same-origin` (not `same-site`: the
 *   local tenant is same-site, and so would be any other app on the company's domain);
 * - `Origin`, which browsers send on every write, must be the portal's origin exactly (`null`,
 *   from a sandboxed frame or a redirect across sites, is not);
 * - with neither header the sender is not a current browser (a script, a probe): what a form
 *   could send (a form type, or no body type at all) is refused all the same, as Astro's own
 *   check did; a JSON body needs a preflight no other site gets, so it passes.
 */
export function isCrossSiteWrite(method: string, headers: Headers, portalOrigin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite.toLowerCase() !== 'same-origin') return true;
  const origin = headers.get('origin');
  if (origin !== null) return origin !== portalOrigin;
  if (fetchSite !== null) return false;
  const contentType = headers.get('content-type');
  return contentType === null || formLike(contentType);
}

/**
 * RFC 8058's one-click unsubscribe, the one write another party may send: the mail program (or
 * its provider's server) posts `List-Unsubscribe=One-Click` as a form to the address the mail
 * names, without cookies and often without `Origin`. Exempt only that: a POST of a form body to
 * exactly `path` with a token in the address. The endpoint reads no session, so a forged post can
 * do only what its signed token already says (decision 125).
 */
export function isOneClickUnsubscribe(method: string, url: URL, headers: Headers, path: string): boolean {
  if (method.toUpperCase() !== 'POST' || url.pathname !== path || !url.searchParams.has('t')) return false;
  const type = (headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

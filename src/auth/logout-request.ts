/**
 * Whether a request for /logout signs the person out as soon as the page runs (decision 070). The
 * browser says where a navigation came from in `Sec-Fetch-Site`, which no page can set: from the
 * portal itself (`same-origin`: its account menu, the locked-session dialog) or from the person
 * (`none`: typed, a bookmark). From anywhere else (another site, a sibling host on the same site,
 * or a browser that does not say), the page asks first: a link elsewhere cannot sign anyone out.
 */
export function signsOutAtOnce(secFetchSite: string | null): boolean {
  return secFetchSite === 'same-origin' || secFetchSite === 'none';
}

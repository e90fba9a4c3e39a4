/**
 * Query parameters whose values a trace may keep: they name the provider's service, not a person.
 * Every other value is replaced (the auth API's calls carry the person's email and user id in
 * the query), so traces, which leave the portal for a collector, hold no personal data.
 */
const keptParameters = new Set(['serviceName', 'serverName']);

export const REDACTED = 'REDACTED';

/**
 * Graph's search names a person's words in the path (`…/drive/root/search(q='fleet lease')`,
 * always the last segment): they are replaced too.
 */
const searchWords = /\/search\(q=[^/]*$/;

/**
 * The address as a trace records it: its query values replaced, but for `keptParameters`, and a
 * search's words in its path. The same for calls out and for requests in (a search's `?q=`).
 */
export function redactedUrl(address: URL): { full: string; path: string; query: string } {
  const url = new URL(address.href);
  url.username = '';
  url.password = '';
  for (const name of new Set(url.searchParams.keys()))
    if (!keptParameters.has(name)) url.searchParams.set(name, REDACTED);
  if (searchWords.test(url.pathname)) url.pathname = url.pathname.replace(searchWords, `/search(q='${REDACTED}')`);
  return { full: url.href, path: url.pathname, query: url.search };
}

/**
 * Query parameters whose values a trace may keep: they name the provider's service, not a person.
 * Every other value is replaced (the auth API's calls carry the person's email and user id in
 * the query), so traces, which leave the portal for a collector, hold no personal data.
 */
const keptParameters = new Set(['serviceName', 'serverName']);

export const REDACTED = 'REDACTED';

/** The address as a trace records it: its query values replaced, but for `keptParameters`. */
export function redactedUrl(address: URL): { full: string; query: string } {
  const url = new URL(address.href);
  url.username = '';
  url.password = '';
  for (const name of new Set(url.searchParams.keys()))
    if (!keptParameters.has(name)) url.searchParams.set(name, REDACTED);
  return { full: url.href, query: url.search };
}

/**
 * The client's logo in the navbar (docs/calls.md, client logo): the large thumbnail of the first
 * item in the site's PORTAL/assets/logo, read by the server app-only and served by the portal at
 * `logoAddressOf` (decision 124); without one, the logo_path file under the local client logos, or
 * nothing: then the client's initials stand in its place (decision 148).
 */

/** What the logo needs of a client record. */
export interface LogoClient {
  id: string;
  siteID: string;
  logo_path: string;
}

/** The local fallback of the specification: `/client-logos/<logo_path>`, or '' when there is none. */
export function fallbackLogoUrl(client: Pick<LogoClient, 'logo_path'>): string {
  return client.logo_path ? `/client-logos/${encodeURIComponent(client.logo_path)}` : '';
}

/** Where the portal serves a client's logo (the client's id in the address, so a switch shows another picture). */
export function logoAddressOf(client: Pick<LogoClient, 'id'>): string {
  return `/api/client-logo/${encodeURIComponent(client.id)}`;
}

// Made once per language: every page draws the logo, and making a segmenter costs far more than using it.
const segmenters = new Map<string | undefined, Intl.Segmenter>();
function segmenterOf(locale: string | undefined): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/**
 * What stands in the logo's place while a client has none: the first letters of its name's first
 * two words (Northwind Traders: NT), whole characters in any script.
 */
export function initialsOf(name: string, locale?: string): string {
  const letters = segmenterOf(locale);
  return name
    .split(/[\s\p{P}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => letters.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase(locale);
}

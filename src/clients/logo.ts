/**
 * The client's logo in the navbar (docs/calls.md, client logo): the large thumbnail of the first
 * item in the site's PORTAL/assets/logo, read by the server app-only and served by the portal at
 * `logoAddressOf` (decision 124); without one, the logo_path file under the local client logos, or
 * nothing.
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

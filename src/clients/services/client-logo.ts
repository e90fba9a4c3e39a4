import { PortalError } from '../../errors.ts';
import type { ApiClient } from '../../services/http-client.ts';

/** What the logo lookup needs of a client record. */
export interface LogoClient {
  id: string;
  siteID: string;
  logo_path: string;
}

export interface ClientLogo {
  url: string;
  name: string;
}

/** A client without a site id has no logo to look up (docs/errors.md: 'Missing required data'). */
export class MissingRequiredDataError extends PortalError<'missingRequiredData'> {
  constructor() {
    super('missingRequiredData', 'Missing required data');
  }
}

/** Without a Graph logo, the logo_path file under the local client logos, or nothing (docs/calls.md). */
export function fallbackLogo(client: Pick<LogoClient, 'logo_path'>): ClientLogo {
  return client.logo_path
    ? { url: `/client-logos/${encodeURIComponent(client.logo_path)}`, name: client.logo_path }
    : { url: '', name: '' };
}

/**
 * The client logo of docs/calls.md: the first item of the site's PORTAL/assets/logo folder, its large
 * thumbnail. A client without a site id fails with 'Missing required data'; any failure falls back.
 */
export async function loadClientLogo(graph: ApiClient, client: LogoClient): Promise<ClientLogo> {
  try {
    if (!client.siteID) throw new MissingRequiredDataError();
    const response = await graph.get(
      `sites/${encodeURIComponent(client.siteID)}/drive/root:/PORTAL/assets/logo:/children?$expand=thumbnails`,
    );
    if (!response.ok) throw new Error(`logo lookup failed with ${response.status}`);
    const body = (await response.json()) as {
      value?: { name?: string; thumbnails?: { large?: { url?: string } }[] }[];
    };
    const first = body.value?.[0];
    const url = first?.thumbnails?.[0]?.large?.url;
    if (!url) throw new Error('no logo in the library');
    return { url, name: first?.name ?? '' };
  } catch {
    return fallbackLogo(client);
  }
}

const key = (clientId: string) => `portal.clientLogo.${clientId}`;

/** Which client's logo this browser loaded last: another active client means its logo is due. */
const LAST_KEY = 'portal.clientLogo.last';

export function storeClientLogo(clientId: string, logo: ClientLogo): void {
  try {
    localStorage.setItem(key(clientId), JSON.stringify(logo));
    localStorage.setItem(LAST_KEY, clientId);
  } catch {
    // No storage: the fallback logo shows instead.
  }
}

export function storedClientLogo(clientId: string): ClientLogo | undefined {
  try {
    const raw = localStorage.getItem(key(clientId));
    return raw ? (JSON.parse(raw) as ClientLogo) : undefined;
  } catch {
    return undefined;
  }
}

/** At logout: the next person on this browser must not see the last one's clients. */
export function forgetClientLogos(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const stored of keys) if (stored.startsWith('portal.clientLogo.')) localStorage.removeItem(stored);
  } catch {
    // No storage: nothing was kept.
  }
}

export function lastLogoClient(): string | undefined {
  try {
    return localStorage.getItem(LAST_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

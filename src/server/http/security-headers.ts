import type { PortalConfig } from '../config.ts';
import { servedOverHttps } from './transport.ts';

/**
 * The security headers (README, Security). Two layers: the Node entry sets `responseHeaders` on
 * every response (static files, redirects and API answers included), and the middleware adds the
 * page policy's run-time directives to the Content-Security-Policy Astro builds for each page
 * (Astro owns `script-src` and `style-src`: 'self' and the hashes of its inline scripts).
 */

type SecurityConfig = Pick<PortalConfig, 'environment' | 'publicUrl' | 'endpoints'>;

/** A year, with subdomains: what the HSTS preload list asks for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** What a response that is not a page may do: nothing (a JSON answer or a file opened directly). */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A document of the client's library shown in the browser (a contract's, which may be HTML): it runs
 * nothing of the portal's origin, and shows its own pictures and styles only.
 */
export const DOCUMENT_POLICY = `sandbox; ${NON_PAGE_POLICY}; img-src data:; style-src 'unsafe-inline'`;

/**
 * The one policy of an HTML answer: the page's, which Astro rendered with its script and style hashes
 * and the configuration's directives add to, or, when the answer wrote a whole policy of its own (a
 * document served as it is: it says `default-src` or `sandbox`) or the directives were added already
 * (a page rewritten by the middleware comes through twice), that policy alone. Undefined: keep it.
 */
export function pagePolicyOf(rendered: string, directives: readonly string[]): string | undefined {
  if (/(^|;)\s*(frame-ancestors|default-src|sandbox)\b/.test(rendered)) return undefined;
  return `${rendered.trim().replace(/;?$/, ';')} ${directives.join('; ')}`;
}

export function responseHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'Content-Security-Policy': NON_PAGE_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Whenever the portal is https (a TLS proxy, whatever PORTAL_ENV); on a laptop's plain http,
    // HSTS would pin localhost to https for every other port too.
    ...(servedOverHttps(config) ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The origins the browser calls: the identity provider, Graph and the provider's APIs. */
function serviceOrigins(config: SecurityConfig): string[] {
  const { endpoints } = config;
  return [
    endpoints.msalAuthority,
    endpoints.graphApi,
    endpoints.authApi,
    endpoints.engageApi,
    endpoints.reportsApi,
  ].map(originOf);
}

/**
 * Files of the document library are uploaded to and downloaded from SharePoint, whose host is
 * the customer's own (`contoso.sharepoint.com`); locally the tenant stands in for it.
 */
const SHAREPOINT = 'https://*.sharepoint.com';

export interface PagePolicyOptions {
  /** The sign-in pop-up's bridge page is framed by the portal itself when MSAL renews silently. */
  framedBySelf?: boolean;
}

const computed = new WeakMap<SecurityConfig, Map<boolean, readonly string[]>>();

/**
 * The page policy's directives that depend on the configuration (beside Astro's script and style
 * ones), worked out once per configuration: every page asks for them.
 */
export function pagePolicyDirectives(config: SecurityConfig, options: PagePolicyOptions = {}): readonly string[] {
  const framedBySelf = options.framedBySelf ?? false;
  const byFraming = computed.get(config) ?? new Map<boolean, readonly string[]>();
  computed.set(config, byFraming);
  const directives = byFraming.get(framedBySelf) ?? directivesOf(config, framedBySelf);
  byFraming.set(framedBySelf, directives);
  return directives;
}

function directivesOf(config: SecurityConfig, framedBySelf: boolean): string[] {
  const services = [...new Set(serviceOrigins(config))];
  const remote = config.environment === 'local' ? [] : [SHAREPOINT];
  const unique = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    "default-src 'self'",
    `connect-src ${unique("'self'", ...services, ...remote)}`,
    // MSAL's silent renewal frames the identity provider; reports are Power BI frames.
    `frame-src ${unique("'self'", originOf(config.endpoints.msalAuthority), ...config.endpoints.reportEmbedOrigins)}`,
    // Profile photos arrive as data: and blob: URLs made from Graph answers; the client logo is the
    // portal's own address (decision 124).
    `img-src ${unique("'self'", 'data:', 'blob:', ...services)}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
  ];
}

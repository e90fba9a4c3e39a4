import type { PortalConfig } from '../config.ts';

type TransportConfig = Pick<PortalConfig, 'environment' | 'publicUrl'>;

/**
 * Whether the browser reaches the portal over https only: PUBLIC_URL is https (a TLS proxy in
 * front, whatever PORTAL_ENV says), or the environment is a real one, which is never served over
 * plain http. Cookies are then `Secure` (the session one `__Host-`) and answers carry HSTS. The
 * Node server itself always speaks plain http behind the proxy, so what its socket sees cannot
 * tell; the one public origin does.
 */
export function servedOverHttps(config: TransportConfig): boolean {
  return new URL(config.publicUrl).protocol === 'https:' || config.environment !== 'local';
}

/** The portal's one origin, as a browser writes it in `Origin` (scheme, host and port; no path). */
export function portalOrigin(config: Pick<PortalConfig, 'publicUrl'>): string {
  return new URL(config.publicUrl).origin;
}

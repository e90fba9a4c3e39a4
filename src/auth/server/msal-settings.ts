import type { PortalConfig } from '../../server/config.ts';
import type { MsalSettings } from '../msal-settings.ts';
import { discover, discoveryUrlOf } from './identity-provider.ts';

/**
 * MSAL's configuration for this environment. Locally MSAL runs in OIDC mode against the tenant's
 * provider; MSAL refuses an http:// authority, so it gets an https:// *name* for it plus the real
 * discovery document, and never contacts the https URL (docs/calls.md, identity provider).
 */
export async function msalSettingsFor(config: PortalConfig): Promise<MsalSettings> {
  const { endpoints, publicUrl, environment } = config;
  const common = {
    clientId: endpoints.msalClientId,
    redirectUri: `${publicUrl}/auth/bridge`,
    postLogoutRedirectUri: endpoints.companySite,
  };
  if (environment !== 'local') {
    return {
      ...common,
      authority: endpoints.msalAuthority,
      knownAuthorities: [],
      protocolMode: 'AAD',
      scopes: ['openid', 'profile', 'email', 'User.Read'],
      graphScopes: ['User.Read', 'Sites.Read.All'],
      providerCheckUrl: `${endpoints.msalAuthority.replace(/\/$/, '')}/v2.0/.well-known/openid-configuration`,
    };
  }
  const authority = new URL(endpoints.msalAuthority);
  const discovery = await discover(endpoints.msalAuthority);
  return {
    ...common,
    authority: `https://${authority.host}${authority.pathname}`,
    knownAuthorities: [authority.host],
    protocolMode: 'OIDC',
    // What MSAL reads of it, not the whole document: it rides in the props of every page's islands.
    authorityMetadata: JSON.stringify({
      issuer: discovery.issuer,
      authorization_endpoint: discovery.authorization_endpoint,
      token_endpoint: discovery.token_endpoint,
      end_session_endpoint: discovery.end_session_endpoint,
      jwks_uri: discovery.jwks_uri,
    }),
    scopes: ['openid', 'profile', 'email'],
    graphScopes: ['User.Read'],
    providerCheckUrl: discoveryUrlOf(endpoints.msalAuthority),
  };
}

/** What the browser needs to configure MSAL; built by the server per environment. */
export interface MsalSettings {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  protocolMode: 'AAD' | 'OIDC';
  /** The provider's discovery document, so MSAL never looks it up (local tenant). */
  authorityMetadata?: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scopes: string[];
  /** Scopes of the access token for Microsoft Graph (photo, logo, files). */
  graphScopes: string[];
}

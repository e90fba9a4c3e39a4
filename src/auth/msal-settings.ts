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
  /**
   * The provider's real discovery document, which the login page fetches to learn whether the
   * provider answers before a person opens a pop-up onto its error page (decision 048).
   */
  providerCheckUrl: string;
}

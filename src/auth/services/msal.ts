import {
  type AccountInfo,
  type AuthenticationResult,
  BrowserCacheLocation,
  type Configuration,
  PublicClientApplication,
} from '@azure/msal-browser';
import type { TokenSource } from '../../services/http-client.ts';
import { NoCredentialError } from '../login-errors.ts';
import type { MsalSettings } from '../msal-settings.ts';

let instance: Promise<PublicClientApplication> | undefined;

/** The one MSAL application of the page, created on first use. */
export function msalFor(settings: MsalSettings): Promise<PublicClientApplication> {
  instance ??= (async () => {
    const configuration: Configuration = {
      auth: {
        clientId: settings.clientId,
        authority: settings.authority,
        knownAuthorities: settings.knownAuthorities,
        redirectUri: settings.redirectUri,
        postLogoutRedirectUri: settings.postLogoutRedirectUri,
        ...(settings.authorityMetadata ? { authorityMetadata: settings.authorityMetadata } : {}),
        OIDCOptions: { defaultScopes: settings.scopes },
      },
      // The tokens are kept in browser storage (docs/data.md), for the calls the browser makes itself.
      cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
      system: { protocolMode: settings.protocolMode },
    };
    const app = new PublicClientApplication(configuration);
    await app.initialize();
    // After a redirect sign-out MSAL keeps an interaction in progress until this runs, and the
    // next pop-up would not open.
    await app.handleRedirectPromise().catch(() => null);
    return app;
  })();
  return instance;
}

export interface PopupSignIn {
  /**
   * The portal server's one-time nonce: the identity provider writes it into the ID token, MSAL
   * refuses a token without it (`nonce_mismatch`), and the server accepts the token only with it.
   */
  nonce: string;
  /** The account to suggest (unlocking). */
  account?: AccountInfo | undefined;
}

/** Pop-up sign-in (docs/calls.md): re-authenticates when already signed in. */
export async function signInWithPopup(
  settings: MsalSettings,
  { nonce, account }: PopupSignIn,
): Promise<AuthenticationResult> {
  const msal = await msalFor(settings);
  const result = await msal.loginPopup({
    scopes: settings.scopes,
    prompt: 'select_account',
    nonce,
    ...(account ? { loginHint: account.username } : {}),
  });
  if (!result?.idToken || !result.account) throw new NoCredentialError();
  msal.setActiveAccount(result.account);
  return result;
}

/** Signs out of MSAL, then lets the identity provider end its session and return us. */
export async function signOutEverywhere(settings: MsalSettings): Promise<void> {
  const msal = await msalFor(settings);
  const account = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
  await msal.logoutRedirect({
    ...(account ? { account, idTokenHint: account.idToken } : {}),
    postLogoutRedirectUri: settings.postLogoutRedirectUri,
  });
}

export async function currentAccount(settings: MsalSettings): Promise<AccountInfo | undefined> {
  const msal = await msalFor(settings);
  return msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? undefined;
}

/** Tokens for the API clients from MSAL's cache (refreshed silently when asked or expired). */
export function msalTokens(settings: MsalSettings): TokenSource {
  return async (kind, { forceRefresh }) => {
    const msal = await msalFor(settings);
    const account = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
    if (!account) throw new NoCredentialError();
    const result = await msal.acquireTokenSilent({
      account,
      scopes: kind === 'access' ? settings.graphScopes : settings.scopes,
      forceRefresh,
    });
    return kind === 'access' ? result.accessToken : result.idToken;
  };
}

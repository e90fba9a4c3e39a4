/**
 * The browser's clients of the outside services that take the person's Microsoft tokens
 * (docs/calls.md): Microsoft Graph with the access token, the reports API with the ID token. MSAL
 * is downloaded with the first call that needs a token, never with a page; each client is made
 * once per page and reused by every feature that calls the same service.
 */
import type { MsalSettings } from '../auth/msal-settings.ts';
import { type ApiClient, createApiClient, type TokenKind, type TokenSource } from './http-client.ts';

/** MSAL's token source, itself loaded on first use. */
export function msalTokenSource(msal: MsalSettings): TokenSource {
  let tokens: Promise<TokenSource> | undefined;
  return async (kind, options) => {
    tokens ??= import('../auth/services/msal.ts').then(({ msalTokens }) => msalTokens(msal));
    // A failed download is tried again by the next call rather than remembered.
    tokens.catch(() => {
      tokens = undefined;
    });
    return (await tokens)(kind, options);
  };
}

const clients = new Map<string, { client: ApiClient; tokens: TokenSource }>();

function clientOf(msal: MsalSettings, baseUrl: string, token: TokenKind) {
  const key = `${token} ${baseUrl} ${msal.clientId}`;
  let made = clients.get(key);
  if (!made) {
    const tokens = msalTokenSource(msal);
    made = { client: createApiClient({ baseUrl, token, tokens }), tokens };
    clients.set(key, made);
  }
  return made;
}

/** Microsoft Graph as the signed-in person (the file manager, the client logo). */
export function graphClient(msal: MsalSettings, graphApi: string): { graph: ApiClient; tokens: TokenSource } {
  const { client, tokens } = clientOf(msal, graphApi, 'access');
  return { graph: client, tokens };
}

/** The provider's reports API, whose bearer is the ID token (embed tokens). */
export function reportsApiClient(msal: MsalSettings, reportsApi: string): ApiClient {
  return clientOf(msal, reportsApi, 'id').client;
}

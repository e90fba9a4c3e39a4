/**
 * The browser's client of the outside services (docs/calls.md): the ID token is the bearer on the
 * reports API, the access token on Microsoft Graph; a 401 gets the token refreshed once and the
 * request retried.
 */
export type TokenKind = 'id' | 'access';

/** Gives a token of the kind asked for; `forceRefresh` after the server refused the last one. */
export type TokenSource = (kind: TokenKind, options: { forceRefresh: boolean }) => Promise<string>;

export interface ApiClient {
  get(path: string, init?: RequestInit): Promise<Response>;
  /** Any method; like `get`, a 401 gets the token refreshed once and the request retried. */
  request(method: string, path: string, init?: RequestInit): Promise<Response>;
  /** The absolute URL of a path, with the client's fixed query parameters. */
  url(path: string): string;
  /**
   * Sends a request before this call returns, with the token given (or the last one this client
   * sent) and `keepalive`: the page may be going away, when there is no time left to ask MSAL for
   * a token and a plain fetch would be cancelled with the page. No retry on a 401. Undefined when
   * there is no token to send.
   */
  sendNow(
    method: string,
    path: string,
    init?: RequestInit & { bearer?: string | undefined },
  ): Promise<Response> | undefined;
}

export interface ApiClientOptions {
  baseUrl: string;
  token: TokenKind;
  tokens: TokenSource;
  /** Query parameters every call carries. */
  params?: Record<string, string>;
  fetch?: typeof fetch;
}

export function createApiClient({
  baseUrl,
  token,
  tokens,
  params = {},
  fetch: doFetch = fetch,
}: ApiClientOptions): ApiClient {
  const url = (path: string) => {
    const target = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target.toString();
  };
  let lastBearer: string | undefined;
  const send = async (path: string, init: RequestInit, forceRefresh: boolean) => {
    const headers = new Headers(init.headers);
    const bearer = await tokens(token, { forceRefresh });
    lastBearer = bearer;
    headers.set('Authorization', `Bearer ${bearer}`);
    return doFetch(url(path), { ...init, headers });
  };
  const sendNow: ApiClient['sendNow'] = (method, path, { bearer = lastBearer, ...init } = {}) => {
    if (!bearer) return undefined;
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${bearer}`);
    return doFetch(url(path), { ...init, method, headers, keepalive: true });
  };
  const request = async (method: string, path: string, init: RequestInit = {}) => {
    const first = await send(path, { ...init, method }, false);
    if (first.status !== 401) return first;
    return send(path, { ...init, method }, true);
  };
  return { url, request, sendNow, get: (path, init) => request('GET', path, init) };
}

/**
 * The browser's HTTP clients, in one place (docs/calls.md). The ID token is the bearer on the auth API
 * (always with serverName=Engage), the engage API and the reports API; the access token is the
 * bearer on Microsoft Graph. A 401 gets the token refreshed once and the request retried.
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
  const send = async (path: string, init: RequestInit, forceRefresh: boolean) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${await tokens(token, { forceRefresh })}`);
    return doFetch(url(path), { ...init, headers });
  };
  const request = async (method: string, path: string, init: RequestInit = {}) => {
    const first = await send(path, { ...init, method }, false);
    if (first.status !== 401) return first;
    return send(path, { ...init, method }, true);
  };
  return { url, request, get: (path, init) => request('GET', path, init) };
}

export interface PortalEndpoints {
  authApi: string;
  engageApi: string;
  reportsApi: string;
  graphApi: string;
}

export function portalApiClients(endpoints: PortalEndpoints, tokens: TokenSource) {
  return {
    auth: createApiClient({ baseUrl: endpoints.authApi, token: 'id', tokens, params: { serverName: 'Engage' } }),
    engage: createApiClient({ baseUrl: endpoints.engageApi, token: 'id', tokens }),
    reports: createApiClient({ baseUrl: endpoints.reportsApi, token: 'id', tokens }),
    graph: createApiClient({ baseUrl: endpoints.graphApi, token: 'access', tokens }),
  };
}

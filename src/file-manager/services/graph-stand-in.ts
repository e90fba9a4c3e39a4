/**
 * Microsoft Graph for the file manager's unit tests (the drive client, uploads, a drop's folders
 * and the stores over them): the portal's own API client, whose every request goes to the test's
 * `answer` instead of the network. Each test's `answer` is the library it needs; this file only
 * saves each of them from building the client and taking the request apart again.
 */
import { type ApiClient, createApiClient, type TokenSource } from '../../services/http-client.ts';

/** Where the stand-in's Graph is: the start of every URL the tests read. */
export const GRAPH_BASE = 'https://graph.example/v1.0';

/** One request the code under test sent to Graph. */
export interface GraphCall {
  method: string;
  url: URL;
  body: string;
  /** The bearer token it carried. */
  token: string;
}

export function graphStandIn(
  answer: (call: GraphCall) => Response | Promise<Response>,
  tokens: TokenSource = async () => 'token',
): ApiClient {
  return createApiClient({
    baseUrl: GRAPH_BASE,
    token: 'access',
    tokens,
    fetch: async (input, init) =>
      answer({
        method: init?.method ?? 'GET',
        url: new URL(String(input)),
        body: String(init?.body ?? ''),
        token: new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? '',
      }),
  });
}

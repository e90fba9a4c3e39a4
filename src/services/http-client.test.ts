import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type TokenSource } from './http-client.ts';

function recorder(statuses: number[]) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') });
    return new Response(null, { status: statuses.shift() ?? 200 });
  });
  return { calls, fetch: fetchMock as unknown as typeof fetch };
}

const tokens: TokenSource = async (kind, { forceRefresh }) => `${kind}-${forceRefresh ? 'fresh' : 'cached'}`;

describe('API clients', () => {
  it('build URLs under their base, with the fixed query parameters', () => {
    const auth = createApiClient({
      baseUrl: 'https://auth.example/',
      token: 'id',
      tokens,
      params: { serverName: 'Engage' },
    });
    expect(auth.url('?serviceName=app_data.engage_db_name_get')).toBe(
      'https://auth.example/?serviceName=app_data.engage_db_name_get&serverName=Engage',
    );
    const graph = createApiClient({ baseUrl: 'https://graph.example/v1.0', token: 'access', tokens });
    expect(graph.url('me/photo/$value')).toBe('https://graph.example/v1.0/me/photo/$value');
  });

  it('refresh the token once and retry on 401', async () => {
    const { calls, fetch } = recorder([401, 200]);
    const graph = createApiClient({ baseUrl: 'https://graph.example/v1.0', token: 'access', tokens, fetch });
    const response = await graph.get('sites/x/drive/root/children');
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer access-cached', 'Bearer access-fresh']);
  });

  it('retry only once', async () => {
    const { calls, fetch } = recorder([401, 401, 200]);
    const graph = createApiClient({ baseUrl: 'https://graph.example/v1.0', token: 'access', tokens, fetch });
    expect((await graph.get('me')).status).toBe(401);
    expect(calls).toHaveLength(2);
  });

  it('do not retry other failures', async () => {
    const { calls, fetch } = recorder([403]);
    const auth = createApiClient({ baseUrl: 'https://auth.example/', token: 'id', tokens, fetch });
    expect((await auth.get('')).status).toBe(403);
    expect(calls).toEqual([{ url: 'https://auth.example/', authorization: 'Bearer id-cached' }]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../auth/services/msal.ts', () => {
  loaded.count += 1;
  return { msalTokens: () => async (kind: string) => `${kind}-token` };
});

const { graphClient, reportsApiClient } = await import('./outside-clients.ts');
const msal = { clientId: 'portal' } as MsalSettings;

afterEach(() => vi.unstubAllGlobals());

describe("the outside services' clients", () => {
  it('make Graph one client per page, reused by every feature, without loading MSAL until a call', () => {
    const first = graphClient(msal, 'https://graph.test/v1.0');
    expect(graphClient(msal, 'https://graph.test/v1.0').graph).toBe(first.graph);
    expect(loaded.count).toBe(0);
  });

  it('call Graph with the access token and the reports API with the ID token, loading MSAL once', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await graphClient(msal, 'https://graph.test/beta').graph.get('me');
    await reportsApiClient(msal, 'https://reports.test/api').get('PowerBiToken/report/VendorIntel');
    const bearers = fetch.mock.calls.map((call) =>
      new Headers(((call as unknown[])[1] as RequestInit).headers).get('Authorization'),
    );
    expect(bearers).toEqual(['Bearer access-token', 'Bearer id-token']);
    expect(loaded.count).toBe(1);
  });
});

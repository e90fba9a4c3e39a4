import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalApiError, portalApi } from './portal-api.ts';

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the portal's API client", () => {
  it('posts JSON and reads the answer', async () => {
    const fetch = answer(200, { activeClientId: 'A', activeProject: [], changed: true });
    await expect(portalApi.switchClient('A', [])).resolves.toEqual({
      activeClientId: 'A',
      activeProject: [],
      changed: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/session/active-client',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ clientId: 'A', projects: [] }) }),
    );
  });

  it('asks for a sign-in nonce with a bodiless POST', async () => {
    const fetch = answer(200, { nonce: 'n', expiresIn: 600 });
    await expect(portalApi.signInNonce()).resolves.toEqual({ nonce: 'n', expiresIn: 600 });
    expect(fetch).toHaveBeenCalledWith('/api/session/nonce', expect.objectContaining({ method: 'POST' }));
    expect(fetch.mock.calls[0]?.at(1)).not.toHaveProperty('body');
  });

  it('keeps what a person did to their notifications when the page goes away at once', async () => {
    const fetch = answer(204);
    await portalApi.markNotificationsRead();
    await portalApi.dismissNotification('n 1');
    await portalApi.dismissAllNotifications();
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.keepalive])).toEqual([
      ['/api/notifications/read', 'POST', true],
      ['/api/notifications/n%201', 'DELETE', true],
      ['/api/notifications', 'DELETE', true],
    ]);
  });

  it('takes a 204 as done', async () => {
    answer(204);
    await expect(portalApi.endSession()).resolves.toBeUndefined();
  });

  it("turns a refusal into an error with the server's code, message and status", async () => {
    answer(403, { error: { code: 'sitePrivileges', message: 'Not set up' } });
    await expect(portalApi.openSession('token')).rejects.toMatchObject({
      name: 'PortalApiError',
      code: 'sitePrivileges',
      message: 'Not set up',
      status: 403,
    });
    answer(500);
    await expect(portalApi.openSession('token')).rejects.toBeInstanceOf(PortalApiError);
  });
});

import { describe, expect, it } from 'vitest';
import { protocolOf, sdkRequestOf } from './protocol.ts';

function recorded() {
  const posted: { message: unknown; origin: string }[] = [];
  const protocol = protocolOf({
    uid: 'u1',
    portalOrigin: 'https://portal.test',
    target: { postMessage: (message, origin) => posted.push({ message, origin }) },
    now: () => 36 ** 3,
  });
  return { posted, protocol };
}

describe("the report host's protocol", () => {
  it('raises events as POSTs to /reports/<uid>/events/<name>, to the portal only', () => {
    const { posted, protocol } = recorded();
    protocol.emit('loaded', undefined);
    protocol.emit('pageChanged', { newPage: { name: 'share' } });
    expect(posted).toEqual([
      {
        message: { method: 'POST', url: '/reports/u1/events/loaded', headers: { id: 'host-1000-0' }, body: undefined },
        origin: 'https://portal.test',
      },
      {
        message: {
          method: 'POST',
          url: '/reports/u1/events/pageChanged',
          headers: { id: 'host-1000-1' },
          body: { newPage: { name: 'share' } },
        },
        origin: 'https://portal.test',
      },
    ]);
  });

  it("answers a request under the request's id", () => {
    const { posted, protocol } = recorded();
    protocol.reply('r7', 202, undefined);
    expect(posted).toEqual([
      { message: { statusCode: 202, headers: { id: 'r7' }, body: undefined }, origin: 'https://portal.test' },
    ]);
  });

  it("gives errors the SDK's IError shape, each with a request id of its own", () => {
    const { protocol } = recorded();
    expect(protocol.tokenExpired()).toEqual({
      message: 'TokenExpired',
      detailedMessage: 'Access token has expired, resubmit with a new access token',
      errorCode: 'TokenExpired',
      level: 6,
      technicalDetails: { requestId: 'host-1000-0' },
    });
    expect(protocol.error('PageNotFound', 'No page.', 'PageNotFound').technicalDetails.requestId).toBe('host-1000-1');
  });

  it('reads a request from a message, and nothing from anything else', () => {
    expect(sdkRequestOf({ method: 'GET', url: '/report/pages', headers: { id: 'a' } })).toEqual({
      method: 'GET',
      url: '/report/pages',
      id: 'a',
      body: undefined,
    });
    expect(sdkRequestOf({ method: 'PUT', url: '/report/pages/active', body: { name: 'share' } })).toEqual({
      method: 'PUT',
      url: '/report/pages/active',
      id: undefined,
      body: { name: 'share' },
    });
    for (const other of [
      null,
      undefined,
      'load',
      { method: 'GET' },
      { url: '/report/pages' },
      { method: 1, url: '/x' },
    ])
      expect(sdkRequestOf(other)).toBeUndefined();
  });
});

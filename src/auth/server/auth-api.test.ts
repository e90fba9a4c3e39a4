import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUserInfo } from './auth-api.ts';

const userInfo = { data: [{ user_id: 7, companyName: 'Contoso', user_type: 'client', user_client_roles: [] }] };

function answers(...responses: (() => Response)[]) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the auth API under load', () => {
  it('waits out a short Retry-After and calls once more', async () => {
    vi.useFakeTimers();
    const fetchMock = answers(
      () => new Response('', { status: 429, headers: { 'Retry-After': '2' } }),
      () => Response.json(userInfo),
    );
    const pending = fetchUserInfo('https://auth/', 'id-token', 'a@x');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ user_id: '7', companyName: 'Contoso' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails at once on a Retry-After longer than a person should wait, and on a second 429', async () => {
    answers(() => new Response('', { status: 429, headers: { 'Retry-After': '60' } }));
    await expect(fetchUserInfo('https://auth/', 'id-token', 'a@x')).rejects.toThrow('failed with 429');
    vi.useFakeTimers();
    const fetchMock = answers(
      () => new Response('', { status: 429, headers: { 'Retry-After': '0' } }),
      () => new Response('', { status: 429, headers: { 'Retry-After': '0' } }),
    );
    const pending = expect(fetchUserInfo('https://auth/', 'id-token', 'a@x')).rejects.toThrow('failed with 429');
    await vi.runAllTimersAsync();
    await pending;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

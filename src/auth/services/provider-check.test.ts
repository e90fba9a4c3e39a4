import { describe, expect, it, vi } from 'vitest';
import { ProviderUnavailableError } from '../provider-unavailable.ts';
import { checkIdentityProvider } from './provider-check.ts';

const url = 'https://idp.example/.well-known/openid-configuration';

describe('checkIdentityProvider', () => {
  it('passes when the provider answers its discovery document', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    await expect(checkIdentityProvider(url, 1_000, fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledWith(url, expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails with the status and the Retry-After of an error answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('busy', { status: 429, headers: { 'Retry-After': '7' } }));
    const failure = await checkIdentityProvider(url, 1_000, fetchImpl).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 7 });
  });

  it('fails without a Retry-After when the answer has none or an unreadable one', async () => {
    for (const headers of [{}, { 'Retry-After': 'soon' }]) {
      const fetchImpl = vi.fn(async () => new Response('', { status: 503, headers }));
      await expect(checkIdentityProvider(url, 1_000, fetchImpl)).rejects.toMatchObject({
        status: 503,
        retryAfterSeconds: undefined,
      });
    }
  });

  it('fails when the provider is down or slower than the limit', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(checkIdentityProvider(url, 1_000, down)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const slow = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(checkIdentityProvider(url, 20, slow)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

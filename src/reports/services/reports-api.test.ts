import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type TokenSource } from '../../services/http-client.ts';
import { failureOf } from './failures.ts';
import { fetchEmbedInfo, ReportsApiError, ReportsApiUnreachableError } from './reports-api.ts';

const embed = {
  reportId: 'r',
  embedUrl: 'http://localhost:4322/powerbi/reportEmbed?reportId=r',
  embedToken: { token: 't', expiration: '2026-11-22T10:00:00.000Z' },
};

function apiAnswering(...answers: (() => Response)[]) {
  const tokens = vi.fn<TokenSource>(async (_kind, { forceRefresh }) => (forceRefresh ? 'fresh' : 'cached'));
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new Error('No more answers.');
    return answer();
  });
  const api = createApiClient({ baseUrl: 'http://localhost:4322/api/', token: 'id', tokens, fetch });
  return { api, tokens, fetch };
}

const refusal =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    Response.json({ error: { code: 'x', message: 'Simulated.' } }, { status, headers });

async function failureFrom(promise: Promise<unknown>) {
  return failureOf(
    await promise.then(
      () => undefined,
      (error: unknown) => error,
    ),
    'Failed.',
  );
}

describe('fetchEmbedInfo', () => {
  it('answers the embed data', async () => {
    const { api } = apiAnswering(() => Response.json(embed));
    await expect(fetchEmbedInfo(api, 'VendorIntel', null, 'Failed.')).resolves.toEqual(embed);
  });

  it('asks once more with a fresh token after a 401, then reports the sign-in refused', async () => {
    const { api, tokens, fetch } = apiAnswering(refusal(401), refusal(401));
    const failure = await failureFrom(fetchEmbedInfo(api, 'VendorIntel', null, 'Failed.'));
    expect(failure).toEqual({ kind: 'signedOut' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(tokens.mock.calls.map(([, options]) => options.forceRefresh)).toEqual([false, true]);
  });

  it('reads a 429 as busy for as long as Retry-After says, and 5 s without one', async () => {
    const busy = apiAnswering(refusal(429, { 'retry-after': '2' }));
    expect(await failureFrom(fetchEmbedInfo(busy.api, 'VendorIntel', null, 'Failed.'))).toEqual({
      kind: 'busy',
      waitMs: 2000,
    });
    const silent = apiAnswering(refusal(429));
    expect(await failureFrom(fetchEmbedInfo(silent.api, 'VendorIntel', null, 'Failed.'))).toEqual({
      kind: 'busy',
      waitMs: 5000,
    });
  });

  it('reads a 5xx as a server error, and a 403 as a refusal with its own message and no Retry', async () => {
    const broken = apiAnswering(refusal(500));
    expect(await failureFrom(fetchEmbedInfo(broken.api, 'VendorIntel', null, 'Failed.'))).toEqual({
      kind: 'serverError',
    });
    const refused = apiAnswering(refusal(403));
    expect(await failureFrom(fetchEmbedInfo(refused.api, 'VendorIntel', null, 'Failed.'))).toEqual({
      kind: 'refused',
      message: 'Simulated.',
      retryable: false,
    });
  });

  it('reads no answer at all as unreachable', async () => {
    const { api } = apiAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await fetchEmbedInfo(api, 'VendorIntel', null, 'Failed.').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReportsApiUnreachableError);
    expect(failureOf(error, 'Failed.')).toEqual({ kind: 'unreachable' });
  });
});

describe('ReportsApiError', () => {
  it('is kept on the error the page reads it from', () => {
    expect(new ReportsApiError('Busy.', 429, 3).retryAfterSeconds).toBe(3);
  });
});

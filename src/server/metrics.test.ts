import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  enablePortalMetrics,
  measuredFetch,
  methodLabelOf,
  outcomeOfError,
  outcomeOfStatus,
  portalMetrics,
  routeLabelOf,
} from './metrics.ts';
import type { PortalMetrics } from './metrics-model.ts';

/** The sample lines of one metric in the text Prometheus scrapes. */
async function samples(metrics: PortalMetrics, name: string): Promise<string[]> {
  const text = await metrics.registry.metrics();
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('client-portal.metrics')];
  vi.unstubAllGlobals();
});

describe('labels', () => {
  it('name a request by its route pattern or who answered, never by its path', () => {
    expect(routeLabelOf('/deepLink/[page]')).toBe('/deepLink/[page]');
    expect(routeLabelOf('static')).toBe('static');
    expect(routeLabelOf(undefined)).toBe('unmatched');
  });

  it('keep the methods people use and fold the rest into one', () => {
    expect(methodLabelOf('GET')).toBe('GET');
    expect(methodLabelOf('DELETE')).toBe('DELETE');
    expect(methodLabelOf('PROPFIND')).toBe('other');
    expect(methodLabelOf(undefined)).toBe('other');
  });

  it('tell an outside call’s outcome from its status or its error', () => {
    expect(outcomeOfStatus(200)).toBe('ok');
    expect(outcomeOfStatus(304)).toBe('ok');
    expect(outcomeOfStatus(401)).toBe('refused');
    expect(outcomeOfStatus(429)).toBe('busy');
    expect(outcomeOfStatus(503)).toBe('failed');
    expect(outcomeOfError(new DOMException('late', 'TimeoutError'))).toBe('timeout');
    expect(outcomeOfError(new TypeError('fetch failed'))).toBe('unreachable');
  });
});

describe('the process’s metrics', () => {
  it('are off until the Node entry turns them on, then one registry for every copy of this module', async () => {
    expect(portalMetrics()).toBeUndefined();
    const enabled = await enablePortalMetrics();
    expect(portalMetrics()).toBe(enabled);
    expect(await enablePortalMetrics()).toBe(enabled);
  });

  it('time outside calls by service, call and outcome, and pass answers and errors through', async () => {
    const metrics = await enablePortalMetrics();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('{}', { status: 200 }))
      .mockResolvedValueOnce(new Response('busy', { status: 429 }))
      .mockRejectedValueOnce(new TypeError('fetch failed'));
    vi.stubGlobal('fetch', fetchMock);
    expect((await measuredFetch('auth-api', 'user-info', 'https://auth/')).status).toBe(200);
    expect((await measuredFetch('auth-api', 'user-info', 'https://auth/')).status).toBe(429);
    await expect(measuredFetch('identity-provider', 'keys', 'https://idp/keys')).rejects.toThrow('fetch failed');
    expect(await samples(metrics, 'portal_outside_call_duration_seconds_count')).toEqual([
      'portal_outside_call_duration_seconds_count{service="auth-api",call="user-info",outcome="ok"} 1',
      'portal_outside_call_duration_seconds_count{service="auth-api",call="user-info",outcome="busy"} 1',
      'portal_outside_call_duration_seconds_count{service="identity-provider",call="keys",outcome="unreachable"} 1',
    ]);
  });

  it('cost nothing but the call while off', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await measuredFetch('auth-api', 'db-name', 'https://auth/', { method: 'GET' });
    expect(fetchMock).toHaveBeenCalledWith('https://auth/', { method: 'GET' });
    expect(portalMetrics()).toBeUndefined();
  });
});

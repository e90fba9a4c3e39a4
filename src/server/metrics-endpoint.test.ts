import { afterEach, describe, expect, it } from 'vitest';
import { type MetricsEndpoint, startMetricsEndpoint } from './metrics-endpoint.ts';
import { createPortalMetrics } from './metrics-registry.ts';

let endpoint: MetricsEndpoint | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
});

describe('startMetricsEndpoint', () => {
  it('answers GET /metrics in Prometheus’ text format, and nothing else', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    metrics.signedIn();
    endpoint = await startMetricsEndpoint(metrics.registry, '127.0.0.1', 0);
    expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    const answer = await fetch(endpoint.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await answer.text();
    expect(text).toContain('# TYPE portal_sign_ins_total counter');
    expect(text).toContain('portal_sign_ins_total 1');

    const elsewhere = await fetch(endpoint.url.replace('/metrics', '/'));
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).not.toContain('portal_');
    const posted = await fetch(endpoint.url, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});

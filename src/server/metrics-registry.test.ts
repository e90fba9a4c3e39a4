import { describe, expect, it } from 'vitest';
import type { PortalMetrics } from './metrics-model.ts';
import { createPortalMetrics } from './metrics-registry.ts';

/** The sample lines of one metric in the text Prometheus scrapes. */
async function samples(metrics: PortalMetrics, name: string): Promise<string[]> {
  const text = await metrics.registry.metrics();
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('createPortalMetrics', () => {
  it('times requests by route pattern, method and status, and counts those in flight', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    metrics.requestStarted();
    metrics.requestStarted();
    metrics.requestFinished('/pages/knowledge-base/[slug]', 'GET', 200, 0.012);
    expect(await samples(metrics, 'portal_http_request_duration_seconds_count')).toEqual([
      'portal_http_request_duration_seconds_count{route="/pages/knowledge-base/[slug]",method="GET",status="200"} 1',
    ]);
    expect(await samples(metrics, 'portal_http_request_duration_seconds_bucket')).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.025",route="/pages/knowledge-base/[slug]",method="GET",status="200"} 1',
    );
    expect(await samples(metrics, 'portal_http_requests_in_flight')).toEqual(['portal_http_requests_in_flight 1']);
    metrics.requestFinished('unmatched', 'GET', 'aborted', 0.5);
    expect(await samples(metrics, 'portal_http_requests_in_flight')).toEqual(['portal_http_requests_in_flight 0']);
  });

  it('reads the render queue when scraped', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    expect(await samples(metrics, 'portal_renders_waiting')).toEqual(['portal_renders_waiting 0']);
    metrics.watchRenders({ running: 8, waiting: 3 });
    expect(await samples(metrics, 'portal_renders_running')).toEqual(['portal_renders_running 8']);
    expect(await samples(metrics, 'portal_renders_waiting')).toEqual(['portal_renders_waiting 3']);
  });

  it('times the wait for a render slot', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    metrics.renderWaited(0.003);
    metrics.renderWaited(0.4);
    expect(await samples(metrics, 'portal_render_queue_wait_seconds_count')).toEqual([
      'portal_render_queue_wait_seconds_count 2',
    ]);
    expect(await samples(metrics, 'portal_render_queue_wait_seconds_bucket')).toContain(
      'portal_render_queue_wait_seconds_bucket{le="0.005"} 1',
    );
  });

  it("exports the event loop's delay: median, 99th percentile and longest since the last scrape", async () => {
    const metrics = createPortalMetrics();
    await new Promise((resolve) => setTimeout(resolve, 40));
    const lines = await samples(metrics, 'portal_event_loop_delay_seconds');
    expect(lines.map((line) => line.split(' ')[0])).toEqual([
      'portal_event_loop_delay_seconds{quantile="0.5"}',
      'portal_event_loop_delay_seconds{quantile="0.99"}',
      'portal_event_loop_delay_seconds{quantile="1"}',
    ]);
  });

  it('counts sign-ins, refusals by reason and rate-limited requests by limit', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    metrics.signedIn();
    metrics.signInRefused('invalidToken');
    metrics.signInRefused('invalidToken');
    metrics.signInRefused('sitePrivileges');
    metrics.rateLimited('sign-in-nonce');
    expect(await samples(metrics, 'portal_sign_ins_total')).toEqual(['portal_sign_ins_total 1']);
    expect(await samples(metrics, 'portal_sign_in_refusals_total')).toEqual([
      'portal_sign_in_refusals_total{reason="invalidToken"} 2',
      'portal_sign_in_refusals_total{reason="sitePrivileges"} 1',
    ]);
    expect(await samples(metrics, 'portal_rate_limited_total')).toEqual([
      'portal_rate_limited_total{limit="sign-in-nonce"} 1',
    ]);
  });

  it('times storage operations by driver and counts the failed ones', async () => {
    const metrics = createPortalMetrics({ processMetrics: false });
    metrics.storageOperation('redis', 'getItem', 0.001, false);
    metrics.storageOperation('redis', 'getItem', 2, true);
    expect(await samples(metrics, 'portal_storage_operation_duration_seconds_count')).toEqual([
      'portal_storage_operation_duration_seconds_count{driver="redis",operation="getItem"} 2',
    ]);
    expect(await samples(metrics, 'portal_storage_operation_errors_total')).toEqual([
      'portal_storage_operation_errors_total{driver="redis",operation="getItem"} 1',
    ]);
  });

  it('keeps a registry of its own, with the process metrics when asked', async () => {
    const bare = createPortalMetrics({ processMetrics: false });
    expect(await bare.registry.metrics()).not.toContain('nodejs_heap_size_used_bytes');
    const full = createPortalMetrics();
    const text = await full.registry.metrics();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total'])
      expect(text).toContain(`# TYPE ${name}`);
  });
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { SERVER_NODE_FLAGS, serverNodeFlags, TRACING_PRELOAD } from '../node-flags.ts';
import { DEFAULT_SERVICE_NAME, tracingRequested, tracingSettingsOf } from './settings.ts';

describe('tracing settings', () => {
  it('are off without a collector, and when the SDK is disabled', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeUndefined();
    const disabled = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' };
    expect(tracingRequested(disabled)).toBe(false);
    expect(tracingSettingsOf(disabled)).toBeUndefined();
  });

  it('are on with OTEL_EXPORTER_OTLP_ENDPOINT or the traces-only endpoint, named client-portal by default', () => {
    expect(tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: DEFAULT_SERVICE_NAME,
    });
    expect(
      tracingSettingsOf({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example/v1/traces',
        OTEL_SERVICE_NAME: 'portal-eu',
      }),
    ).toEqual({ endpoint: 'https://collector.example/v1/traces', serviceName: 'portal-eu' });
    expect(DEFAULT_SERVICE_NAME).toBe('client-portal');
  });

  it('stop the start-up with one line naming the variable when the address is not http(s)', () => {
    expect(() => tracingSettingsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
    expect(() => tracingSettingsOf({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'ftp://collector' })).toThrow(
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http:// or https:// URL, got "ftp://collector".',
    );
  });
});

describe("the server's Node flags", () => {
  it('preload the tracing module only when traces are asked for', () => {
    expect(serverNodeFlags({})).toEqual(SERVER_NODE_FLAGS);
    expect(serverNodeFlags({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toEqual([
      ...SERVER_NODE_FLAGS,
      '--import',
      TRACING_PRELOAD,
    ]);
    expect(existsSync(fileURLToPath(TRACING_PRELOAD))).toBe(true);
  });
});

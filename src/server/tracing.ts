/**
 * Traces (decision 069). Preloaded before the portal: `node --import ./src/server/tracing.ts
 * src/server/main.ts` (src/server/node-flags.ts adds it when tracing is on), because the
 * instrumentations must be in place before node:http and ioredis are first imported. With no
 * `OTEL_EXPORTER_OTLP_ENDPOINT` it does nothing and loads nothing of the SDK.
 */
import { ConfigError } from './config.ts';
import { tracingSettingsOf } from './tracing/settings.ts';

let settings: ReturnType<typeof tracingSettingsOf>;
try {
  settings = tracingSettingsOf(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
if (settings) (await import('./tracing/sdk.ts')).startTracing(settings);

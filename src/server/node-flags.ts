import { tracingRequested } from './tracing/settings.ts';

/**
 * The Node (V8) flags the portal's server process runs with (decision 052). Measured with
 * `npm run bench:server` on two cores: V8's defaults let the young generation grow to 128 MB and
 * the old one to 2–4 times the live heap before collecting, so a process whose live heap is about
 * 50 MB stood at 460–550 MB after load. A 16 MB semi-space and a 1.5× growth step keep it at
 * 250–270 MB at the same requests/s. `npm start`, `npm run serve`, the browser tests' servers and
 * the benchmark all start the server with these.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

/** The preload that starts tracing (src/server/tracing.ts, decision 069), as an absolute address. */
export const TRACING_PRELOAD = new URL('./tracing.ts', import.meta.url).href;

/**
 * The server's Node flags for this environment: with tracing on (`OTEL_EXPORTER_OTLP_ENDPOINT`),
 * also the preload that starts OpenTelemetry before the portal's first import. Without it the
 * process loads nothing of the SDK.
 */
export function serverNodeFlags(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return tracingRequested(env) ? [...SERVER_NODE_FLAGS, '--import', TRACING_PRELOAD] : [...SERVER_NODE_FLAGS];
}

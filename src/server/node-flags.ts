import { tracingRequested } from './tracing/settings.ts';

/**
 * The Node (V8) flags the portal's server process runs with (decisions 052 and 108). Measured with
 * `npm run bench:server` on two cores: V8's defaults let the young generation grow to 128 MB and
 * the old one to 2–4 times the live heap before collecting, so a process whose live heap is about
 * 50 MB stood at 460–550 MB after load. A small semi-space and a 1.5× growth step kept it at
 * 250–310 MB. Once pages rendered faster (300 dashboards/s, 1,000 sign-in pages/s), the old
 * generation grew with the rate to 375 MB; capped at 160 MB (two to four times the 40–75 MB in
 * use under load), the process stays at about 330 MB. `npm start`, `npm run serve`, the browser
 * tests' servers and the benchmark all start the server with these.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=50',
  '--max-old-space-size=160',
];

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

import { ConfigError } from '../config.ts';

/**
 * Whether and how the server sends traces (decision 069). Tracing is off unless the standard
 * OpenTelemetry variable `OTEL_EXPORTER_OTLP_ENDPOINT` (or its traces-only form
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) names a collector; the SDK reads the other `OTEL_*`
 * variables itself (protocol, headers, batching, sampling). `OTEL_SDK_DISABLED=true` turns it
 * off again, as the standard says.
 */
export interface TracingSettings {
  /** The collector's OTLP/HTTP address, as given. */
  endpoint: string;
  /** `service.name` of every span: OTEL_SERVICE_NAME, or the portal's own name. */
  serviceName: string;
}

export const DEFAULT_SERVICE_NAME = 'client-portal';

type Environment = Readonly<Record<string, string | undefined>>;

const endpointNames = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'] as const;

/** Whether this environment asks for traces (a collector named, the SDK not disabled). */
export function tracingRequested(env: Environment): boolean {
  if (env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true') return false;
  return endpointNames.some((name) => Boolean(env[name]?.trim()));
}

/** The tracing settings of this environment; undefined when tracing is off. */
export function tracingSettingsOf(env: Environment): TracingSettings | undefined {
  if (!tracingRequested(env)) return undefined;
  const name = endpointNames.find((candidate) => env[candidate]?.trim()) ?? 'OTEL_EXPORTER_OTLP_ENDPOINT';
  const endpoint = env[name]?.trim() ?? '';
  // A typo here would only show as traces that never arrive: stop at start-up instead, like the
  // portal's other variables (src/server/config.ts).
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol))
    throw new ConfigError(`${name} must be an http:// or https:// URL, got "${endpoint}".`);
  return { endpoint, serviceName: env['OTEL_SERVICE_NAME']?.trim() || DEFAULT_SERVICE_NAME };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON carries it (ids in hex), with its resource's service name. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 2: server, 3: client. */
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  serviceName: string;
}

export interface TraceCollector {
  server: Server;
  url: string;
  /** Every export's body as text (enough to look for a word in). */
  bodies: string[];
  /** Every span of the JSON exports. */
  spans: ExportedSpan[];
  close(): Promise<void>;
}

/**
 * An OpenTelemetry collector played by a suite (portals started with
 * `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`), on a spare 127.0.0.1 port: it keeps what arrives.
 */
export async function startTraceCollector(): Promise<TraceCollector> {
  const bodies: string[] = [];
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const text = Buffer.concat(chunks).toString('utf8');
        bodies.push(text);
        if (request.headers['content-type']?.startsWith('application/json')) {
          const body = JSON.parse(text);
          for (const resourceSpans of body.resourceSpans ?? []) {
            const serviceName = resourceSpans.resource?.attributes?.find(
              (attribute: { key: string }) => attribute.key === 'service.name',
            )?.value?.stringValue;
            for (const scopeSpans of resourceSpans.scopeSpans ?? [])
              for (const span of scopeSpans.spans ?? []) spans.push({ ...span, serviceName });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

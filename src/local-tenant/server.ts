import { createServer, type Server } from 'node:http';

/**
 * The local tenant: stand-ins for the identity provider, the auth API, Microsoft Graph and the
 * reports API, on their own origin so CORS and bearer tokens work as in production.
 * Later issues mount the services; today it answers its health check.
 */
export interface TenantOptions {
  host: string;
  port: number;
  dataDir: string;
  /** Origin of the portal: allowed by CORS, and where the IdP may redirect. */
  portalOrigin: string;
  tokenTtlSeconds: number;
}

export interface RunningTenant {
  url: string;
  close(): Promise<void>;
}

export async function startTenant(options: TenantOptions): Promise<RunningTenant> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'ok', service: 'local-tenant' }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'itemNotFound', message: 'The resource could not be found.' } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    url: `http://localhost:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_API_MOUNT, createAuthApi } from './auth-api.ts';
import { createGraph, GRAPH_MOUNT, generatePhotos } from './graph.ts';
import { sendJson } from './http.ts';
import { createIdp, IDP_MOUNT } from './idp.ts';
import { loadCookieKeys, loadSigningKeys } from './keys.ts';
import { createTokenVerifier } from './tokens.ts';

/**
 * The local tenant: stand-ins for the identity provider (`/idp`, OpenID Connect like Microsoft
 * Entra ID), the auth API (`/auth-api/`) and Microsoft Graph (`/graph/v1.0/`), on their own origin
 * so CORS and bearer tokens work as in production. State (signing keys, cookie keys) lives under
 * `<dataDir>/tenant/`; sessions are in memory.
 */
export interface TenantOptions {
  host: string;
  /** Port to listen on; 0 picks a free one (the returned `url` and `issuer` carry the real port). */
  port: number;
  dataDir: string;
  /** Origin of the portal: allowed by CORS, and where the IdP may redirect. */
  portalOrigin: string;
  tokenTtlSeconds: number;
}

export interface RunningTenant {
  /** `http://localhost:<port>` */
  url: string;
  /** The IdP's issuer, `http://localhost:<port>/idp` (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function underMount(pathname: string, mount: string): boolean {
  return pathname === mount || pathname.startsWith(`${mount}/`);
}

export async function startTenant(options: TenantOptions): Promise<RunningTenant> {
  const portalOrigin = new URL(options.portalOrigin).origin;
  const [jwks, cookieKeys] = await Promise.all([loadSigningKeys(options.dataDir), loadCookieKeys(options.dataDir)]);

  let route: ((pathname: string) => Handler | undefined) | undefined;

  const server: Server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/health') {
      sendJson(res, 200, { status: 'ok', service: 'local-tenant' });
      return;
    }
    const handler = route?.(pathname);
    if (!handler) {
      sendJson(res, 404, { error: { code: 'itemNotFound', message: 'The resource could not be found.' } });
      return;
    }
    handler(req, res).catch((error: unknown) => {
      console.error('[local-tenant]', error);
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'serviceError', message: 'Internal error.' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });

  // The issuer carries the real port, known only once listening (port 0 in tests).
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const issuer = `${url}${IDP_MOUNT}`;
  const verifier = createTokenVerifier(issuer, jwks);
  const idp = createIdp({ issuer, portalOrigin, tokenTtlSeconds: options.tokenTtlSeconds, jwks, cookieKeys });
  idp.provider.on('server_error', (_ctx, error) => console.error('[local-tenant] IdP error:', error));
  const authApi = createAuthApi({ portalOrigin, verifier });
  const graph = createGraph({ portalOrigin, verifier, photos: generatePhotos() });

  route = (pathname) => {
    if (underMount(pathname, IDP_MOUNT)) return idp.handle;
    if (underMount(pathname, AUTH_API_MOUNT)) return authApi;
    if (underMount(pathname, GRAPH_MOUNT)) return graph;
    return undefined;
  };

  return {
    url,
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_API_MOUNT, createAuthApi } from './auth-api.ts';
import { seedBenchmarkContracts } from './drive/benchmark-contracts.ts';
import { BENCHMARK_CLIENT, BENCHMARK_FOLDER } from './drive/contracts.ts';
import { LARGE_FOLDER_PATH, seedLargeFolder } from './drive/large-folder.ts';
import { createLinks, loadLinkSecret } from './drive/links.ts';
import { createDrivePublic, isDrivePublicPath } from './drive/public.ts';
import { createDriveApi } from './drive/routes.ts';
import { createDrives } from './drive/store.ts';
import { createUploads } from './drive/uploads.ts';
import { createFaultSwitches, FAULTS_PATH } from './fault-switches.ts';
import { FaultSyntaxError, type Faults, formatFaults, parseFaults, type StandIn } from './faults.ts';
import { createGraph, GRAPH_MOUNT, generatePhotos } from './graph.ts';
import { sendJson } from './http.ts';
import { createIdp, IDP_MOUNT } from './idp.ts';
import { loadCookieKeys, loadSigningKeys } from './keys.ts';
import { createEmbedTokens } from './reports/embed-tokens.ts';
import { createExports } from './reports/exports.ts';
import { setInvoicesUntil } from './reports/invoices.ts';
import {
  createReportHost,
  createReportsApi,
  isExportPath,
  REPORT_HOST_MOUNT,
  REPORTS_API_MOUNT,
} from './reports/routes.ts';
import { seedClients } from './seed.ts';
import { createTokenVerifier } from './tokens.ts';

/**
 * The local tenant: stand-ins for the identity provider (`/idp`, OpenID Connect like Microsoft
 * Entra ID), the auth API (`/auth-api/`), Microsoft Graph (`/graph/v1.0/`), the reports API
 * (`/api/PowerBiToken/`) and a Power BI report host (`/powerbi/`), on their own origin
 * so CORS and bearer tokens work as in production. State (signing keys, cookie keys, the clients'
 * document libraries under `drives/`) lives under `<dataDir>/tenant/`; sessions are in memory.
 * `/_faults` switches faults of the stand-ins on and off (fault-switches.ts).
 */
export interface TenantOptions {
  host: string;
  /** Port to listen on; 0 picks a free one (the returned `url` and `issuer` carry the real port). */
  port: number;
  dataDir: string;
  /** Origin of the portal: allowed by CORS, and where the IdP may redirect. */
  portalOrigin: string;
  tokenTtlSeconds: number;
  /** Lifetime of the reports API's embed tokens (default 3600). */
  embedTokenTtlSeconds?: number;
  /**
   * Files in Northwind's `Benchmarks/Large folder` (created on start if missing), for benchmarks.
   * Default: the `TENANT_LARGE_FOLDER_ITEMS` environment variable, else 0 (no such folder).
   */
  largeFolderItems?: number;
  /**
   * Contracts in Contoso Bank's `CONTRACT_LOCKER/Benchmark` (added on start if missing), for the
   * register's benchmark. Default: the `TENANT_BENCHMARK_CONTRACTS` environment variable, else 0.
   */
  benchmarkContracts?: number;
  /**
   * The day (`YYYY-MM-DD`) a library seeded now spreads its contracts' dates around; the day is
   * kept with the library, so its register stays as seeded across restarts. Default: the
   * `TENANT_TODAY` environment variable, else today in UTC.
   */
  today?: string;
  /**
   * Fault switches in force from the start, e.g. `graph:429,reports-api:slow=3000` (see the README;
   * `PUT /_faults` replaces them at run time). Default: the `TENANT_FAULTS` environment variable.
   */
  faults?: string;
}

/** Northwind Traders: the client whose library gets the benchmark folder. */
const LARGE_FOLDER_CLIENT = 1001;

function largeFolderItemsFrom(options: TenantOptions): number {
  const value = options.largeFolderItems ?? Number(process.env['TENANT_LARGE_FOLDER_ITEMS'] ?? 0);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`TENANT_LARGE_FOLDER_ITEMS must be a whole number, not ${String(value)}`);
  return value;
}

function benchmarkContractsFrom(options: TenantOptions): number {
  const value = options.benchmarkContracts ?? Number(process.env['TENANT_BENCHMARK_CONTRACTS'] ?? 0);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`TENANT_BENCHMARK_CONTRACTS must be a whole number, not ${String(value)}`);
  return value;
}

function todayFrom(options: TenantOptions): string | undefined {
  const value = options.today ?? process.env['TENANT_TODAY'];
  if (value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new Error(`TENANT_TODAY must be a day such as 2026-11-26, not ${value}`);
  return value;
}

function faultsFrom(options: TenantOptions): Faults {
  const fromOption = options.faults !== undefined;
  try {
    return parseFaults(options.faults ?? process.env['TENANT_FAULTS'] ?? '');
  } catch (error) {
    if (!(error instanceof FaultSyntaxError)) throw error;
    throw new Error(`${fromOption ? 'The faults option' : 'TENANT_FAULTS'}: ${error.message}`);
  }
}

export interface RunningTenant {
  /** `http://localhost:<port>` */
  url: string;
  /** The IdP's issuer, `http://localhost:<port>/idp` (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
interface Route {
  standIn: StandIn;
  handle: Handler;
}

function underMount(pathname: string, mount: string): boolean {
  return pathname === mount || pathname.startsWith(`${mount}/`);
}

export async function startTenant(options: TenantOptions): Promise<RunningTenant> {
  const portalOrigin = new URL(options.portalOrigin).origin;
  const largeFolderItems = largeFolderItemsFrom(options);
  const benchmarkContracts = benchmarkContractsFrom(options);
  const today = todayFrom(options);
  // The invoice world runs up to the tenant's day: the report host and the libraries' extracts agree.
  setInvoicesUntil(today ?? new Date().toISOString().slice(0, 10));
  const faults = createFaultSwitches(faultsFrom(options), portalOrigin);
  const initialFaults = formatFaults(faults.current());
  if (initialFaults) console.log(`[local-tenant] Fault switches on: ${initialFaults}`);
  const [jwks, cookieKeys, linkSecret] = await Promise.all([
    loadSigningKeys(options.dataDir),
    loadCookieKeys(options.dataDir),
    loadLinkSecret(options.dataDir),
  ]);
  // Each client's library is seeded once, when its folder does not exist: in the background of
  // the start, and any drive request waits for its library (benchmark folder included).
  const drives = createDrives(options.dataDir, seedClients, {
    ...(today ? { today } : {}),
    async afterSeed(client) {
      if (benchmarkContracts > 0 && client.hubspot_company_xref === BENCHMARK_CLIENT) {
        const started = Date.now();
        const { written } = await seedBenchmarkContracts(options.dataDir, benchmarkContracts, today);
        if (written > 0)
          console.log(`[local-tenant] ${BENCHMARK_FOLDER}: wrote ${written} contracts in ${Date.now() - started} ms`);
      }
      if (largeFolderItems === 0 || client.hubspot_company_xref !== LARGE_FOLDER_CLIENT) return;
      const started = Date.now();
      const { written } = await seedLargeFolder(options.dataDir, client.siteID, largeFolderItems);
      if (written > 0)
        console.log(`[local-tenant] ${LARGE_FOLDER_PATH}: wrote ${written} files in ${Date.now() - started} ms`);
    },
  });
  drives.prepareAll().catch((error: unknown) => console.error('[local-tenant] Seeding the libraries failed:', error));
  const uploads = await createUploads(options.dataDir);

  let route: ((pathname: string) => Route | undefined) | undefined;

  const server: Server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/health') {
      sendJson(res, 200, { status: 'ok', service: 'local-tenant' });
      return;
    }
    const failed = (error: unknown) => {
      console.error('[local-tenant]', error);
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'serviceError', message: 'Internal error.' } });
      else res.end();
    };
    if (pathname === FAULTS_PATH) {
      faults.control(req, res).catch(failed);
      return;
    }
    const found = route?.(pathname);
    if (!found) {
      sendJson(res, 404, { error: { code: 'itemNotFound', message: 'The resource could not be found.' } });
      return;
    }
    faults
      .apply(found.standIn, req, res)
      .then((answered) => (answered ? undefined : found.handle(req, res)))
      .catch(failed);
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
  const links = createLinks(linkSecret);
  const drive = createDriveApi({ baseUrl: url, graphMount: GRAPH_MOUNT, links, drives, uploads });
  const drivePublic = createDrivePublic({
    baseUrl: url,
    portalOrigin,
    links,
    drives,
    uploads,
    graphContext: `${url}${GRAPH_MOUNT}/$metadata#driveItem`,
  });
  const graph = createGraph({ portalOrigin, verifier, photos: generatePhotos(), drive });
  const embedTokens = createEmbedTokens();
  const reportsApi = createReportsApi({
    // The report host answers at 127.0.0.1, another site than the portal's localhost, as Power BI
    // (app.powerbi.com) is in every real environment: the browser then runs the report in its own
    // process, and its rendering does not block the portal's page (Lighthouse's mobile run saw
    // 490 ms of blocking time from a same-site stand-in that Power BI never causes).
    baseUrl: `http://127.0.0.1:${port}`,
    portalOrigin,
    verifier,
    embedTokens,
    embedTokenTtlSeconds: options.embedTokenTtlSeconds ?? 3600,
    exports: createExports(),
  });
  const reportHost = createReportHost({ portalOrigin, embedTokens });

  route = (pathname) => {
    // Graph's pre-authenticated URLs (downloads, thumbnails, uploads) belong to the Graph stand-in.
    if (isDrivePublicPath(pathname)) return { standIn: 'graph', handle: drivePublic };
    if (underMount(pathname, IDP_MOUNT)) return { standIn: 'idp', handle: idp.handle };
    if (underMount(pathname, AUTH_API_MOUNT)) return { standIn: 'auth-api', handle: authApi };
    if (underMount(pathname, GRAPH_MOUNT)) return { standIn: 'graph', handle: graph };
    if (isExportPath(pathname)) return { standIn: 'report-export', handle: reportsApi };
    if (underMount(pathname, REPORTS_API_MOUNT)) return { standIn: 'reports-api', handle: reportsApi };
    if (underMount(pathname, REPORT_HOST_MOUNT)) return { standIn: 'report-host', handle: reportHost };
    return undefined;
  };

  return {
    url,
    issuer,
    async close() {
      faults.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await drives.settled();
    },
  };
}

/**
 * The reports API stand-in (`GET /api/PowerBiToken/report/...`, the provider's backend that asks
 * Power BI for embed tokens) and the report host that stands in for Power BI's report iframe
 * (`/powerbi/reportEmbed`, speaking powerbi-client's postMessage protocol, see host/host.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { decodeUriPart, handleCors, sendError, sendJson } from '../http.ts';
import { clientHasFeature, findClient, type SeedUser, seedClients, seedUsers, TENANT_ID } from '../seed.ts';
import { engageUserOf, type TokenVerifier } from '../tokens.ts';
import type { EmbedTokens } from './embed-tokens.ts';
import { invoiceIntel, invoicesOf, vendorIntel } from './invoices.ts';

export const REPORTS_API_MOUNT = '/api/PowerBiToken';
export const REPORT_HOST_MOUNT = '/powerbi';

/** The two reports of the workspace, by name in the reports API's paths. */
export const REPORT_IDS = {
  InvoiceIntel: '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70',
  VendorIntel: '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19',
} as const;
type ReportName = keyof typeof REPORT_IDS;

/** The answer of both PowerBiToken calls, in the production backend's shape (see docs/calls.md). */
export interface EmbedInfo {
  reportId: string;
  embedUrl: string;
  embedToken: { token: string; expiration: string };
}

export function createReportsApi(options: {
  baseUrl: string;
  portalOrigin: string;
  verifier: TokenVerifier;
  embedTokens: EmbedTokens;
  embedTokenTtlSeconds: number;
}) {
  const { baseUrl, portalOrigin, verifier, embedTokens, embedTokenTtlSeconds } = options;

  const embedInfo = (report: ReportName, user: SeedUser, xrefs: number[]): EmbedInfo => {
    const reportId = REPORT_IDS[report];
    const { token, expiration } = embedTokens.issue({ rid: reportId, xrefs, oid: user.oid }, embedTokenTtlSeconds);
    return {
      reportId,
      embedUrl: `${baseUrl}${REPORT_HOST_MOUNT}/reportEmbed?reportId=${reportId}&ctid=${TENANT_ID}`,
      embedToken: { token, expiration: expiration.toISOString() },
    };
  };

  return async function handleReportsApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (handleCors(req, res, portalOrigin, { methods: 'GET, OPTIONS' })) return;
    if (req.method !== 'GET') {
      sendError(res, 405, 'methodNotAllowed', 'Only GET is supported.', { allow: 'GET, OPTIONS' });
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://tenant').pathname;
    const invoice = /^\/api\/PowerBiToken\/report\/InvoiceIntel\/xref\/([^/]+)$/.exec(pathname);
    const vendor = pathname === `${REPORTS_API_MOUNT}/report/VendorIntel`;
    if (!invoice && !vendor) {
      sendError(res, 404, 'notFound', 'The resource could not be found.');
      return;
    }
    const user = await engageUserOf(req, res, verifier);
    if (!user) return;
    if (invoice) {
      const raw = decodeUriPart(invoice[1] ?? '');
      if (raw === undefined) {
        sendError(res, 400, 'invalidRequest', 'The xref in the path is not validly percent-encoded.');
        return;
      }
      const xref = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(xref) || !findClient(xref)) {
        sendError(res, 404, 'clientNotFound', `There is no client with xref ${raw}.`);
        return;
      }
      if (!user.access.some((access) => access.hubspot_company_xref === xref)) {
        sendError(res, 403, 'accessDenied', 'You do not have access to the invoice report of this client.');
        return;
      }
      // Access to the client is not enough: the client must have taken Invoice Intelligence, for
      // its own people and the provider's staff alike (the portal's decision 059).
      if (!clientHasFeature(xref, 'INVOICE_INTEL')) {
        sendError(res, 403, 'featureNotGranted', 'This client does not have Invoice Intelligence.');
        return;
      }
      sendJson(res, 200, embedInfo('InvoiceIntel', user, [xref]));
      return;
    }
    // The vendor report has no client in its path: it covers every client the user may see.
    const xrefs = user.access.map((access) => access.hubspot_company_xref);
    if (xrefs.length === 0) {
      sendError(res, 403, 'accessDenied', 'You do not have access to any client.');
      return;
    }
    sendJson(res, 200, embedInfo('VendorIntel', user, xrefs));
  };
}

const hostDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'host');
/** Apache ECharts (the "common" build: line, bar, pie) draws the charts of the report host. */
const echartsFile = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('echarts'))),
  'dist',
  'echarts.common.min.js',
);

interface StaticAsset {
  raw: Buffer;
  gzip: Buffer;
  type: string;
  /** A content hash: the host page asks for `?v=<version>`, so the file can be cached for good. */
  version: string;
}

function asset(raw: Buffer, type: string): StaticAsset {
  return { raw, gzip: gzipSync(raw), type, version: createHash('sha256').update(raw).digest('hex').slice(0, 12) };
}

async function loadAsset(file: string, type: string): Promise<StaticAsset> {
  return asset(await readFile(file), type);
}

/**
 * The host page's script: written in TypeScript (type-checked with the DOM's types), served as the
 * JavaScript esbuild makes of it once per start. Type-only imports vanish, so the output is a plain
 * script; its version is the hash of that output.
 */
async function loadScript(file: string): Promise<StaticAsset> {
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    target: 'es2022',
    sourcefile: path.basename(file),
  });
  return asset(Buffer.from(code), 'text/javascript; charset=utf-8');
}

function sendAsset(req: IncomingMessage, res: ServerResponse, asset: StaticAsset, cache: string) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? asset.gzip : asset.raw;
  res.writeHead(200, {
    'content-type': asset.type,
    'content-length': body.length,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(body);
}

/** Versioned URLs never change: cache them for a year; anything else is checked each time. */
function cacheFor(url: URL, asset: StaticAsset): string {
  return url.searchParams.get('v') === asset.version ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

let hostAssets: Promise<[StaticAsset, StaticAsset, StaticAsset]> | undefined;

/** The host's script, style sheet and ECharts: read (and the script transpiled) once per process. */
function loadHostAssets() {
  hostAssets ??= Promise.all([
    loadScript(path.join(hostDir, 'host.ts')),
    loadAsset(path.join(hostDir, 'host.css'), 'text/css; charset=utf-8'),
    loadAsset(echartsFile, 'text/javascript; charset=utf-8'),
  ]);
  return hostAssets;
}

export function createReportHost(options: { portalOrigin: string; embedTokens: EmbedTokens }) {
  const { portalOrigin, embedTokens } = options;
  const assets = loadHostAssets();
  const knownReports = new Set<string>(Object.values(REPORT_IDS));
  // The data is deterministic: each report is computed once per set of clients.
  const reportData = new Map<string, ReturnType<typeof invoiceIntel> | ReturnType<typeof vendorIntel>>();
  const dataOf = (reportId: string, xrefs: number[]) => {
    const key = `${reportId}:${xrefs.join(',')}`;
    let data = reportData.get(key);
    if (!data) {
      const clients = xrefs.map((xref) => findClient(xref)).filter((client) => client !== undefined);
      const invoices = clients.flatMap((client) => invoicesOf(client.hubspot_company_xref));
      const names = clients.map((client) => client.client_name);
      data = reportId === REPORT_IDS.InvoiceIntel ? invoiceIntel(names, invoices) : vendorIntel(names, invoices);
      reportData.set(key, data);
    }
    return data;
  };
  // Computed ahead in the background, so the first report opened does not wait for it.
  setTimeout(() => {
    for (const client of seedClients) dataOf(REPORT_IDS.InvoiceIntel, [client.hubspot_company_xref]);
    for (const user of seedUsers) {
      const xrefs = user.access.map((access) => access.hubspot_company_xref);
      if (xrefs.length) dataOf(REPORT_IDS.VendorIntel, xrefs);
    }
  }, 0).unref();

  return async function handleReportHost(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://tenant');
    const [hostJs, hostCss, echarts] = await assets;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'methodNotAllowed', 'Only GET is supported.', { allow: 'GET' });
      return;
    }
    switch (url.pathname) {
      case `${REPORT_HOST_MOUNT}/reportEmbed`: {
        const reportId = url.searchParams.get('reportId') ?? '';
        const html = `<!doctype html>
<html lang="en" data-portal-origin="${escapeAttribute(portalOrigin)}" data-report-id="${escapeAttribute(reportId)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report</title>
<link rel="stylesheet" href="${REPORT_HOST_MOUNT}/host.css?v=${hostCss.version}">
<script src="${REPORT_HOST_MOUNT}/echarts.js?v=${echarts.version}" defer></script>
<script src="${REPORT_HOST_MOUNT}/host.js?v=${hostJs.version}" defer></script>
</head>
<body><main id="report" aria-busy="true"><p class="placeholder">Loading report…</p></main></body>
</html>`;
        res.writeHead(knownReports.has(reportId) ? 200 : 404, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors ${portalOrigin}; base-uri 'none'; form-action 'none'`,
          'x-content-type-options': 'nosniff',
        });
        res.end(html);
        return;
      }
      case `${REPORT_HOST_MOUNT}/host.js`:
        sendAsset(req, res, hostJs, cacheFor(url, hostJs));
        return;
      case `${REPORT_HOST_MOUNT}/host.css`:
        sendAsset(req, res, hostCss, cacheFor(url, hostCss));
        return;
      case `${REPORT_HOST_MOUNT}/echarts.js`:
        sendAsset(req, res, echarts, cacheFor(url, echarts));
        return;
    }
    // The host reads a report's data with the embed token it was given: GET .../reports/{id}/data.
    const data = /^\/powerbi\/reports\/([0-9a-f-]{36})\/(data|verify)$/.exec(url.pathname);
    if (!data) {
      sendError(res, 404, 'notFound', 'The resource could not be found.');
      return;
    }
    const reportId = data[1] ?? '';
    const header = String(req.headers.authorization ?? '');
    const token = /^EmbedToken\s+(\S+)$/.exec(header)?.[1] ?? '';
    const check = embedTokens.check(token, reportId);
    if (!check.ok) {
      if (check.reason === 'expired')
        sendError(res, 403, 'TokenExpired', 'Access token has expired, resubmit with a new access token.');
      else if (check.reason === 'foreign')
        sendError(res, 403, 'Forbidden', 'The embed token was issued for another report.');
      else if (check.reason === 'incomplete')
        sendError(res, 401, 'InvalidAuthenticationToken', 'The embed token has no issue or expiry time.');
      else sendError(res, 403, 'Forbidden', 'The embed token is not valid.');
      return;
    }
    const { claims } = check;
    if (data[2] === 'verify') {
      sendJson(res, 200, { expiration: new Date(claims.exp).toISOString() });
      return;
    }
    const body = dataOf(reportId, claims.xrefs);
    sendJson(res, 200, { expiration: new Date(claims.exp).toISOString(), data: body });
  };
}

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
import { build } from 'esbuild';
import { decodeUriPart, handleCors, sendError, sendJson } from '../http.ts';
import { clientHasFeature, findClient, type SeedUser, seedClients, seedUsers, TENANT_ID } from '../seed.ts';
import { engageUserOf, type TokenVerifier } from '../tokens.ts';
import type { EmbedTokens } from './embed-tokens.ts';
import { type Exports, POLL_SECONDS } from './exports.ts';
import { filtersFromQuery, NO_FILTERS } from './invoices.ts';
import { REPORT_IDS, REPORT_PAGES, type ReportName, reportDataOf } from './report-data.ts';
import { REPORT_CULTURES } from './translations.ts';
import { decodeViewState } from './view-state.ts';

export const REPORTS_API_MOUNT = '/api/PowerBiToken';
export const REPORT_HOST_MOUNT = '/powerbi';

export { REPORT_IDS };

/** The export calls (their own stand-in in the fault switches: `report-export:500`, `report-export:slow=MS`). */
export function isExportPath(pathname: string): boolean {
  return /^\/api\/PowerBiToken\/(report\/.+\/ExportTo|exports\/.*)$/.test(pathname);
}

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
  /** The export jobs (their faults are `report-export:…`). */
  exports: Exports;
}) {
  const { baseUrl, portalOrigin, verifier, embedTokens, embedTokenTtlSeconds, exports } = options;

  const embedInfo = (report: ReportName, user: SeedUser, xrefs: number[]): EmbedInfo => {
    const reportId = REPORT_IDS[report];
    const { token, expiration } = embedTokens.issue({ rid: reportId, xrefs, oid: user.oid }, embedTokenTtlSeconds);
    return {
      reportId,
      embedUrl: `${baseUrl}${REPORT_HOST_MOUNT}/reportEmbed?reportId=${reportId}&ctid=${TENANT_ID}`,
      embedToken: { token, expiration: expiration.toISOString() },
    };
  };

  /** The clients a person sees `report` for, or the refusal already sent. */
  const reportAccess = (
    res: ServerResponse,
    user: SeedUser,
    report: ReportName,
    rawXref: string | undefined,
  ): number[] | undefined => {
    if (report === 'InvoiceIntel') {
      const raw = decodeUriPart(rawXref ?? '');
      if (raw === undefined) {
        sendError(res, 400, 'invalidRequest', 'The xref in the path is not validly percent-encoded.');
        return undefined;
      }
      const xref = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(xref) || !findClient(xref)) {
        sendError(res, 404, 'clientNotFound', `There is no client with xref ${raw}.`);
        return undefined;
      }
      if (!user.access.some((access) => access.hubspot_company_xref === xref)) {
        sendError(res, 403, 'accessDenied', 'You do not have access to the invoice report of this client.');
        return undefined;
      }
      // Access to the client is not enough: the client must have taken Invoice Intelligence, for
      // its own people and the provider's staff alike (the portal's decision 059).
      if (!clientHasFeature(xref, 'INVOICE_INTEL')) {
        sendError(res, 403, 'featureNotGranted', 'This client does not have Invoice Intelligence.');
        return undefined;
      }
      return [xref];
    }
    // The vendor report has no client in its path: it covers every client the user may see.
    const xrefs = user.access.map((access) => access.hubspot_company_xref);
    if (xrefs.length === 0) {
      sendError(res, 403, 'accessDenied', 'You do not have access to any client.');
      return undefined;
    }
    return xrefs;
  };

  /** `POST .../ExportTo`: starts an export of the view in the body's bookmark state. */
  const startExport = async (
    req: IncomingMessage,
    res: ServerResponse,
    user: SeedUser,
    report: ReportName,
    xrefs: number[],
  ) => {
    const body = (await readJson(req).catch(() => undefined)) as
      | { format?: unknown; powerBIReportConfiguration?: { defaultBookmark?: { state?: unknown } } }
      | undefined;
    const format = body?.format;
    if (format !== 'PDF' && format !== 'PPTX') {
      sendError(res, 400, 'invalidRequest', 'format must be PDF or PPTX.');
      return;
    }
    const reportId = REPORT_IDS[report];
    const pages = REPORT_PAGES[reportId]?.pages ?? [];
    const stateText = body?.powerBIReportConfiguration?.defaultBookmark?.state;
    const view =
      stateText === undefined
        ? { reportId, page: pages[0]?.name ?? '', filters: NO_FILTERS }
        : decodeViewState(String(stateText));
    if (!view || view.reportId !== reportId) {
      sendError(res, 400, 'invalidBookmark', 'The bookmark state is not one of this report.');
      return;
    }
    if (!pages.some((page) => page.name === view.page)) {
      sendError(res, 400, 'pageNotFound', `The report has no page named ${view.page}.`);
      return;
    }
    const job = exports.start({ oid: user.oid, report, reportId, format, view, xrefs });
    sendJson(res, 202, job, { 'retry-after': String(POLL_SECONDS) });
  };

  /** `GET|DELETE .../exports/{id}` and `GET .../exports/{id}/file`: only the person who started it. */
  const exportCall = async (req: IncomingMessage, res: ServerResponse, user: SeedUser, id: string, file: boolean) => {
    if (req.method === 'DELETE' && !file) {
      if (exports.cancel(id, user.oid)) res.writeHead(204).end();
      else sendError(res, 404, 'exportNotFound', 'There is no export with this id.');
      return;
    }
    if (req.method !== 'GET') {
      sendError(res, 405, 'methodNotAllowed', 'Not supported here.', { allow: file ? 'GET' : 'GET, DELETE' });
      return;
    }
    if (file) {
      const found = await exports.file(id, user.oid);
      if (!found) {
        sendError(res, 404, 'exportNotFound', 'There is no finished export with this id.');
        return;
      }
      res.writeHead(200, {
        'content-type':
          found.format === 'PDF'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        'content-length': found.bytes.length,
        'content-disposition': `attachment; filename="${found.name.replace(/[^\w .-]/g, '_')}"`,
        'cache-control': 'no-store',
      });
      res.end(found.bytes);
      return;
    }
    const job = exports.status(id, user.oid);
    if (!job) {
      sendError(res, 404, 'exportNotFound', 'There is no export with this id.');
      return;
    }
    const running = job.status === 'NotStarted' || job.status === 'Running';
    sendJson(res, running ? 202 : 200, job, running ? { 'retry-after': String(POLL_SECONDS) } : {});
  };

  return async function handleReportsApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (
      handleCors(req, res, portalOrigin, {
        methods: 'GET, POST, DELETE, OPTIONS',
        exposeHeaders: 'Retry-After, Content-Disposition',
      })
    )
      return;
    const pathname = new URL(req.url ?? '/', 'http://tenant').pathname;
    const invoice = /^\/api\/PowerBiToken\/report\/InvoiceIntel\/xref\/([^/]+?)(\/ExportTo)?$/.exec(pathname);
    const vendor = /^\/api\/PowerBiToken\/report\/VendorIntel(\/ExportTo)?$/.exec(pathname);
    const exportPath = /^\/api\/PowerBiToken\/exports\/([0-9a-f-]{36})(\/file)?$/.exec(pathname);
    if (!invoice && !vendor && !exportPath) {
      sendError(res, 404, 'notFound', 'The resource could not be found.');
      return;
    }
    const exporting = Boolean((invoice ?? vendor)?.at(-1));
    const method = exporting ? 'POST' : 'GET';
    if (!exportPath && req.method !== method) {
      sendError(res, 405, 'methodNotAllowed', `Only ${method} is supported.`, { allow: `${method}, OPTIONS` });
      return;
    }
    const user = await engageUserOf(req, res, verifier);
    if (!user) return;
    if (exportPath) {
      await exportCall(req, res, user, exportPath[1] ?? '', Boolean(exportPath[2]));
      return;
    }
    const report: ReportName = invoice ? 'InvoiceIntel' : 'VendorIntel';
    const xrefs = reportAccess(res, user, report, invoice?.[1]);
    if (!xrefs) return;
    if (exporting) await startExport(req, res, user, report, xrefs);
    else sendJson(res, 200, embedInfo(report, user, xrefs));
  };
}

async function readJson(req: IncomingMessage, limit = 16_384): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const buffer = Buffer.isBuffer(part) ? part : Buffer.from(String(part));
    size += buffer.length;
    if (size > limit) throw new Error('Request body too large');
    chunks.push(buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
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
 * The host page's script: written in TypeScript as modules, one per concern (type-checked with the
 * DOM's types), served as the one plain script esbuild bundles of them once per start. Type-only
 * imports vanish, so none of the tenant's own code comes along; its version is the hash of that
 * output.
 */
async function loadScript(file: string): Promise<StaticAsset> {
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [script] = outputFiles;
  if (!script) throw new Error(`esbuild made no script of ${file}`);
  return asset(Buffer.from(script.contents), 'text/javascript; charset=utf-8');
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
  const dataOf = reportDataOf;
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
    // The report's slicers narrow what it shows: `?status=Paid&months=12`.
    const body = dataOf(reportId, claims.xrefs, filtersFromQuery(url.searchParams));
    // The model's translations come with its data, as a Power BI semantic model carries its cultures.
    sendJson(res, 200, { expiration: new Date(claims.exp).toISOString(), data: body, cultures: REPORT_CULTURES });
  };
}

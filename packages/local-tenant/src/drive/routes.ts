/**
 * The drive part of the Graph stand-in: `sites/{siteId}/drive/…` (and `drives/{driveId}/…`) with
 * Graph's addressing (`root`, `items/{id}`, `root:/a/b:`, `items/{id}:/a:`), children with
 * `$top`/`$skiptoken` paging and `@odata.nextLink`, `$expand=thumbnails`, `$select`, `content`
 * (a redirect to the download URL) and uploads. Access follows the seed: a user reaches only the
 * sites of clients they hold a privilege on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import { decodeUriPart, sendJson } from '../http.ts';
import { type SeedUser, serverApplication } from '../seed.ts';
import { FieldsError, parseFieldsPatch } from './fields.ts';
import { driveItemJson, type RenderContext } from './items.ts';
import { createLibraryCalls } from './library.ts';
import { DOWNLOAD_MOUNT, type Links, UPLOAD_MOUNT } from './links.ts';
import { fieldValueSetJson, listItemETag, listItemJson, listItemRecord } from './list-items.ts';
import { hiddenFrom, mayCreateIn, roleOn } from './organise.ts';
import { recentListItems, recentQueryProblem } from './recent.ts';
import { compareNames, type Drive, type Drives, type Entry, isValidName, joinPath, parentOf } from './store.ts';
import { type ConflictBehavior, parseConflictBehavior, UploadError, type Uploads } from './uploads.ts';

export const DEFAULT_PAGE_SIZE = 200;
export const MAX_PAGE_SIZE = 999;
/** Scopes that allow writing to a library. */
const WRITE_SCOPES = ['Files.ReadWrite.All', 'Sites.ReadWrite.All', 'Files.ReadWrite'];

export interface DriveCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path below the Graph mount, still percent-encoded, without outer slashes. */
  resource: string;
  user: SeedUser;
  claims: JWTPayload;
  headers: Record<string, string>;
  fail(status: number, code: string, message: string, headers?: Record<string, string>): void;
}

export function isDriveResource(resource: string): boolean {
  return /^(sites|drives)\//i.test(resource);
}

type Action = 'item' | 'children' | 'content' | 'createuploadsession' | 'listItem' | 'fields';

interface Target {
  base: { root: true } | { id: string };
  /** Path segments after the base (decoded), from `:/a/b:` addressing. */
  path: string[];
  action: Action;
}

class BadRequest extends Error {}

/** Parses what follows `drive/`: `root`, `items/{id}`, optional `:/path:`, optional `/children` etc. */
export function parseTarget(rest: string): Target | undefined {
  let base: Target['base'];
  let after: string;
  const rootMatch = /^(items\/)?root(?=$|[/:])/i.exec(rest);
  const itemMatch = /^items\/([^/:]+)/i.exec(rest);
  if (rootMatch) {
    base = { root: true };
    after = rest.slice(rootMatch[0].length);
  } else if (itemMatch?.[1]) {
    base = { id: decode(itemMatch[1]) };
    after = rest.slice(itemMatch[0].length);
  } else return undefined;
  let path: string[] = [];
  if (after.startsWith(':')) {
    const body = after.slice(1);
    const end = body.indexOf(':');
    const pathPart = end < 0 ? body : body.slice(0, end);
    after = end < 0 ? '' : body.slice(end + 1);
    path = pathPart.split('/').filter(Boolean).map(decode);
    if (path.some((segment) => !isValidName(segment))) throw new BadRequest('Invalid path.');
  }
  const action = after.replace(/\/+$/, '').toLowerCase();
  const actions: Record<string, Action> = {
    '': 'item',
    '/children': 'children',
    '/content': 'content',
    '/createuploadsession': 'createuploadsession',
    '/listitem': 'listItem',
    '/listitem/fields': 'fields',
  };
  const parsed = actions[action];
  return parsed ? { base, path, action: parsed } : undefined;
}

function decode(segment: string): string {
  const decoded = decodeUriPart(segment);
  if (decoded === undefined) throw new BadRequest('Invalid request path.');
  return decoded;
}

/** Index of the first name after `after` in sorted `names` (binary search). */
function firstAfter(names: readonly string[], after: string): number {
  let low = 0;
  let high = names.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareNames(names[middle] ?? '', after) > 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

function encodeSkipToken(lastName: string): string {
  return Buffer.from(`Paged=TRUE&p_FileLeafRef=${encodeURIComponent(lastName)}`).toString('base64url');
}

function decodeSkipToken(token: string): string | undefined {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^Paged=TRUE&p_FileLeafRef=(.*)$/.exec(text);
  return match ? decodeUriPart(match[1] ?? '') : undefined;
}

/** Query string like Graph writes it: `$` left as is, everything else percent-encoded. */
function queryString(params: [string, string][]): string {
  return params
    .map(([key, value]) => `${encodeURIComponent(key).replace(/^%24/, '$')}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Splits `$expand` at its top-level commas: `thumbnails,listItem($expand=fields)`. */
function expandParts(param: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of param) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

interface Expand {
  thumbnails: boolean;
  /** `listItem`, with its fields when `listItem($expand=fields)`. */
  listItem: { fields: boolean } | undefined;
}

/** The `$expand` values the stand-in serves (thumbnails, listItem, listItem's fields), or undefined. */
export function parseExpand(param: string | null): Expand | undefined {
  const expand: Expand = { thumbnails: false, listItem: undefined };
  for (const part of expandParts(param ?? '')) {
    const lower = part.toLowerCase().replace(/\s+/g, '');
    if (lower === 'thumbnails' || lower.startsWith('thumbnails(')) expand.thumbnails = true;
    else if (lower === 'listitem') expand.listItem = { fields: false };
    else if (lower === 'listitem($expand=fields)' || /^listitem\(\$expand=fields\(\$select=[\w,]+\)\)$/.test(lower))
      expand.listItem = { fields: true };
    else return undefined;
  }
  return expand;
}

export function hasWriteScope(claims: JWTPayload): boolean {
  // The portal server's site grant (Sites.Selected) is `write` (decision 141); where it writes is
  // the organising rule's `portal` role.
  if (Array.isArray(claims['roles']) && claims['roles'].includes('Sites.Selected')) return true;
  const granted = `${String(claims['scp'] ?? '')} ${String(claims['scope'] ?? '')}`.split(/\s+/);
  return WRITE_SCOPES.some((scope) => granted.includes(scope));
}

async function readJson(req: IncomingMessage, limit = 65_536): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    size += (part as Buffer).length;
    if (size > limit) throw new BadRequest('The request body is too large.');
    chunks.push(part as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

export interface DriveApiOptions {
  baseUrl: string;
  graphMount: string;
  links: Links;
  drives: Drives;
  uploads: Uploads;
}

export function createDriveApi(options: DriveApiOptions) {
  const { baseUrl, graphMount, links, drives, uploads } = options;
  const notFound = (call: DriveCall) => call.fail(404, 'itemNotFound', 'The resource could not be found.');
  const library = createLibraryCalls({
    baseUrl,
    graphMount,
    links,
    parseTarget,
    hasWriteScope,
    pageSizes: { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
  });

  return async function handleDrive(call: DriveCall): Promise<void> {
    const { req, res, url, user } = call;
    const segments = call.resource.split('/');
    let drive: Drive | undefined;
    let rest: string;
    let contextBase: string;
    try {
      if (segments[0]?.toLowerCase() === 'sites') {
        const siteId = decode(segments[1] ?? '');
        if (segments[2]?.toLowerCase() !== 'drive') {
          call.fail(
            400,
            'BadRequest',
            'The local tenant serves only the default drive of a site: sites/{site-id}/drive/….',
          );
          return;
        }
        drive = await drives.bySite(siteId);
        rest = segments.slice(3).join('/');
        contextBase = `sites('${siteId}')/drive`;
      } else {
        drive = await drives.byDriveId(decode(segments[1] ?? ''));
        rest = segments.slice(2).join('/');
        contextBase = `drives('${decode(segments[1] ?? '')}')`;
      }
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      call.fail(400, 'BadRequest', error.message);
      return;
    }
    if (!drive) return notFound(call);
    const client = drive.client;
    if (!user.access.some((access) => access.hubspot_company_xref === client.hubspot_company_xref)) {
      call.fail(403, 'accessDenied', 'Access denied');
      return;
    }
    const context = `${baseUrl}${graphMount}/$metadata#${contextBase}`;
    // Search, sorting, organising, versions and the PDF rendition (library.ts).
    if (await library(call, drive, rest, context)) return;

    if (rest === '' || rest === '/') {
      if (req.method !== 'GET') return methodNotAllowed(call);
      sendJson(
        res,
        200,
        {
          '@odata.context': `${context}/$entity`,
          driveType: 'documentLibrary',
          id: drive.driveId,
          name: 'Documents',
          webUrl: `${baseUrl}${graphMount}/sites/${encodeURIComponent(drive.siteId)}/drive/root`,
        },
        call.headers,
      );
      return;
    }

    // The library's list items, most recently changed first (recent.ts).
    if (rest.toLowerCase() === 'list/items') {
      if (req.method !== 'GET') return methodNotAllowed(call);
      const problem = recentQueryProblem(url);
      if (problem) {
        call.fail(400, 'invalidRequest', problem);
        return;
      }
      const value = await recentListItems(drive, url, { baseUrl, links, thumbnails: false }, (relPath) =>
        hiddenFrom(user, relPath),
      );
      sendJson(res, 200, { '@odata.context': `${context}/list/items`, value }, call.headers);
      return;
    }

    let target: Target | undefined;
    try {
      target = parseTarget(rest);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      call.fail(400, 'invalidRequest', error.message);
      return;
    }
    if (!target) {
      call.fail(400, 'BadRequest', `Resource not found for the segment '${rest.split(/[/:]/)[0] ?? ''}'.`);
      return;
    }

    const baseRel = 'id' in target.base ? await drive.resolveId(target.base.id) : '';
    if (baseRel === undefined) return notFound(call);
    const relPath = target.path.reduce(joinPath, baseRel);
    if (hiddenFrom(user, relPath)) return notFound(call);
    const contextPath = `${context}/${'id' in target.base ? `items('${target.base.id}')` : 'root'}`;

    // Writes: simple upload and upload sessions.
    if ((target.action === 'content' && req.method === 'PUT') || target.action === 'createuploadsession') {
      if (target.action === 'createuploadsession' && req.method !== 'POST') return methodNotAllowed(call);
      if (!hasWriteScope(call.claims)) {
        call.fail(403, 'accessDenied', 'Access denied');
        return;
      }
      const name = relPath ? relPath.slice(relPath.lastIndexOf('/') + 1) : '';
      if (!name) {
        call.fail(400, 'invalidRequest', 'Name a file: items/{parent-id}:/{filename}:/content.');
        return;
      }
      // Where a person may upload is where they may create an item (organise.ts, decision 074):
      // staff anywhere, a client user outside the reserved folders (the contract locker among
      // them), a vendor user nowhere.
      if (!mayCreateIn(roleOn(user, drive.client.hubspot_company_xref), parentOf(relPath), name)) {
        call.fail(403, 'accessDenied', 'Access denied');
        return;
      }
      const person = { displayName: user.displayName, email: user.email, id: user.oid };
      try {
        if (target.action === 'content') {
          const conflict =
            parseConflictBehavior(url.searchParams.get('@microsoft.graph.conflictBehavior')) ?? 'replace';
          const committed = await uploads.simple(drive, parentOf(relPath), name, conflict, person, req);
          await sendItem(call, drive, committed.relPath, committed.created ? 201 : 200, `${context}/items/$entity`);
        } else {
          const body = (await readJson(req)) as { item?: Record<string, unknown> };
          const item = typeof body.item === 'object' && body.item ? body.item : {};
          const conflict: ConflictBehavior =
            parseConflictBehavior(item['@microsoft.graph.conflictBehavior']) ??
            parseConflictBehavior(url.searchParams.get('@microsoft.graph.conflictBehavior')) ??
            'replace';
          const fileSize = typeof item['fileSize'] === 'number' ? item['fileSize'] : undefined;
          const session = await uploads.createSession(drive, parentOf(relPath), name, conflict, person, fileSize);
          sendJson(
            res,
            200,
            {
              '@odata.context': `${baseUrl}${graphMount}/$metadata#microsoft.graph.uploadSession`,
              expirationDateTime: session.expirationDateTime,
              nextExpectedRanges: session.nextExpectedRanges,
              uploadUrl: `${baseUrl}${UPLOAD_MOUNT}/${session.id}`,
            },
            call.headers,
          );
        }
      } catch (error) {
        if (error instanceof UploadError) call.fail(error.status, error.code, error.message);
        else if (error instanceof BadRequest) call.fail(400, 'invalidRequest', error.message);
        else throw error;
      }
      return;
    }

    const itemPath = `${context}/items('${drive.idOf(relPath)}')`;
    if (target.action === 'fields' && req.method === 'PATCH') {
      await patchFields(call, drive, relPath, itemPath);
      return;
    }
    if (req.method !== 'GET') return methodNotAllowed(call);
    const entry = await drive.entry(relPath);
    if (!entry) return notFound(call);

    if (target.action === 'fields' || target.action === 'listItem') {
      const record = await listItemRecord(drive, relPath);
      if (target.action === 'fields') {
        const body = {
          '@odata.context': `${itemPath}/listItem/fields/$entity`,
          ...fieldValueSetJson(drive, entry, record),
        };
        sendJson(res, 200, body, call.headers);
        return;
      }
      // `listItem?$expand=fields`: the list item with its fieldValueSet.
      const withFields = expandParts(url.searchParams.get('$expand') ?? '').some((part) => /^fields(\(|$)/i.test(part));
      const item = listItemJson(drive, entry, record, {
        withFields,
        fieldsContext: `${itemPath}/listItem/fields/$entity`,
      });
      sendJson(res, 200, { '@odata.context': `${itemPath}/listItem/$entity`, ...item }, call.headers);
      return;
    }

    const expand = parseExpand(url.searchParams.get('$expand'));
    if (!expand) {
      call.fail(
        400,
        'invalidRequest',
        'The local tenant supports only $expand=thumbnails and $expand=listItem($expand=fields).',
      );
      return;
    }
    const selectParam = url.searchParams.get('$select');
    const render: RenderContext = {
      baseUrl,
      links,
      thumbnails: expand.thumbnails,
      ...(selectParam ? { select: selectParam.split(',').map((s) => s.trim()) } : {}),
    };
    const withListItem = async (target: Entry, json: Record<string, unknown>) => {
      if (!expand.listItem) return json;
      const record = await listItemRecord(drive, target.relPath);
      json['listItem'] = listItemJson(drive, target, record, { withFields: expand.listItem.fields });
      return json;
    };

    if (target.action === 'content') {
      if (entry.folder) return notFound(call);
      const token = links.sign({ s: drive.siteKey, p: entry.relPath, k: 'd' });
      res.writeHead(302, { location: `${baseUrl}${DOWNLOAD_MOUNT}/${token}`, 'content-length': '0', ...call.headers });
      res.end();
      return;
    }

    if (target.action === 'item') {
      const item = await withListItem(entry, await driveItemJson(drive, entry, render));
      const entity = relPath === '' && !('id' in target.base) ? `${context}/root/$entity` : `${context}/items/$entity`;
      sendJson(res, 200, { '@odata.context': entity, ...item }, call.headers);
      return;
    }

    // Children, paged.
    if (!entry.folder) {
      sendJson(res, 200, { '@odata.context': `${contextPath}/children`, value: [] }, call.headers);
      return;
    }
    const topParam = url.searchParams.get('$top');
    const top = topParam === null ? DEFAULT_PAGE_SIZE : Number(topParam);
    if (!Number.isInteger(top) || top < 1 || top > MAX_PAGE_SIZE) {
      call.fail(400, 'invalidRequest', `Invalid $top value: it must be an integer from 1 to ${MAX_PAGE_SIZE}.`);
      return;
    }
    const skipToken = url.searchParams.get('$skiptoken');
    const after = skipToken === null ? undefined : decodeSkipToken(skipToken);
    if (skipToken !== null && after === undefined) {
      call.fail(400, 'invalidRequest', 'Invalid $skiptoken.');
      return;
    }
    const names = (await drive.childNames(relPath)).filter((name) => !hiddenFrom(user, joinPath(relPath, name)));
    const start = after === undefined ? 0 : firstAfter(names, after);
    const page = names.slice(start, start + top);
    const entries = (await Promise.all(page.map((name) => drive.entry(joinPath(relPath, name))))).filter(
      (child) => child !== undefined,
    );
    const value = await Promise.all(
      entries.map(async (child) => withListItem(child, await driveItemJson(drive, child, render))),
    );
    const body: Record<string, unknown> = { '@odata.context': `${contextPath}/children` };
    const last = page[page.length - 1];
    if (start + top < names.length && last !== undefined) {
      const params = [...url.searchParams].filter(([key]) => key !== '$skiptoken');
      params.push(['$skiptoken', encodeSkipToken(last)]);
      body['@odata.nextLink'] = `${baseUrl}${graphMount}/${call.resource}?${queryString(params)}`;
    }
    body['value'] = value;
    sendJson(res, 200, body, call.headers);
  };

  /**
   * `PATCH …/items/{id}/listItem/fields`: a partial fieldValueSet of the library's columns, with
   * If-Match against the list item's eTag; answers the whole fieldValueSet. Only provider staff
   * (EFI_USER on the client), or the portal's server app (which writes them for staff), may change
   * a library's columns; its client's people read them.
   */
  async function patchFields(call: DriveCall, drive: Drive, relPath: string, itemPath: string): Promise<void> {
    const access = call.user.access.find((each) => each.hubspot_company_xref === drive.client.hubspot_company_xref);
    const staff = hasWriteScope(call.claims) && access?.roles.includes('EFI_USER');
    if (!staff && call.user !== serverApplication) {
      call.fail(403, 'accessDenied', 'Access denied');
      return;
    }
    const entry = await drive.entry(relPath);
    if (!entry) return notFound(call);
    try {
      const values = parseFieldsPatch(await readJson(call.req));
      const ifMatch = call.req.headers['if-match'];
      const record = await drive.fields.update(relPath, values, {
        ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
        eTagOf: (version) => listItemETag(drive, relPath, version),
        person: { displayName: call.user.displayName, email: call.user.email, id: call.user.oid },
      });
      const body = {
        '@odata.context': `${itemPath}/listItem/fields/$entity`,
        ...fieldValueSetJson(drive, entry, record),
      };
      sendJson(call.res, 200, body, { ...call.headers, etag: listItemETag(drive, relPath, record.version) });
    } catch (error) {
      if (error instanceof FieldsError) call.fail(error.status, error.code, error.message);
      else if (error instanceof BadRequest) call.fail(400, 'invalidRequest', error.message);
      else throw error;
    }
  }

  function methodNotAllowed(call: DriveCall): void {
    call.fail(405, 'Request_BadRequest', 'Specified HTTP method is not allowed for the request target.');
  }

  async function sendItem(call: DriveCall, drive: Drive, relPath: string, status: number, context: string) {
    const entry = await drive.entry(relPath);
    if (!entry) throw new Error(`Uploaded item ${relPath} vanished`);
    const item = await driveItemJson(drive, entry, { baseUrl, links, thumbnails: false });
    sendJson(call.res, status, { '@odata.context': context, ...item }, call.headers);
  }
}

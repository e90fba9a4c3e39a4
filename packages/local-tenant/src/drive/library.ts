import { GraphFailure } from './graph-failure.ts';
/**
 * The document-library calls beyond listing and uploading, in Graph's shapes and with Graph's
 * errors: `search(q='…')`, `$orderby` on children, new folder (`POST …/children`), rename and move
 * (`PATCH`), delete, check-out / check-in, versions (list, content, `restoreVersion`) and the PDF
 * rendition (`content?format=pdf`). routes.ts hands every drive call here first; a call that is
 * not one of these is left to it.
 */

import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import { decodeUriPart, sendJson } from '../http.ts';
import type { SeedUser } from '../seed.ts';
import { driveItemJson, eTagOf, mimeTypeOf, type RenderContext } from './items.ts';
import { DOWNLOAD_MOUNT, type Links } from './links.ts';
import { nameProblem, nameProblemMessage, pathProblem } from './names.ts';
import { compareBy, decodeOrderToken, encodeOrderToken, firstAfter, parseOrderBy, sortedChildren } from './order.ts';
import {
  accessDenied,
  type Conflict,
  checkIfMatch,
  checkNotLocked,
  createFolder,
  hiddenFrom,
  inRfpFiles,
  mayChange,
  mayCreateIn,
  moveItem,
  personOf,
  removeItem,
  roleOn,
} from './organise.ts';
import { pdfRendition } from './preview.ts';
import { createSearch, parseSearchCall } from './search.ts';
import { type Drive, type Entry, joinPath, nameOf, parentOf } from './store.ts';
import { findVersion, restoreVersion, versionList, versionsFolder } from './versions.ts';

/** What this module needs of a drive call (routes.ts's `DriveCall`). */
interface LibraryCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  resource: string;
  user: SeedUser;
  claims: JWTPayload;
  headers: Record<string, string>;
  fail(status: number, code: string, message: string, headers?: Record<string, string>): void;
}

interface Addressed {
  base: { root: true } | { id: string };
  path: string[];
  action: string;
}

export interface LibraryOptions {
  baseUrl: string;
  graphMount: string;
  links: Links;
  /** routes.ts's parser of `root`, `items/{id}`, `:/path:` and the action after them. */
  parseTarget(rest: string): Addressed | undefined;
  hasWriteScope(claims: JWTPayload): boolean;
  /** Items a page by default and at most (routes.ts's, so every listing pages alike). */
  pageSizes: { default: number; max: number };
}

type Special =
  | { kind: 'search'; prefix: string; q: string }
  | { kind: 'versions'; prefix: string; version?: string; action?: 'content' | 'restoreversion' }
  | { kind: 'restore' | 'checkout' | 'checkin'; prefix: string };

/**
 * Whether a suffix such as `/versions` may follow `prefix`: after `root`, `items/{id}` or a closed
 * `:/path:`, not inside a path (`root:/versions` is the item named versions).
 */
function endsAddress(prefix: string): boolean {
  return /^(items\/)?root$/i.test(prefix) || /^items\/[^/:]+$/i.test(prefix) || /:.*:$/.test(prefix);
}

/** Recognises the calls routes.ts's parser does not know. */
export function parseSpecial(rest: string): Special | undefined {
  const special = specialCall(rest);
  return special && endsAddress(special.prefix) ? special : undefined;
}

function specialCall(rest: string): Special | undefined {
  const search = /^(.+?)\/(search(?:\(|%28).*)$/i.exec(rest);
  if (search) {
    const q = parseSearchCall(decodeUriPart(search[2] ?? '') ?? '');
    return q === undefined ? undefined : { kind: 'search', prefix: search[1] ?? '', q };
  }
  const versions = /^(.+?)\/versions(?:\/([^/]+)(?:\/(content|restoreversion))?)?\/?$/i.exec(rest);
  if (versions) {
    const version = versions[2] === undefined ? undefined : decodeUriPart(versions[2]);
    const action = versions[3]?.toLowerCase() as 'content' | 'restoreversion' | undefined;
    return {
      kind: 'versions',
      prefix: versions[1] ?? '',
      ...(version === undefined ? {} : { version }),
      ...(action ? { action } : {}),
    };
  }
  const other = /^(.+?)\/(restore|checkout|checkin)\/?$/i.exec(rest);
  if (other)
    return { kind: (other[2] ?? '').toLowerCase() as 'restore' | 'checkout' | 'checkin', prefix: other[1] ?? '' };
  return undefined;
}

function parseConflict(value: unknown): Conflict | undefined {
  return value === 'fail' || value === 'rename' || value === 'replace' ? value : undefined;
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    size += (part as Buffer).length;
    if (size > 65_536) throw new GraphFailure(400, 'invalidRequest', 'The request body is too large.');
    chunks.push(part as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new GraphFailure(400, 'invalidRequest', 'The request body is not valid JSON.');
}

function pageSize(url: URL, sizes: LibraryOptions['pageSizes']): number {
  const topParam = url.searchParams.get('$top');
  const top = topParam === null ? sizes.default : Number(topParam);
  if (!Number.isInteger(top) || top < 1 || top > sizes.max)
    throw new GraphFailure(400, 'invalidRequest', `Invalid $top value: it must be an integer from 1 to ${sizes.max}.`);
  return top;
}

/** Where a page starts: the `$skiptoken` of an @odata.nextLink this library wrote (0 without one). */
function skipOf(url: URL): number {
  const token = url.searchParams.get('$skiptoken');
  const start = token === null ? 0 : Number(Buffer.from(token, 'base64url').toString('utf8'));
  if (!Number.isInteger(start) || start < 0) throw new GraphFailure(400, 'invalidRequest', 'Invalid $skiptoken.');
  return start;
}

export function createLibraryCalls(options: LibraryOptions) {
  const { baseUrl, graphMount, links } = options;
  const search = createSearch();
  const render: RenderContext = { baseUrl, links, thumbnails: false };

  const nextLink = (call: LibraryCall, token: string) => {
    const params = [...call.url.searchParams].filter(([key]) => key !== '$skiptoken');
    params.push(['$skiptoken', token]);
    const query = params
      .map(([key, value]) => `${encodeURIComponent(key).replace(/^%24/, '$')}=${encodeURIComponent(value)}`)
      .join('&');
    return `${baseUrl}${graphMount}/${call.resource}?${query}`;
  };

  const resolve = async (drive: Drive, target: Addressed): Promise<string | undefined> => {
    const baseRel = 'id' in target.base ? await drive.resolveId(target.base.id) : '';
    return baseRel === undefined ? undefined : target.path.reduce(joinPath, baseRel);
  };

  const item = async (drive: Drive, relPath: string) => {
    const entry = await drive.entry(relPath);
    if (!entry) throw new GraphFailure(404, 'itemNotFound', 'The resource could not be found.');
    return entry;
  };

  const sendItem = async (call: LibraryCall, drive: Drive, entry: Entry, status: number, context: string) => {
    const json = await driveItemJson(drive, entry, render);
    sendJson(
      call.res,
      status,
      { '@odata.context': `${context}/items/$entity`, ...json },
      { ...call.headers, etag: eTagOf(drive, entry) },
    );
  };

  const noContent = (call: LibraryCall) => {
    call.res.writeHead(204, { ...call.headers, 'content-length': '0' });
    call.res.end();
  };

  async function handle(call: LibraryCall, drive: Drive, rest: string, context: string): Promise<boolean> {
    const method = call.req.method ?? 'GET';
    const special = parseSpecial(rest);
    let target: Addressed | undefined;
    try {
      target = options.parseTarget(special ? special.prefix : rest);
    } catch {
      return false;
    }
    if (!target) return false;
    if (special && target.action !== 'item') return false;
    const plain = !special;
    const isOrderedListing =
      plain && target.action === 'children' && method === 'GET' && call.url.searchParams.has('$orderby');
    const isCreate = plain && target.action === 'children' && method === 'POST';
    const isChange = plain && target.action === 'item' && (method === 'PATCH' || method === 'DELETE');
    const isRendition = plain && target.action === 'content' && method === 'GET' && call.url.searchParams.has('format');
    const isUpload =
      plain && ((target.action === 'content' && method === 'PUT') || target.action === 'createuploadsession');
    if (isUpload) {
      // Replacing a file someone else has checked out: 423 here; everything else of uploads in routes.ts.
      const relPath = await resolve(drive, target).catch(() => undefined);
      const holder = relPath ? (await drive.meta(relPath))?.checkedOutBy : undefined;
      if (!holder || holder.id === call.user.oid) return false;
      call.fail(423, 'resourceLocked', `The file is checked out by ${holder.displayName}.`);
      return true;
    }
    if (!special && !isOrderedListing && !isCreate && !isChange && !isRendition) return false;

    try {
      const relPath = await resolve(drive, target);
      if (relPath === undefined || hiddenFrom(call.user, relPath))
        throw new GraphFailure(404, 'itemNotFound', 'The resource could not be found.');
      const role = roleOn(call.user, drive.client.hubspot_company_xref);
      const writing = method !== 'GET';
      if (writing && (!options.hasWriteScope(call.claims) || role === 'none')) throw accessDenied();
      // The portal's server writes only its RFP files (a new top folder of theirs: mayCreateIn).
      if (writing && role === 'portal' && relPath !== '' && !inRfpFiles(relPath)) throw accessDenied();

      if (special?.kind === 'search') {
        if (method !== 'GET') return methodNotAllowed(call);
        const scope = await item(drive, relPath);
        if (!scope.folder) throw new GraphFailure(400, 'invalidRequest', 'Search needs a folder.');
        const top = pageSize(call.url, options.pageSizes);
        const start = skipOf(call.url);
        const found = (await search.find(drive, relPath, special.q)).filter((each) => !hiddenFrom(call.user, each));
        const page = found.slice(start, start + top);
        const entries = (await Promise.all(page.map((found) => drive.entry(found)))).filter((e) => e !== undefined);
        const value = await Promise.all(entries.map((entry) => driveItemJson(drive, entry, render)));
        const body: Record<string, unknown> = {
          '@odata.context': `${baseUrl}${graphMount}/$metadata#Collection(driveItem)`,
        };
        if (start + top < found.length)
          body['@odata.nextLink'] = nextLink(call, Buffer.from(String(start + top)).toString('base64url'));
        body['value'] = value;
        sendJson(call.res, 200, body, call.headers);
        return true;
      }

      if (special?.kind === 'restore') {
        throw new GraphFailure(
          501,
          'notSupported',
          'Restoring a deleted driveItem is available for OneDrive Personal only, not for a document library.',
        );
      }

      if (special?.kind === 'checkout' || special?.kind === 'checkin') {
        if (method !== 'POST') return methodNotAllowed(call);
        const entry = await item(drive, relPath);
        if (entry.folder) throw new GraphFailure(400, 'invalidRequest', 'Only files can be checked out.');
        await checkNotLocked(drive, relPath, call.user);
        const meta = (await drive.meta(relPath)) ?? {};
        if (special.kind === 'checkout')
          await drive.recordWrite(relPath, { ...meta, checkedOutBy: personOf(call.user) });
        else {
          const { checkedOutBy: _released, ...rest } = meta;
          await drive.recordWrite(relPath, rest);
        }
        noContent(call);
        return true;
      }

      if (special?.kind === 'versions') {
        const entry = await item(drive, relPath);
        if (entry.folder) throw new GraphFailure(400, 'invalidRequest', 'Folders have no versions.');
        const meta = await drive.meta(relPath);
        const id = drive.idOf(relPath);
        const versionsContext = `${context}/items('${id}')/versions`;
        if (special.version === undefined) {
          if (method !== 'GET') return methodNotAllowed(call);
          // Graph lists versions newest first and pages a long history with @odata.nextLink; it
          // takes $top but not $orderby.
          if (call.url.searchParams.has('$orderby'))
            throw new GraphFailure(400, 'invalidRequest', '$orderby is not supported on versions.');
          const top = pageSize(call.url, options.pageSizes);
          const start = skipOf(call.url);
          const all = versionList(entry, meta);
          const body: Record<string, unknown> = { '@odata.context': versionsContext };
          if (start + top < all.length)
            body['@odata.nextLink'] = nextLink(call, Buffer.from(String(start + top)).toString('base64url'));
          body['value'] = all.slice(start, start + top);
          sendJson(call.res, 200, body, call.headers);
          return true;
        }
        const isCurrent = /^(\d+)(?:\.0)?$/.exec(special.version)?.[1] === String(entry.version);
        const kept = isCurrent ? undefined : findVersion(meta, special.version);
        if (!isCurrent && !kept) throw new GraphFailure(404, 'itemNotFound', 'The version could not be found.');
        if (special.action === undefined) {
          if (method !== 'GET') return methodNotAllowed(call);
          const listed = versionList(entry, meta).find(
            (v) => v['id'] === `${isCurrent ? entry.version : kept?.version}.0`,
          );
          sendJson(call.res, 200, { '@odata.context': `${versionsContext}/$entity`, ...listed }, call.headers);
          return true;
        }
        if (special.action === 'content') {
          if (method !== 'GET') return methodNotAllowed(call);
          if (isCurrent || !kept) {
            const token = links.sign({ s: drive.siteKey, p: relPath, k: 'd' });
            call.res.writeHead(302, {
              location: `${baseUrl}${DOWNLOAD_MOUNT}/${token}`,
              'content-length': '0',
              ...call.headers,
            });
            call.res.end();
            return true;
          }
          call.res.writeHead(200, {
            ...call.headers,
            'content-type': mimeTypeOf(entry.name),
            'content-length': String(kept.size),
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(entry.name)}`,
          });
          createReadStream(`${versionsFolder(drive, relPath)}/${kept.version}`).pipe(call.res);
          return true;
        }
        if (method !== 'POST') return methodNotAllowed(call);
        // Restoring is writing new content: allowed where an upload would be.
        if (!mayCreateIn(role, parentOf(relPath))) throw accessDenied();
        await checkNotLocked(drive, relPath, call.user);
        if (kept) await restoreVersion(drive, relPath, kept, personOf(call.user));
        noContent(call);
        return true;
      }

      if (isOrderedListing) {
        const folder = await item(drive, relPath);
        const order = parseOrderBy(call.url.searchParams.get('$orderby') ?? '');
        if (!order)
          throw new GraphFailure(
            400,
            'invalidRequest',
            '$orderby takes name, lastModifiedDateTime or size, then asc or desc.',
          );
        const contextPath = `${context}/${'id' in target.base ? `items('${target.base.id}')` : 'root'}/children`;
        if (!folder.folder) {
          sendJson(call.res, 200, { '@odata.context': contextPath, value: [] }, call.headers);
          return true;
        }
        const top = pageSize(call.url, options.pageSizes);
        const token = call.url.searchParams.get('$skiptoken');
        const after = token === null ? undefined : decodeOrderToken(token);
        if (token !== null && !after) throw new GraphFailure(400, 'invalidRequest', 'Invalid $skiptoken.');
        const compare = compareBy(order);
        const rows = await sortedChildren(drive, relPath, order);
        const start = after ? firstAfter(rows, after, compare) : 0;
        const page = rows.slice(start, start + top);
        const entries = (await Promise.all(page.map((row) => drive.entry(joinPath(relPath, row.name))))).filter(
          (entry) => entry !== undefined,
        );
        const body: Record<string, unknown> = { '@odata.context': contextPath };
        const last = page[page.length - 1];
        if (start + top < rows.length && last) body['@odata.nextLink'] = nextLink(call, encodeOrderToken(last));
        // Like plain children: `$expand=thumbnails` and `$select` (validated by routes.ts's rules).
        const expand = call.url.searchParams.get('$expand') ?? '';
        const select = call.url.searchParams.get('$select');
        const listing: RenderContext = {
          ...render,
          thumbnails: /(^|,)\s*thumbnails/i.test(expand),
          ...(select ? { select: select.split(',').map((name) => name.trim()) } : {}),
        };
        body['value'] = await Promise.all(entries.map((entry) => driveItemJson(drive, entry, listing)));
        sendJson(call.res, 200, body, call.headers);
        return true;
      }

      if (isRendition) {
        const format = call.url.searchParams.get('format')?.toLowerCase();
        if (format !== 'pdf')
          throw new GraphFailure(400, 'invalidRequest', 'The local tenant converts to format=pdf only.');
        const entry = await item(drive, relPath);
        const pdf = await pdfRendition(drive, entry);
        if (!pdf) throw new GraphFailure(406, 'notSupported', `Conversion of ${entry.name} to pdf is not supported.`);
        call.res.writeHead(200, {
          ...call.headers,
          'content-type': 'application/pdf',
          'content-length': String(pdf.length),
          'cache-control': 'no-store',
        });
        call.res.end(pdf);
        return true;
      }

      if (isCreate) {
        const parent = await item(drive, relPath);
        if (!parent.folder) throw new GraphFailure(400, 'invalidRequest', 'Items can be created in folders only.');
        const body = await readJsonBody(call.req);
        const name = typeof body['name'] === 'string' ? body['name'] : '';
        if (typeof body['folder'] !== 'object' || body['folder'] === null)
          throw new GraphFailure(
            400,
            'invalidRequest',
            'The local tenant creates folders only: send { name, folder: {} }.',
          );
        const problem = pathProblem(relPath, name);
        if (problem) throw new GraphFailure(400, 'invalidRequest', nameProblemMessage(problem));
        if (!mayCreateIn(role, relPath, name)) throw accessDenied();
        const conflict =
          parseConflict(body['@microsoft.graph.conflictBehavior']) ??
          parseConflict(call.url.searchParams.get('@microsoft.graph.conflictBehavior')) ??
          'fail';
        if (conflict === 'replace' && !(await mayChange(drive, role, call.user, joinPath(relPath, name)))) {
          if (await drive.entry(joinPath(relPath, name))) throw accessDenied();
        }
        const created = await createFolder(drive, relPath, name, conflict, call.user);
        await sendItem(call, drive, await item(drive, created), 201, context);
        return true;
      }

      // PATCH or DELETE of an item.
      const entry = await item(drive, relPath);
      if (!(await mayChange(drive, role, call.user, relPath))) throw accessDenied();
      await checkNotLocked(drive, relPath, call.user);
      const ifMatch = call.req.headers['if-match'];
      checkIfMatch(typeof ifMatch === 'string' ? ifMatch : undefined, eTagOf(drive, entry));
      if (method === 'DELETE') {
        await removeItem(drive, relPath);
        noContent(call);
        return true;
      }
      const body = await readJsonBody(call.req);
      const newName = body['name'] === undefined ? nameOf(relPath) : body['name'];
      if (typeof newName !== 'string') throw new GraphFailure(400, 'invalidRequest', 'name must be a string.');
      const problem = nameProblem(newName);
      if (problem) throw new GraphFailure(400, 'invalidRequest', nameProblemMessage(problem));
      let newParent = parentOf(relPath);
      const reference = body['parentReference'];
      if (reference !== undefined) {
        const parentId =
          typeof reference === 'object' && reference !== null
            ? (reference as Record<string, unknown>)['id']
            : undefined;
        if (typeof parentId !== 'string')
          throw new GraphFailure(400, 'invalidRequest', 'parentReference needs the id of the new parent.');
        const found = await drive.resolveId(parentId);
        if (found === undefined) throw new GraphFailure(404, 'itemNotFound', 'The new parent could not be found.');
        const parentEntry = await item(drive, found);
        if (!parentEntry.folder) throw new GraphFailure(400, 'invalidRequest', 'The new parent is not a folder.');
        newParent = found;
      }
      const pathIssue = pathProblem(newParent, newName);
      if (pathIssue) throw new GraphFailure(400, 'invalidRequest', nameProblemMessage(pathIssue));
      if (newParent !== parentOf(relPath) && !mayCreateIn(role, newParent)) throw accessDenied();
      const conflict =
        parseConflict(body['@microsoft.graph.conflictBehavior']) ??
        parseConflict(call.url.searchParams.get('@microsoft.graph.conflictBehavior')) ??
        'fail';
      const moved = await moveItem(drive, relPath, newParent, newName, conflict);
      const meta = (await drive.meta(moved)) ?? {};
      await drive.recordWrite(moved, { ...meta, lastModifiedBy: personOf(call.user) });
      await sendItem(call, drive, await item(drive, moved), 200, context);
      return true;
    } catch (error) {
      if (!(error instanceof GraphFailure)) throw error;
      call.fail(error.status, error.code, error.message);
      return true;
    }
  }

  function methodNotAllowed(call: LibraryCall): true {
    call.fail(405, 'Request_BadRequest', 'Specified HTTP method is not allowed for the request target.');
    return true;
  }

  return handle;
}

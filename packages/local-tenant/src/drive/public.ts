/**
 * The drive's pre-authenticated URLs, served without a bearer token like Graph's: downloads
 * (`/graph/download/<token>`, attachment), views (`/graph/view/<token>`, inline for safe types, a
 * plain listing for folders), thumbnails (`/graph/thumbnails/<token>`) and upload session URLs
 * (`/graph/upload/<session>`: PUT fragments, GET status, DELETE to cancel).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { graphError } from '../graph.ts';
import { escapeHtml, handleCors, sendHtml, sendJson } from '../http.ts';
import { pdfPagePng, thumbnailPng } from './images.ts';
import { driveItemJson, isSafeInline, mimeTypeOf, thumbnailDimensions, thumbnailSource } from './items.ts';
import { DOWNLOAD_MOUNT, type LinkClaims, type Links, THUMBNAIL_MOUNT, UPLOAD_MOUNT, VIEW_MOUNT } from './links.ts';
import { clientColour } from './seed-tree.ts';
import { type Drive, type Drives, joinPath } from './store.ts';
import { UploadError, type Uploads } from './uploads.ts';

const MOUNTS = [DOWNLOAD_MOUNT, VIEW_MOUNT, THUMBNAIL_MOUNT, UPLOAD_MOUNT];

export function isDrivePublicPath(pathname: string): boolean {
  return MOUNTS.some((mount) => pathname.startsWith(`${mount}/`));
}

/** `Content-Disposition` with an ASCII fallback name and the exact name in UTF-8 (`filename*=UTF-8''…`). */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A single `Range: bytes=a-b` (or `a-`, `-n`) against `size`, or undefined for none / unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

export interface DrivePublicOptions {
  baseUrl: string;
  portalOrigin: string;
  links: Links;
  drives: Drives;
  uploads: Uploads;
  /** Graph's JSON for a committed upload (201/200 at the last fragment). */
  graphContext: string;
}

export function createDrivePublic(options: DrivePublicOptions) {
  const { baseUrl, portalOrigin, links, drives, uploads } = options;
  const thumbnails = new Map<string, Buffer>();

  return async function handleDrivePublic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (
      handleCors(req, res, portalOrigin, {
        methods: 'GET, HEAD, PUT, DELETE, OPTIONS',
        exposeHeaders: 'request-id, content-disposition, content-length, content-range',
      })
    )
      return;
    const requestId = randomUUID();
    const ids = { 'request-id': requestId };
    const fail = (status: number, code: string, message: string) =>
      sendJson(res, status, graphError(code, message, requestId), ids);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const mount = MOUNTS.find((m) => pathname.startsWith(`${m}/`)) ?? '';
    const token = pathname.slice(mount.length + 1);

    if (mount === UPLOAD_MOUNT) {
      try {
        if (req.method === 'PUT') {
          const result = await uploads.fragment(token, req);
          if ('status' in result) {
            sendJson(res, 202, result.status, ids);
            return;
          }
          const entry = await result.drive.entry(result.committed.relPath);
          if (!entry) throw new Error('Uploaded item vanished');
          const item = await driveItemJson(result.drive, entry, { baseUrl, links, thumbnails: false });
          sendJson(res, result.committed.created ? 201 : 200, { '@odata.context': options.graphContext, ...item }, ids);
        } else if (req.method === 'GET') {
          const status = uploads.status(token);
          if (status) sendJson(res, 200, status, ids);
          else fail(404, 'itemNotFound', 'The upload session was not found or has expired.');
        } else if (req.method === 'DELETE') {
          if (await uploads.cancel(token)) {
            res.writeHead(204, ids);
            res.end();
          } else fail(404, 'itemNotFound', 'The upload session was not found or has expired.');
        } else fail(405, 'Request_BadRequest', 'Specified HTTP method is not allowed for the request target.');
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        fail(error.status, error.code, error.message);
      }
      return;
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      fail(405, 'Request_BadRequest', 'Specified HTTP method is not allowed for the request target.');
      return;
    }
    const claims = links.verify(token);
    const expectedKind = mount === DOWNLOAD_MOUNT ? 'd' : mount === VIEW_MOUNT ? 'v' : 't';
    if (!claims || claims.k !== expectedKind) {
      fail(401, 'unauthenticated', 'The link is invalid or has expired.');
      return;
    }
    const drive = await findDrive(claims);
    const entry = drive ? await drive.entry(claims.p) : undefined;
    if (!drive || !entry) {
      fail(404, 'itemNotFound', 'The resource could not be found.');
      return;
    }

    if (claims.k === 't') {
      const source = await thumbnailSource(drive, entry);
      const size = claims.z ?? 'medium';
      if (!source) {
        fail(404, 'itemNotFound', 'The resource could not be found.');
        return;
      }
      const key = `${drive.siteKey}\u0000${entry.relPath}\u0000${entry.modified.getTime()}\u0000${entry.size}\u0000${size}`;
      let png = thumbnails.get(key);
      let type = 'image/png';
      if (!png) {
        const target = thumbnailDimensions(source, size);
        const file = drive.absolute(entry.relPath);
        if (source.kind === 'pdf') {
          const seed = createHash('sha256').update(key).digest().readUInt32BE(0);
          png = pdfPagePng(target, seed, clientColour(drive.client));
        } else {
          const bytes = await readFile(file);
          png = await thumbnailPng(bytes, mimeTypeOf(entry.name), target);
          // An image it cannot decode (damaged, or too large) is served as it is.
          if (!png) {
            png = bytes;
            type = mimeTypeOf(entry.name);
          }
        }
        if (type === 'image/png') {
          if (thumbnails.size > 500) thumbnails.clear();
          thumbnails.set(key, png);
        }
      }
      res.writeHead(200, {
        'content-type': type,
        'content-length': png.length,
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
        ...ids,
      });
      res.end(req.method === 'HEAD' ? undefined : png);
      return;
    }

    if (entry.folder) {
      if (claims.k === 'd') {
        fail(404, 'itemNotFound', 'The resource could not be found.');
        return;
      }
      await sendFolderPage(res, drive, entry.relPath, entry.name);
      return;
    }

    const type = mimeTypeOf(entry.name);
    const inline = claims.k === 'v' && isSafeInline(type);
    const headers: Record<string, string | number> = {
      'content-type': type,
      'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', entry.name),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'last-modified': entry.modified.toUTCString(),
      etag: `"${entry.version}-${entry.size}-${entry.modified.getTime()}"`,
      ...ids,
    };
    // Uploaded files are anyone's content on the identity provider's origin: never let them run.
    if (!inline) headers['content-security-policy'] = 'sandbox';
    const range = parseRange(req.headers.range, entry.size);
    if (range === 'invalid') {
      res.writeHead(416, { 'content-range': `bytes */${entry.size}`, ...ids });
      res.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: entry.size - 1 };
    if (range) headers['content-range'] = `bytes ${start}-${end}/${entry.size}`;
    headers['content-length'] = Math.max(0, end - start + 1);
    res.writeHead(range ? 206 : 200, headers);
    if (req.method === 'HEAD' || entry.size === 0) {
      res.end();
      return;
    }
    const stream = createReadStream(drive.absolute(entry.relPath), { start, end });
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };

  function findDrive(claims: LinkClaims): Promise<Drive | undefined> {
    return drives.bySiteKey(claims.s);
  }

  async function sendFolderPage(res: ServerResponse, drive: Drive, relPath: string, name: string) {
    const names = await drive.childNames(relPath);
    const rows: string[] = [];
    for (const child of names.slice(0, 1000)) {
      const entry = await drive.entry(joinPath(relPath, child));
      if (!entry) continue;
      const href = `${baseUrl}${VIEW_MOUNT}/${links.sign({ s: drive.siteKey, p: entry.relPath, k: 'v' })}`;
      rows.push(
        `<li><a href="${escapeHtml(href)}">${escapeHtml(child)}${entry.folder ? '/' : ''}</a> <small>${entry.folder ? `${entry.childCount} items` : `${entry.size} bytes`}</small></li>`,
      );
    }
    const title = relPath ? name : drive.client.client_name;
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:14px system-ui,sans-serif;margin:2rem}small{color:#64748b}</style><h1>${escapeHtml(title)}</h1><p>${escapeHtml(`/${relPath}`)}</p><ul>${rows.join('')}</ul></html>`,
    );
  }
}

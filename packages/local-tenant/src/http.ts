/** Small helpers shared by the tenant's HTTP services: JSON answers, CORS, request bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The `{ error: { code, message } }` envelope of the provider's APIs (auth API, reports API, report host). */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { code, message } }, headers);
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'",
    ...headers,
  });
  res.end(html);
}

const TOKEN_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/**
 * CORS for the tenant's APIs: only `allowedOrigin` may call them from a browser. Answers preflight
 * requests itself (returns true: the request is handled); otherwise adds the headers and returns false.
 */
export function handleCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigin: string,
  options: { methods: string; exposeHeaders?: string },
): boolean {
  const origin = req.headers.origin;
  const allowed = origin === allowedOrigin;
  res.setHeader('vary', 'Origin');
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (preflight) {
    if (!allowed) {
      res.writeHead(403, { 'content-length': '0' });
      res.end();
      return true;
    }
    const requested = req.headers['access-control-request-headers'];
    const headers =
      typeof requested === 'string' && TOKEN_LIST.test(requested.trim()) ? requested.trim() : 'Authorization';
    res.writeHead(204, {
      'access-control-allow-origin': allowedOrigin,
      'access-control-allow-methods': options.methods,
      'access-control-allow-headers': headers,
      'access-control-max-age': '600',
      'content-length': '0',
    });
    res.end();
    return true;
  }
  if (allowed) {
    res.setHeader('access-control-allow-origin', allowedOrigin);
    if (options.exposeHeaders) res.setHeader('access-control-expose-headers', options.exposeHeaders);
  }
  return false;
}

/** Reads an `application/x-www-form-urlencoded` body (at most `limit` bytes). */
export async function readForm(req: IncomingMessage, limit = 16_384): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const buffer = Buffer.isBuffer(part) ? part : Buffer.from(String(part));
    size += buffer.length;
    if (size > limit) throw new Error('Request body too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * `decodeURIComponent` for text from a request (a path segment, a query value), which may be
 * malformed: undefined for a bad percent-encoding such as `%ZZ` (the call would throw a URIError).
 */
export function decodeUriPart(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

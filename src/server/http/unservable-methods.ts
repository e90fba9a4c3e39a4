import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import ar from '../../i18n/locales/ar/common.json' with { type: 'json' };
import en from '../../i18n/locales/en/common.json' with { type: 'json' };
import tr from '../../i18n/locales/tr/common.json' with { type: 'json' };
import { type Locale, pageLanguageOf } from '../../i18n/locales.ts';

/**
 * Methods the Fetch standard forbids in a `Request`, so Astro never sees them: the adapter's
 * `new Request()` throws on TRACE (a 500 with a stack in the log), and Node hands CONNECT to the
 * server's 'connect' event, which nobody handled (the connection was dropped). The Node server
 * answers them itself, 405 like any other method an address does not take. (Node's parser
 * refuses TRACK itself, with 400.)
 */
const unservable = new Set(['CONNECT', 'TRACE']);

/**
 * Every method some address of the portal takes: a method Astro never sees cannot be matched to
 * its address's own list, which OPTIONS on that address gives.
 */
export const PORTAL_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

const messages: Record<Locale, string> = {
  en: en.errors.methodNotAllowed,
  tr: tr.errors.methodNotAllowed,
  ar: ar.errors.methodNotAllowed,
};

/** The language of the person's last choice (the `portal-lang` cookie) or their browser's. */
function localeOf(headers: IncomingMessage['headers']): Locale {
  const chosen = /(?:^|;\s*)portal-lang=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  return pageLanguageOf(chosen, headers['accept-language'] ?? null).locale;
}

/** The 405 in the API's envelope, in the person's language, as raw HTTP/1.1. */
function answer(method: string, headers: IncomingMessage['headers']) {
  const message = messages[localeOf(headers)].replace(/\{\{\s*method\s*\}\}/g, method);
  const body = JSON.stringify({ error: { code: 'methodNotAllowed', message } });
  return {
    body,
    headers: {
      Allow: PORTAL_METHODS,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    },
  };
}

/** Answers a request whose method Astro cannot see; false for every other method. */
export function refuseUnservableMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? '';
  if (!unservable.has(method)) return false;
  const { body, headers } = answer(method, req.headers);
  res.writeHead(405, headers).end(body);
  return true;
}

/**
 * The server's 'connect' listener: a CONNECT (a request to open a tunnel) gets the same 405 on
 * its socket, with the headers every answer carries, and the connection is closed.
 */
export function refuseConnect(commonHeaders: [string, string][]) {
  return (req: IncomingMessage, socket: Duplex): void => {
    const { body, headers } = answer('CONNECT', req.headers);
    const lines = [...commonHeaders, ...Object.entries(headers)].map(([name, value]) => `${name}: ${value}`);
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}

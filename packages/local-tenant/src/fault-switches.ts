/**
 * The fault switches at work: the faults in force (set at start, replaced through `/_faults` on
 * the tenant's own port), and what a request to a faulty stand-in gets instead of its answer.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { type FaultAnswer, FaultSyntaxError, type Faults, formatFaults, parseFaults, type StandIn } from './faults.ts';
import { graphError } from './graph.ts';
import { sendError, sendJson } from './http.ts';

export const FAULTS_PATH = '/_faults';
/** Bytes of a `PUT /_faults` body, at most. */
const BODY_LIMIT = 4096;

/** Whether a socket's peer is this machine: 127.0.0.0/8 or ::1 (also as IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address ?? '');
}

function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}

const note = (standIn: StandIn, answer: string) =>
  `Simulated by the local tenant's fault switch ${standIn}:${answer} (see its /_faults).`;

/**
 * Answers `status` the way `standIn` words its errors, with CORS headers for the portal so that
 * the browser lets the page read status, body and Retry-After.
 */
function sendFault(
  standIn: StandIn,
  answer: Extract<FaultAnswer, { kind: 'status' }>,
  req: IncomingMessage,
  res: ServerResponse,
  portalOrigin: string,
): void {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (req.headers.origin === portalOrigin) {
    headers['access-control-allow-origin'] = portalOrigin;
    headers['access-control-expose-headers'] = 'retry-after, www-authenticate, request-id, client-request-id';
  }
  if (answer.status === 429) headers['retry-after'] = String(answer.retryAfterSeconds);
  if (answer.status === 401 && standIn !== 'idp') headers['www-authenticate'] = 'Bearer error="invalid_token"';
  const message = note(standIn, answer.status === 429 ? `429=${answer.retryAfterSeconds}` : String(answer.status));
  switch (standIn) {
    case 'idp': {
      // OAuth 2's error answer, as the token endpoint gives it.
      const error = { 500: 'server_error', 429: 'temporarily_unavailable', 401: 'invalid_client' }[answer.status];
      sendJson(res, answer.status, { error, error_description: message }, headers);
      return;
    }
    case 'graph': {
      const clientRequestId = req.headers['client-request-id'];
      const requestId = typeof clientRequestId === 'string' && clientRequestId ? clientRequestId : randomUUID();
      const code = { 500: 'generalException', 429: 'TooManyRequests', 401: 'InvalidAuthenticationToken' }[
        answer.status
      ];
      Object.assign(headers, { 'request-id': requestId, 'client-request-id': requestId });
      sendJson(res, answer.status, graphError(code, message, requestId), headers);
      return;
    }
    default: {
      const code = { 500: 'serviceError', 429: 'tooManyRequests', 401: 'InvalidAuthenticationToken' }[answer.status];
      sendError(res, answer.status, code, message, headers);
    }
  }
}

/** Graph's answer to a write into a library that is full. */
function sendQuotaFull(req: IncomingMessage, res: ServerResponse, portalOrigin: string): void {
  const clientRequestId = req.headers['client-request-id'];
  const requestId = typeof clientRequestId === 'string' && clientRequestId ? clientRequestId : randomUUID();
  const headers: Record<string, string> = { vary: 'Origin', 'request-id': requestId, 'client-request-id': requestId };
  if (req.headers.origin === portalOrigin) {
    headers['access-control-allow-origin'] = portalOrigin;
    headers['access-control-expose-headers'] = 'request-id, client-request-id';
  }
  const message = `Insufficient Space Available. ${note('graph', '507')}`;
  sendJson(res, 507, graphError('quotaLimitReached', message, requestId), headers);
}

async function readText(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const chunk = part as Buffer;
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface FaultSwitches {
  current(): Faults;
  /**
   * Puts `standIn`'s faults into effect for one request: waits when it is slow, then answers or
   * drops the request when it fails. Resolves true when the request needs nothing more.
   */
  apply(standIn: StandIn, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** `GET`, `PUT` and `DELETE /_faults`, for requests from this machine only. */
  control(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Ends the waits under way (the tenant is closing). */
  close(): void;
}

export function createFaultSwitches(initial: Faults, portalOrigin: string): FaultSwitches {
  let faults = initial;
  const closing = new AbortController();

  return {
    current: () => faults,

    async apply(standIn, req, res) {
      const { delayMs, answer } = faults[standIn] ?? {};
      if (answer?.kind === 'down') {
        // No answer at all, preflights included: the browser sees a network error.
        req.socket.destroy();
        return true;
      }
      // Preflights pass at once: the browser could not read a failed one, and a slow one would
      // delay a cross-origin call twice.
      if (isPreflight(req)) return false;
      if (delayMs !== undefined) {
        try {
          await delay(delayMs, undefined, { signal: closing.signal });
        } catch {
          return true;
        }
        // The caller gave up while it waited: nothing to answer.
        if (res.destroyed || req.socket.destroyed) return true;
      }
      if (!answer) return false;
      if (answer.kind === 'full') {
        if (req.method !== 'PUT' && req.method !== 'POST') return false;
        sendQuotaFull(req, res, portalOrigin);
        return true;
      }
      sendFault(standIn, answer, req, res, portalOrigin);
      return true;
    },

    async control(req, res) {
      if (!isLoopbackAddress(req.socket.remoteAddress)) {
        sendError(res, 403, 'forbidden', 'The fault switches answer requests from this machine only.');
        return;
      }
      if (req.method === 'GET') {
        const text = formatFaults(faults);
        res.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'content-length': Buffer.byteLength(text) + 1,
        });
        res.end(`${text}\n`);
        return;
      }
      if (req.method === 'DELETE') {
        faults = {};
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'PUT') {
        sendError(res, 405, 'methodNotAllowed', 'Use GET, PUT or DELETE.', { allow: 'GET, PUT, DELETE' });
        return;
      }
      const text = await readText(req);
      if (text === undefined) {
        sendError(res, 413, 'tooLarge', `A fault text has at most ${BODY_LIMIT} bytes.`);
        return;
      }
      try {
        faults = parseFaults(text);
      } catch (error) {
        if (!(error instanceof FaultSyntaxError)) throw error;
        sendError(res, 400, 'invalidFaults', `Faults not changed: ${error.message}`);
        return;
      }
      res.writeHead(204).end();
    },

    close() {
      closing.abort();
    },
  };
}

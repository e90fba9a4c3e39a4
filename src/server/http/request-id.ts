import { randomUUID } from 'node:crypto';

/**
 * A proxy's request id is kept so one request can be followed through every hop's log; anything
 * else (long, or with characters a log line or a header should not carry) is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The id of this request: the incoming `X-Request-Id` when it is a short safe token, else a new one. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * `Retry-After` (RFC 9110 10.2.3), as every outside service sends it on 429 and 503: the one reading
 * of it the portal has, on the server and in the browser.
 */

/** The seconds a `Retry-After` asks for (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month in words; Date.parse alone would take '-3' for a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** The seconds an answer's `Retry-After` asks for. */
export function retryAfterOf(response: Response, now = Date.now()): number | undefined {
  return retryAfterSeconds(response.headers.get('retry-after'), now);
}

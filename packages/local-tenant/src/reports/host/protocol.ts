/**
 * powerbi-client's postMessage protocol, as the report iframe speaks it (decision 010): requests
 * arrive as {method, url, headers: {id}, body}, answers go back as {statusCode, headers: {id},
 * body}, events go up as POST /reports/<uid>/events/<name>, and errors have the SDK's `IError`
 * shape.
 */

/** powerbi-client's error shape (`IError`). */
export interface ReportError {
  message: string;
  detailedMessage: string;
  errorCode: string;
  level: number;
  technicalDetails: { requestId: string };
}

/** An answer to one SDK request: status, body, and what to do once it is sent. */
export type Reply = [statusCode: number, body: unknown, after?: () => unknown];

/** One request of the SDK, as the page posted it. */
export interface SdkRequest {
  method: string;
  url: string;
  id: unknown;
  body: unknown;
}

/** Where the host posts to: the embedding page's window. */
export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface Protocol {
  /** A new id, as Power BI's request ids and capture names. */
  trackingId(): string;
  error(message: string, detailedMessage: string, errorCode: string): ReportError;
  /** The error Power BI raises for a token that has run out ('TokenExpired'). */
  tokenExpired(): ReportError;
  /** Raises an event on the embedding page (loaded, rendered, error, pageChanged). */
  emit(name: string, body: unknown): void;
  /** Answers the request with this id. */
  reply(id: unknown, statusCode: number, body: unknown): void;
}

export function protocolOf({
  uid,
  portalOrigin,
  target,
  now = Date.now,
}: {
  /** The embed's uid, which the SDK gave the iframe's address. */
  uid: string;
  portalOrigin: string;
  target: PostTarget;
  now?: () => number;
}): Protocol {
  let nextId = 0;
  const trackingId = () => `host-${now().toString(36)}-${(nextId++).toString(36)}`;
  const error = (message: string, detailedMessage: string, errorCode: string): ReportError => ({
    message,
    detailedMessage,
    errorCode,
    level: 6,
    technicalDetails: { requestId: trackingId() },
  });
  return {
    trackingId,
    error,
    tokenExpired: () =>
      error('TokenExpired', 'Access token has expired, resubmit with a new access token', 'TokenExpired'),
    emit(name, body) {
      target.postMessage(
        { method: 'POST', url: `/reports/${uid}/events/${name}`, headers: { id: trackingId() }, body },
        portalOrigin,
      );
    },
    reply(id, statusCode, body) {
      target.postMessage({ statusCode, headers: { id }, body }, portalOrigin);
    },
  };
}

/** The SDK's request in a message, or undefined when the message is none. */
export function sdkRequestOf(data: unknown): SdkRequest | undefined {
  const message = data as { method?: unknown; url?: unknown; headers?: { id?: unknown }; body?: unknown } | null;
  if (!message || typeof message.method !== 'string' || typeof message.url !== 'string') return undefined;
  return { method: message.method, url: message.url, id: message.headers?.id, body: message.body };
}

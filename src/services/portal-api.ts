/**
 * The browser's one client of the portal's own `/api/*` (docs/routes.md): every call the islands'
 * stores make to the portal server goes through here, typed both ways. A refusal becomes a
 * `PortalApiError` carrying the server's code and (already translated) message.
 */
import { PortalError } from '../errors.ts';
import type { MailSettingsChange, MailSettingsView } from '../mail/settings.ts';
import type { NotificationEvent, NotificationList, NotifyAnswer } from '../notifications/notification.ts';

export class PortalApiError extends PortalError {
  /** The refusal's whole answer, for callers that show more than its message (a form's fields). */
  readonly answer: unknown;

  constructor(code: string, message: string, status: number, answer?: unknown) {
    super(code, message, status);
    this.answer = answer;
  }
}

export interface OpenedSession {
  displayName: string;
  email: string;
  /** The token refresh time (ms since epoch), when the session locks. */
  refreshAt: number;
  activeClient: { id: string; siteID: string; logo_path: string } | null;
}

/** A one-time sign-in nonce for the next pop-up (bound to this browser by an HttpOnly cookie). */
export interface SignInNonce {
  nonce: string;
  /** Seconds it stays valid from the answer. */
  expiresIn: number;
}

export interface SwitchedClient {
  activeClientId: string;
  activeProject: string[];
  /** Whether the active client changed (not only the projects). */
  changed: boolean;
  activeClient: OpenedSession['activeClient'];
}

type ErrorEnvelope = { error?: { code?: string; message?: string } };

/** One call to the portal's `/api/*`: JSON both ways, a refusal thrown as a `PortalApiError`. */
export async function callPortalApi<Answer>(
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Answer> {
  const response = await fetch(path, {
    ...init,
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const { error } = (answer ?? {}) as ErrorEnvelope;
    throw new PortalApiError(error?.code ?? 'default', error?.message ?? '', response.status, answer);
  }
  return answer as Answer;
}

export const portalApi = {
  /** A nonce for the next pop-up sign-in; the ID token must come back with it. */
  signInNonce: () => callPortalApi<SignInNonce>('POST', '/api/session/nonce'),
  /** Hands over the ID token of a pop-up sign-in; the server opens (or renews) the session. */
  openSession: (idToken: string) => callPortalApi<OpenedSession>('POST', '/api/session', { idToken }),
  endSession: () => callPortalApi<void>('DELETE', '/api/session'),
  switchClient: (clientId: string, projects: readonly string[]) =>
    callPortalApi<SwitchedClient>('POST', '/api/session/active-client', { clientId, projects }),
  /** The whole user object; `keepalive` lets a write started as the page goes away finish. */
  saveUser: (user: unknown) => callPortalApi<void>('PUT', '/api/user', user, { keepalive: true }),
  /** The person's notifications (decision 065), in the page's language. */
  notifications: () => callPortalApi<NotificationList>('GET', '/api/notifications'),
  /** Reports an event of this browser; the server words it and keeps it. */
  notify: (event: NotificationEvent) =>
    callPortalApi<NotifyAnswer>('POST', '/api/notifications', event, { keepalive: true }),
  // What a person did to their notifications is kept even when the page goes away at once (a
  // reload or a link right after "dismiss all"): the browser would otherwise cancel the call.
  markNotificationsRead: () => callPortalApi<void>('POST', '/api/notifications/read', undefined, { keepalive: true }),
  dismissNotification: (id: string) =>
    callPortalApi<void>('DELETE', `/api/notifications/${encodeURIComponent(id)}`, undefined, { keepalive: true }),
  dismissAllNotifications: () => callPortalApi<void>('DELETE', '/api/notifications', undefined, { keepalive: true }),
  /** The person's mail: language, time zone, a digest per client (decision 127). */
  mailSettings: () => callPortalApi<MailSettingsView>('GET', '/api/mail/settings'),
  saveMailSettings: (change: MailSettingsChange) =>
    callPortalApi<void>('PUT', '/api/mail/settings', change, { keepalive: true }),
  quickPanelData: (signal?: AbortSignal) =>
    callPortalApi<unknown>('GET', '/api/quick-panel/data', undefined, signal ? { signal } : {}),
};

/**
 * Notifications from the portal's events (decision 065), as the browser and the server both see
 * them. The server keeps each one as a kind and its values, not as text, so the panel shows it in
 * the language of the page that reads it; the browser only ever receives it translated.
 */

export type NotificationVariant = 'success' | 'warning' | 'error' | 'info';

/** What the browser may report; the server checks every value (src/notifications/server/events.ts). */
export type NotificationEvent =
  /** Free text of a script outside the islands (`portal:notify`), kept as it is. */
  | { kind: 'message'; text: string; variant?: NotificationVariant | undefined }
  /** A file reached the library's upload folder. */
  | { kind: 'uploadFinished'; file: string; folder: string; folderId: string }
  /** A file could not be uploaded (after its retries). */
  | { kind: 'uploadFailed'; file: string; folder: string; folderId: string }
  /** An embedded report could not renew its embed token. */
  | { kind: 'reportRenewalFailed'; report: 'InvoiceIntel' | 'VendorIntel' }
  /** The session locks at `locksAt` (ms since epoch), two minutes from when it is sent. */
  | { kind: 'sessionLockSoon'; locksAt: number };

/** Kinds only the server makes. */
export type ServerNotificationKind = 'contractEnding' | 'contractsNeedNotice' | 'rfpEvent';

export type NotificationKind = NotificationEvent['kind'] | ServerNotificationKind;

/** A notification as the panel shows it: already in the page's language. */
export interface PortalNotification {
  id: string;
  kind: NotificationKind;
  message: string;
  variant: NotificationVariant;
  /** Where it leads (the upload folder, the report, the contract locker), with the link's words. */
  link?: { href: string; label: string } | undefined;
  /** ms since epoch. */
  createdAt: number;
  read: boolean;
}

/** The answer of `GET /api/notifications`. */
export interface NotificationList {
  notifications: PortalNotification[];
  unread: number;
}

/** The answer of `POST /api/notifications`: `created` false when it was already sent (by another tab). */
export interface NotifyAnswer {
  /** null when it was sent before and has since been dismissed. */
  notification: PortalNotification | null;
  created: boolean;
}

/** How many notifications a person keeps: the oldest go first. */
export const MAX_KEPT_NOTIFICATIONS = 50;
/** Lead time of the session lock warning. */
export const SESSION_LOCK_WARNING_MS = 2 * 60 * 1000;

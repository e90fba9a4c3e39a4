import { atom } from 'nanostores';
import type { NotificationVariant, PortalNotification } from '../notifications/notification.ts';
import { browserPage } from '../services/browser-page.ts';

/**
 * The notifications panel and the snackbar. The person's notifications are kept by the server
 * (decision 065): product code reports an event with `notify` (stores/notification-calls.ts),
 * which answers with the notification in the page's language; it lands here, shows as a toast and
 * counts as unread. The shell loads its panels as soon as there is something to show
 * (islands/shell/bootstrap.ts). Every shell page imports this module: it holds state only.
 */

export type { PortalNotification } from '../notifications/notification.ts';
export type MessageVariant = NotificationVariant;

/** A snackbar message (docs/data.md): shown top centre for 6000 ms. */
export interface PortalMessage {
  id: string;
  message: string;
  variant: MessageVariant;
}

export type NotificationsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The person's notifications as far as this page knows them, newest first. */
export const $notifications = atom<PortalNotification[]>([]);
/** Whether the whole list came from the server (the panel loads it when it opens). */
export const $notificationsStatus = atom<NotificationsStatus>('idle');
/** Unread notifications; undefined until something changes the count the page was rendered with. */
export const $unread = atom<number | undefined>(undefined);
/** Notifications that arrived on this page and still have to show as toasts. */
export const $newNotifications = atom<PortalNotification[]>([]);
export const $message = atom<PortalMessage | undefined>(undefined);

/** What the notifications read of the page; tests give their own. */
export interface NotificationsServices {
  /** The count the server wrote on the toolbar's badge. */
  renderedUnread(): number;
}

const browserServices: NotificationsServices = {
  renderedUnread: () => browserPage.renderedNumber('data-notification-count'),
};
let services = browserServices;

/** For tests: some of the services the store uses (all the browser's again when called without). */
export function replaceNotificationsServices(replacement: Partial<NotificationsServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

export function unreadCount(): number {
  return $unread.get() ?? services.renderedUnread();
}

/** Newest first, each once (a notification may come both from an event and from the list). */
export function mergeNotifications(...lists: readonly PortalNotification[][]): PortalNotification[] {
  const byId = new Map<string, PortalNotification>();
  for (const notification of lists.flat()) if (!byId.has(notification.id)) byId.set(notification.id, notification);
  return [...byId.values()].sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * A notification the server made for an event of this page: listed, unread, and a toast, unless
 * the page already says it where the person is looking (`toast: false`).
 */
export function receiveNotification(notification: PortalNotification, { toast = true } = {}): void {
  $notifications.set(mergeNotifications([notification], $notifications.get()));
  $unread.set(unreadCount() + (notification.read ? 0 : 1));
  if (toast) $newNotifications.set([...$newNotifications.get(), notification]);
}

/** The whole list, as the server answered it. */
export function receiveNotificationList(list: readonly PortalNotification[]): void {
  const merged = mergeNotifications([...list], $notifications.get());
  $notifications.set(merged);
  $notificationsStatus.set('loaded');
  $unread.set(merged.filter((notification) => !notification.read).length);
}

/** The toasts take the oldest new notification off the queue once they show it. */
export function takeNewNotification(): PortalNotification | undefined {
  const [next, ...rest] = $newNotifications.get();
  $newNotifications.set(rest);
  return next;
}

let sequence = 0;

export function showMessage(message: string, variant: MessageVariant = 'info'): void {
  $message.set({ id: `m-${Date.now().toString(36)}-${(sequence++).toString(36)}`, message, variant });
}

export function hideMessage(): void {
  $message.set(undefined);
}

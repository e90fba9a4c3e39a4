/**
 * The notifications' calls to the server (decision 065), out of the store every page loads:
 * only a page that reports an event or opens the panel downloads them.
 */
import type { NotificationEvent } from '../notifications/notification.ts';
import { PortalApiError, portalApi } from '../services/portal-api.ts';
import {
  $notifications,
  $notificationsStatus,
  $unread,
  receiveNotification,
  receiveNotificationList,
} from './notifications.ts';

/** The portal's API as the notifications call it; tests give their own. */
export type NotificationCallsServices = Pick<
  typeof portalApi,
  'notify' | 'notifications' | 'markNotificationsRead' | 'dismissNotification' | 'dismissAllNotifications'
>;

const browserServices: NotificationCallsServices = portalApi;
let services = browserServices;

/** For tests: some of the services the calls use (all the browser's again when called without). */
export function replaceNotificationCallsServices(
  replacement: Partial<NotificationCallsServices> = browserServices,
): void {
  services = { ...browserServices, ...replacement };
}

/**
 * Reports an event; the server keeps its notification and this page shows it. One the server had
 * already (another tab warned of the same lock) shows nowhere twice. A failed call (signed out,
 * offline) loses only the notification: the screen of the event says what happened itself.
 * `toast`, asked when the answer is in, says whether it also shows as a toast (by default it does).
 */
export async function notify(event: NotificationEvent, { toast }: { toast?: () => boolean } = {}): Promise<void> {
  try {
    const answer = await services.notify(event);
    if (answer.created && answer.notification) receiveNotification(answer.notification, { toast: toast?.() ?? true });
  } catch {
    // See above.
  }
}

let loading: Promise<void> | undefined;

/** The person's notifications, once per page (the panel asks each time it opens; Retry asks again). */
export function loadNotifications(again = false): Promise<void> {
  if (loading && !again) return loading;
  $notificationsStatus.set('loading');
  loading = services.notifications().then(
    (list) => receiveNotificationList(list.notifications),
    () => {
      $notificationsStatus.set('failed');
      loading = undefined;
    },
  );
  return loading;
}

/** The person saw them all (the panel is open with its list). */
export async function markNotificationsRead(): Promise<void> {
  const list = $notifications.get();
  if (!list.some((notification) => !notification.read)) return;
  $notifications.set(list.map((notification) => ({ ...notification, read: true })));
  $unread.set(0);
  await services.markNotificationsRead().catch(() => undefined);
}

/** Dismisses one at once; if the server could not keep that, it comes back. */
export async function dismissNotification(id: string): Promise<void> {
  const before = $notifications.get();
  $notifications.set(before.filter((notification) => notification.id !== id));
  try {
    await services.dismissNotification(id);
  } catch (error) {
    // 404: it was dismissed already (in another tab), which is what was asked.
    if (!(error instanceof PortalApiError && error.status === 404)) $notifications.set(before);
  }
}

export async function dismissAllNotifications(): Promise<void> {
  const before = $notifications.get();
  $notifications.set([]);
  $unread.set(0);
  try {
    await services.dismissAllNotifications();
  } catch {
    $notifications.set(before);
    $unread.set(before.filter((notification) => !notification.read).length);
  }
}

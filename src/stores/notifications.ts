import { persistentAtom, setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { atom } from 'nanostores';

/**
 * The notifications panel and the snackbar. Product code adds a notification with
 * `addNotification(message, variant)` and shows a snackbar with `showMessage(message, variant)`;
 * the shell loads its panels as soon as either has something to show (see islands/shell/bootstrap.ts).
 */

/** A notification of the panel (docs/data.md: id, message, options, dismissed). */
export interface PortalNotification {
  id: string;
  message: string;
  options: { variant?: MessageVariant | undefined; createdAt: number };
  dismissed: boolean;
}

export type MessageVariant = 'success' | 'warning' | 'error' | 'info';

/** A snackbar message (docs/data.md): shown top centre for 6000 ms. */
export interface PortalMessage {
  id: string;
  message: string;
  variant: MessageVariant;
}

/** Session storage key of the notifications: a JSON array of PortalNotification. */
export const NOTIFICATIONS_KEY = 'portal-notifications';

// Notifications belong to this tab: kept while it navigates, gone when it closes. The engine is
// global to @nanostores/persistent, so any persistent store of the portal would use it too.
try {
  setPersistentEngine(sessionStorage, windowPersistentEvents);
} catch {
  // No session storage (the server, or storage blocked): the store keeps them for this page only.
}

function decode(stored: string): PortalNotification[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? (value as PortalNotification[]) : [];
  } catch {
    return [];
  }
}

/** The notifications of this browser tab, newest first. */
export const $notifications = persistentAtom<PortalNotification[]>(NOTIFICATIONS_KEY, [], {
  encode: JSON.stringify,
  decode,
});
/** Notifications added on this page that still have to show as toasts. */
export const $newNotifications = atom<PortalNotification[]>([]);
export const $message = atom<PortalMessage | undefined>(undefined);

let sequence = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export function addNotification(message: string, variant?: MessageVariant): PortalNotification {
  const notification: PortalNotification = {
    id: newId('n'),
    message,
    options: { variant, createdAt: Date.now() },
    dismissed: false,
  };
  $notifications.set([notification, ...$notifications.get()]);
  $newNotifications.set([...$newNotifications.get(), notification]);
  return notification;
}

/** The toasts take the oldest new notification off the queue once they show it. */
export function takeNewNotification(): PortalNotification | undefined {
  const [next, ...rest] = $newNotifications.get();
  $newNotifications.set(rest);
  return next;
}

export function dismissNotification(id: string): void {
  $notifications.set($notifications.get().filter((notification) => notification.id !== id));
}

export function dismissAllNotifications(): void {
  $notifications.set([]);
}

export function showMessage(message: string, variant: MessageVariant = 'info'): void {
  $message.set({ id: newId('m'), message, variant });
}

export function hideMessage(): void {
  $message.set(undefined);
}

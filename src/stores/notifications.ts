import { atom } from 'nanostores';

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

const STORAGE_KEY = 'portal-notifications';

function stored(): PortalNotification[] {
  try {
    const value: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as PortalNotification[]) : [];
  } catch {
    return [];
  }
}

/** The notifications of this browser tab; kept in session storage so they survive navigation. */
export const $notifications = atom<PortalNotification[]>(stored());
/** Notifications added on this page that still have to show as toasts. */
export const $newNotifications = atom<PortalNotification[]>([]);
export const $message = atom<PortalMessage | undefined>(undefined);

$notifications.listen((notifications) => {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(notifications));
  } catch {
    // Storage full or blocked: the panel still works for this page.
  }
});

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

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { MAX_KEPT_NOTIFICATIONS, type NotificationKind } from '../notification.ts';

/**
 * Each person's notifications in the portal's storage (decision 065): one document per user, so
 * they survive reloads, signing out and another instance. A notification is kept as its kind and
 * values; `messages.ts` words it in the reader's language.
 */

const kinds = [
  'message',
  'uploadFinished',
  'uploadFailed',
  'reportRenewalFailed',
  'sessionLockSoon',
  'contractEnding',
  'contractsNeedNotice',
  'rfpEvent',
] as const satisfies readonly NotificationKind[];

export const variantSchema = z.enum(['success', 'warning', 'error', 'info']);

export const storedNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(kinds),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  variant: variantSchema,
  createdAt: z.number(),
  read: z.boolean(),
});
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

const inboxSchema = z.object({
  notifications: z.array(storedNotificationSchema),
  /** What was sent once already (a lock time, a contract on a day) and when: nothing is sent twice. */
  sent: z.record(z.string(), z.number()),
});
type Inbox = z.infer<typeof inboxSchema>;

/**
 * How long a "sent once" mark is kept: longer than any event it stands for can repeat. A
 * contract's reminder stays due until the next threshold, up to 30 days (90 to 60 days before).
 */
const SENT_KEPT_MS = 32 * 24 * 60 * 60 * 1000;

function inboxes(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'notifications',
    schema: inboxSchema,
    keyOf: (uid) => Buffer.from(uid, 'utf8').toString('base64url'),
  });
}

const empty = (): Inbox => ({ notifications: [], sent: {} });

export type NewNotification = Pick<StoredNotification, 'kind' | 'values' | 'variant'> & {
  /** Sent at most once under this key (other tabs, other instances, another sign-in the same day). */
  once?: string | undefined;
  /** Marked sent with it: the reminders a summary stands for, so none comes again alone. */
  alsoSent?: readonly string[] | undefined;
};

export interface Added {
  notification: StoredNotification | undefined;
  created: boolean;
}

/** Keeps a new notification, newest first, at most MAX_KEPT_NOTIFICATIONS. */
export async function addNotification(
  config: StorageConfig,
  uid: string,
  next: NewNotification,
  now = Date.now(),
): Promise<Added> {
  const notification: StoredNotification = {
    id: randomUUID(),
    kind: next.kind,
    values: next.values,
    variant: next.variant,
    createdAt: now,
    read: false,
  };
  let created = false;
  let before: Inbox | undefined;
  await inboxes(config).update(uid, (current) => {
    const inbox = current ?? empty();
    before = inbox;
    created = !(next.once && next.once in inbox.sent);
    if (!created) return undefined;
    const sent = Object.fromEntries(Object.entries(inbox.sent).filter(([, at]) => now - at < SENT_KEPT_MS));
    if (next.once) sent[next.once] = now;
    for (const key of next.alsoSent ?? []) sent[key] = now;
    return { notifications: [notification, ...inbox.notifications].slice(0, MAX_KEPT_NOTIFICATIONS), sent };
  });
  if (created) return { notification, created };
  // Sent before: the one it was, if it is still there.
  return { notification: before?.notifications.find((n) => sameEvent(n, next)), created };
}

function sameEvent(stored: StoredNotification, next: NewNotification): boolean {
  return stored.kind === next.kind && JSON.stringify(stored.values) === JSON.stringify(next.values);
}

/** Whether each key was sent once to the person (and is still remembered as sent). */
export async function sentBeforeOf(
  config: StorageConfig,
  uid: string,
  now = Date.now(),
): Promise<(once: string) => boolean> {
  const sent = (await inboxes(config).get(uid))?.sent ?? {};
  return (once) => Object.hasOwn(sent, once) && now - (sent[once] ?? 0) < SENT_KEPT_MS;
}

export async function notificationsOf(config: StorageConfig, uid: string): Promise<StoredNotification[]> {
  return (await inboxes(config).get(uid))?.notifications ?? [];
}

export async function unreadCountOf(config: StorageConfig, uid: string): Promise<number> {
  return (await notificationsOf(config, uid)).filter((notification) => !notification.read).length;
}

/** Marks every notification read (the person opened the panel). */
export async function markAllRead(config: StorageConfig, uid: string): Promise<void> {
  await inboxes(config).update(uid, (inbox) =>
    inbox?.notifications.some((notification) => !notification.read)
      ? { ...inbox, notifications: inbox.notifications.map((notification) => ({ ...notification, read: true })) }
      : undefined,
  );
}

/** Dismisses one notification; false when there was none of that id. */
export async function dismissNotification(config: StorageConfig, uid: string, id: string): Promise<boolean> {
  let found = false;
  await inboxes(config).update(uid, (inbox) => {
    found = Boolean(inbox?.notifications.some((notification) => notification.id === id));
    return inbox && found
      ? { ...inbox, notifications: inbox.notifications.filter((notification) => notification.id !== id) }
      : undefined;
  });
  return found;
}

/** Dismisses them all; what was sent once stays sent. */
export async function dismissAllNotifications(config: StorageConfig, uid: string): Promise<void> {
  await inboxes(config).update(uid, (inbox) =>
    inbox && inbox.notifications.length > 0 ? { ...inbox, notifications: [] } : undefined,
  );
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalNotification } from '../notifications/notification.ts';
import { PortalApiError } from '../services/portal-api.ts';
import {
  dismissAllNotifications,
  dismissNotification,
  loadNotifications,
  markNotificationsRead,
  notify,
  replaceNotificationCallsServices,
} from './notification-calls.ts';
import {
  $newNotifications,
  $notifications,
  $notificationsStatus,
  $unread,
  replaceNotificationsServices,
} from './notifications.ts';

const notification = (id: string, read = false): PortalNotification => ({
  id,
  kind: 'message',
  message: `Message ${id}`,
  variant: 'info',
  createdAt: Number(id.replace(/\D/g, '')) || 1,
  read,
});

beforeEach(() => {
  $notifications.set([]);
  $newNotifications.set([]);
  $notificationsStatus.set('idle');
  $unread.set(undefined);
  replaceNotificationsServices({ renderedUnread: () => 0 });
});
afterEach(() => {
  replaceNotificationCallsServices();
  replaceNotificationsServices();
});

describe("the notifications' calls", () => {
  it('show the notification the server made for an event, as a toast unless the page says so itself', async () => {
    replaceNotificationCallsServices({
      notify: vi.fn(async () => ({ created: true, notification: notification('n1') })),
    });
    await notify({ kind: 'sessionLockSoon', locksAt: 1 });
    await notify({ kind: 'sessionLockSoon', locksAt: 1 }, { toast: () => false });
    expect($notifications.get().map((each) => each.id)).toEqual(['n1']);
    expect($newNotifications.get().map((each) => each.id)).toEqual(['n1']);
  });

  it('show nothing twice, and lose only the notification when the call fails', async () => {
    replaceNotificationCallsServices({
      notify: vi.fn(async () => ({ created: false, notification: notification('n1') })),
    });
    await notify({ kind: 'sessionLockSoon', locksAt: 1 });
    replaceNotificationCallsServices({ notify: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(notify({ kind: 'sessionLockSoon', locksAt: 1 })).resolves.toBeUndefined();
    expect($notifications.get()).toEqual([]);
  });

  it('load the list once per page, and again when asked after a failure', async () => {
    const notifications = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ notifications: [notification('n2'), notification('n1', true)] });
    replaceNotificationCallsServices({ notifications });
    await loadNotifications();
    expect($notificationsStatus.get()).toBe('failed');
    await loadNotifications(true);
    await loadNotifications();
    expect(notifications).toHaveBeenCalledTimes(2);
    expect($notificationsStatus.get()).toBe('loaded');
    expect($unread.get()).toBe(1);
  });

  it('mark all read at once, and ask the server only when something was unread', async () => {
    const markNotificationsRead_ = vi.fn(async () => undefined);
    replaceNotificationCallsServices({ markNotificationsRead: markNotificationsRead_ });
    $notifications.set([notification('n1', true)]);
    await markNotificationsRead();
    expect(markNotificationsRead_).not.toHaveBeenCalled();
    $notifications.set([notification('n2'), notification('n1', true)]);
    await markNotificationsRead();
    expect($notifications.get().every((each) => each.read)).toBe(true);
    expect($unread.get()).toBe(0);
    expect(markNotificationsRead_).toHaveBeenCalledOnce();
  });

  it('dismiss at once, and bring back what the server could not dismiss (gone already is dismissed)', async () => {
    const list = [notification('n2'), notification('n1')];
    $notifications.set(list);
    replaceNotificationCallsServices({ dismissNotification: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await dismissNotification('n2');
    expect($notifications.get()).toEqual(list);
    replaceNotificationCallsServices({
      dismissNotification: vi.fn(async () => Promise.reject(new PortalApiError('notFound', 'gone', 404))),
    });
    await dismissNotification('n2');
    expect($notifications.get().map((each) => each.id)).toEqual(['n1']);
    replaceNotificationCallsServices({
      dismissAllNotifications: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    await dismissAllNotifications();
    expect($notifications.get().map((each) => each.id)).toEqual(['n1']);
    expect($unread.get()).toBe(1);
  });
});

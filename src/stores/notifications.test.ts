import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $message,
  $newNotifications,
  $notifications,
  $notificationsStatus,
  $unread,
  hideMessage,
  mergeNotifications,
  type PortalNotification,
  receiveNotification,
  receiveNotificationList,
  replaceNotificationsServices,
  showMessage,
  takeNewNotification,
  unreadCount,
} from './notifications.ts';

const notification = (id: string, createdAt: number, read = false): PortalNotification => ({
  id,
  kind: 'message',
  message: `Message ${id}`,
  variant: 'info',
  createdAt,
  read,
});
const ids = (list: PortalNotification[]) => list.map((n) => n.id);

beforeEach(() => {
  $notifications.set([]);
  $notificationsStatus.set('idle');
  $unread.set(undefined);
  $newNotifications.set([]);
  hideMessage();
  replaceNotificationsServices({ renderedUnread: () => 0 });
});
afterEach(() => replaceNotificationsServices());

describe('the notifications store', () => {
  it('lists a notification of this page newest first, counts it unread and queues it for a toast', () => {
    receiveNotification(notification('a', 1));
    receiveNotification(notification('b', 2));
    expect(ids($notifications.get())).toEqual(['b', 'a']);
    expect(unreadCount()).toBe(2);
    expect(takeNewNotification()?.id).toBe('a');
    expect(takeNewNotification()?.id).toBe('b');
    expect(takeNewNotification()).toBeUndefined();
    // Shown as toasts, they stay in the panel.
    expect($notifications.get()).toHaveLength(2);
  });

  it('lists and counts a notification the page already says in place, without queueing a toast', () => {
    receiveNotification(notification('seen', 1), { toast: false });
    expect(ids($notifications.get())).toEqual(['seen']);
    expect(unreadCount()).toBe(1);
    expect(takeNewNotification()).toBeUndefined();
  });

  it('merges the list from the server with what arrived meanwhile, each once, and counts the unread', () => {
    receiveNotification(notification('new', 5));
    receiveNotificationList([notification('new', 5), notification('old', 1, true), notification('mid', 3)]);
    expect(ids($notifications.get())).toEqual(['new', 'mid', 'old']);
    expect($unread.get()).toBe(2);
    expect($notificationsStatus.get()).toBe('loaded');
  });

  it('merges by id, newest first', () => {
    expect(ids(mergeNotifications([notification('x', 1)], [notification('y', 9), notification('x', 1)]))).toEqual([
      'y',
      'x',
    ]);
  });

  it('starts counting from the count the page was rendered with (none on the server or without a badge)', () => {
    expect(unreadCount()).toBe(0);
    $unread.set(4);
    receiveNotification(notification('a', 1));
    expect($unread.get()).toBe(5);
  });

  it('shows a snackbar message, info unless said otherwise, until it is hidden', () => {
    showMessage('Saved.');
    expect($message.get()).toMatchObject({ message: 'Saved.', variant: 'info' });
    showMessage('Could not save.', 'error');
    expect($message.get()).toMatchObject({ message: 'Could not save.', variant: 'error' });
    hideMessage();
    expect($message.get()).toBeUndefined();
  });

  it('counts on from the number the server wrote on the badge', () => {
    replaceNotificationsServices({ renderedUnread: () => 4 });
    expect(unreadCount()).toBe(4);
    receiveNotification(notification('a', 1));
    expect(unreadCount()).toBe(5);
  });
});

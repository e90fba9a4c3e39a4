import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $message,
  $newNotifications,
  $notifications,
  addNotification,
  dismissAllNotifications,
  dismissNotification,
  hideMessage,
  NOTIFICATIONS_KEY,
  type PortalNotification,
  showMessage,
  takeNewNotification,
} from './notifications.ts';

const messages = (list: PortalNotification[]) => list.map((notification) => notification.message);

beforeEach(() => {
  useTestStorageEngine();
  cleanTestStorage();
  $notifications.set([]);
  $newNotifications.set([]);
  hideMessage();
});

describe('the notifications store', () => {
  it('adds notifications newest first, and queues each for a toast in the order they came', () => {
    addNotification('Contract uploaded');
    addNotification('Invoice approved', 'success');
    expect(messages($notifications.get())).toEqual(['Invoice approved', 'Contract uploaded']);
    expect($notifications.get()[0]).toMatchObject({ options: { variant: 'success' }, dismissed: false });
    expect(takeNewNotification()?.message).toBe('Contract uploaded');
    expect(takeNewNotification()?.message).toBe('Invoice approved');
    expect(takeNewNotification()).toBeUndefined();
    // Shown as toasts, they stay in the panel.
    expect($notifications.get()).toHaveLength(2);
  });

  it('gives every notification an id of its own', () => {
    const ids = new Set(Array.from({ length: 20 }, () => addNotification('Same message').id));
    expect(ids.size).toBe(20);
  });

  it("keeps this tab's notifications in session storage, as JSON under portal-notifications", () => {
    addNotification('Contract uploaded', 'info');
    expect(JSON.parse(getTestStorage()[NOTIFICATIONS_KEY] ?? 'null')).toEqual($notifications.get());
    dismissAllNotifications();
    expect(getTestStorage()[NOTIFICATIONS_KEY]).toBe('[]');
  });

  it('dismisses one notification or all of them', () => {
    const first = addNotification('One');
    addNotification('Two');
    dismissNotification(first.id);
    expect(messages($notifications.get())).toEqual(['Two']);
    dismissAllNotifications();
    expect($notifications.get()).toEqual([]);
  });

  it('shows a snackbar message, info unless said otherwise, until it is hidden', () => {
    showMessage('Saved.');
    expect($message.get()).toMatchObject({ message: 'Saved.', variant: 'info' });
    showMessage('Could not save.', 'error');
    expect($message.get()).toMatchObject({ message: 'Could not save.', variant: 'error' });
    hideMessage();
    expect($message.get()).toBeUndefined();
  });
});

describe('a new page of the same tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const kept: PortalNotification[] = [
    { id: 'n-1', message: 'Contract uploaded', options: { variant: 'success', createdAt: 1 }, dismissed: false },
  ];

  const startPage = async (stored: Record<string, string>) => {
    vi.resetModules();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('sessionStorage', stored);
    return import('./notifications.ts');
  };

  it('starts with the notifications the tab kept', async () => {
    const page = await startPage({ [NOTIFICATIONS_KEY]: JSON.stringify(kept) });
    expect(page.$notifications.get()).toEqual(kept);
  });

  it('starts with none when what was kept is not a list of notifications', async () => {
    expect((await startPage({ [NOTIFICATIONS_KEY]: '{"id"' })).$notifications.get()).toEqual([]);
    expect((await startPage({ [NOTIFICATIONS_KEY]: '{"id": 1}' })).$notifications.get()).toEqual([]);
  });
});

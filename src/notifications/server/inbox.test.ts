import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeStorage } from '../../server/storage/storage.ts';
import { MAX_KEPT_NOTIFICATIONS } from '../notification.ts';
import {
  addNotification,
  dismissAllNotifications,
  dismissNotification,
  markAllRead,
  type NewNotification,
  notificationsOf,
  sentBeforeOf,
  unreadCountOf,
} from './inbox.ts';

let dataDir: string;
const config = () => ({ dataDir });
const message = (text: string, once?: string): NewNotification => ({
  kind: 'message',
  values: { text },
  variant: 'info',
  once,
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
});
afterEach(async () => {
  await closeStorage(config());
  await rm(dataDir, { recursive: true, force: true });
});

describe("a person's notifications", () => {
  it('are kept newest first, each person their own, unread until read', async () => {
    await addNotification(config(), 'ada', message('one'));
    await addNotification(config(), 'ada', message('two'));
    await addNotification(config(), 'cem', message('other'));
    expect((await notificationsOf(config(), 'ada')).map((n) => n.values['text'])).toEqual(['two', 'one']);
    expect(await unreadCountOf(config(), 'ada')).toBe(2);
    await markAllRead(config(), 'ada');
    expect(await unreadCountOf(config(), 'ada')).toBe(0);
    expect(await unreadCountOf(config(), 'cem')).toBe(1);
  });

  it('lose none of 30 added at once', async () => {
    await Promise.all(Array.from({ length: 30 }, (_, i) => addNotification(config(), 'ada', message(`n${i}`))));
    expect(await notificationsOf(config(), 'ada')).toHaveLength(30);
  });

  it(`keep the newest ${MAX_KEPT_NOTIFICATIONS}`, async () => {
    for (let i = 0; i < MAX_KEPT_NOTIFICATIONS + 5; i++) await addNotification(config(), 'ada', message(`n${i}`));
    const kept = await notificationsOf(config(), 'ada');
    expect(kept).toHaveLength(MAX_KEPT_NOTIFICATIONS);
    expect(kept[0]?.values['text']).toBe(`n${MAX_KEPT_NOTIFICATIONS + 4}`);
  });

  it('send what is sent once only once, even after it was dismissed', async () => {
    const first = await addNotification(config(), 'ada', message('lock', 'lock:1'));
    const again = await addNotification(config(), 'ada', message('lock', 'lock:1'));
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, notification: first.notification });
    await dismissAllNotifications(config(), 'ada');
    expect(await addNotification(config(), 'ada', message('lock', 'lock:1'))).toEqual({
      created: false,
      notification: undefined,
    });
    expect(await notificationsOf(config(), 'ada')).toEqual([]);
  });

  it('are dismissed one by one; an unknown id dismisses nothing', async () => {
    const { notification } = await addNotification(config(), 'ada', message('one'));
    await addNotification(config(), 'ada', message('two'));
    expect(await dismissNotification(config(), 'ada', 'no-such-id')).toBe(false);
    expect(await dismissNotification(config(), 'ada', notification?.id ?? '')).toBe(true);
    expect((await notificationsOf(config(), 'ada')).map((n) => n.values['text'])).toEqual(['two']);
    expect(await dismissNotification(config(), 'cem', notification?.id ?? '')).toBe(false);
  });

  it('mark what a summary stands for as sent with it, so none of it is sent again alone', async () => {
    await addNotification(config(), 'ada', { ...message('three of them', 'summary'), alsoSent: ['a', 'b', 'c'] });
    const sentBefore = await sentBeforeOf(config(), 'ada');
    expect(['summary', 'a', 'b', 'c', 'd'].map(sentBefore)).toEqual([true, true, true, true, false]);
    expect((await addNotification(config(), 'ada', message('a alone', 'b'))).created).toBe(false);
    // Remembered no longer than any other mark.
    const later = await sentBeforeOf(config(), 'ada', Date.now() + 33 * 24 * 60 * 60 * 1000);
    expect(later('a')).toBe(false);
  });
});

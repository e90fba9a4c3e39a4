import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $sessionLock } from '../../stores/session.ts';
import { warnBeforeSessionLock } from './session-lock-warning.ts';

const { notify } = vi.hoisted(() => ({ notify: vi.fn(async (_event: unknown) => undefined) }));
vi.mock('../../stores/notification-calls.ts', () => ({ notify }));

const MINUTE = 60_000;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  notify.mockClear();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const lockAt = (refreshAt: number) =>
  $sessionLock.set({ refreshAt, locked: false, unlocking: false, error: undefined });

describe('the session lock warning', () => {
  it('is sent two minutes before the lock, once, with the lock time', async () => {
    lockAt(10 * MINUTE);
    stop = warnBeforeSessionLock();
    await vi.advanceTimersByTimeAsync(8 * MINUTE - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'sessionLockSoon', locksAt: 10 * MINUTE }),
    );
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('is sent at once on a page opened in the last two minutes, and not after the lock', async () => {
    lockAt(MINUTE);
    stop = warnBeforeSessionLock();
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    stop();
    notify.mockClear();
    lockAt(-1);
    stop = warnBeforeSessionLock();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(notify).not.toHaveBeenCalled();
  });

  it('is sent again before the lock of a renewed session', async () => {
    lockAt(3 * MINUTE);
    stop = warnBeforeSessionLock();
    lockAt(63 * MINUTE);
    await vi.advanceTimersByTimeAsync(61 * MINUTE);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith({ kind: 'sessionLockSoon', locksAt: 63 * MINUTE });
  });
});

import { SESSION_LOCK_WARNING_MS } from '../../notifications/notification.ts';
import { $sessionLock } from '../../stores/session.ts';

/** setTimeout's longest wait; a later warning waits in steps. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Two minutes before the session locks, a notification says so (decision 065): once per lock
 * time, however many tabs are open (the server keeps the first). A page opened in those two
 * minutes warns at once; a renewed session (unlocked) is warned of again before its own lock.
 */
export function warnBeforeSessionLock(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (locksAt: number) => {
    clearTimeout(timer);
    if (!Number.isFinite(locksAt) || Date.now() >= locksAt) return;
    const wait = locksAt - SESSION_LOCK_WARNING_MS - Date.now();
    timer = setTimeout(
      () => {
        if (Date.now() < locksAt - SESSION_LOCK_WARNING_MS) arm(locksAt);
        else
          void import('../../stores/notification-calls.ts').then(({ notify }) =>
            notify({ kind: 'sessionLockSoon', locksAt }),
          );
      },
      Math.min(Math.max(wait, 0), MAX_DELAY),
    );
  };
  const stop = $sessionLock.subscribe((state, previous) => {
    if (state.refreshAt !== previous?.refreshAt && !state.locked) arm(state.refreshAt);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}

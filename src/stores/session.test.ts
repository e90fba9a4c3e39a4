import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $sessionLock, replaceSessionServices, watchSessionLock } from './session.ts';

/** The tab, as the session lock sees it: shown again or hidden, and whether anything listens. */
function fakePage() {
  let listener: (() => void) | undefined;
  replaceSessionServices({
    onVisibilityChange: (next) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  });
  return { shown: () => listener?.(), listening: () => listener !== undefined };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanStores($sessionLock);
  vi.useRealTimers();
  replaceSessionServices();
});

describe('the session lock', () => {
  it('locks at the token refresh time, and not before', () => {
    fakePage();
    const stop = watchSessionLock(Date.now() + 5_000);
    vi.advanceTimersByTime(4_999);
    expect($sessionLock.get().locked).toBe(false);
    vi.advanceTimersByTime(1);
    expect($sessionLock.get().locked).toBe(true);
    stop();
    vi.advanceTimersByTime(1_000);
  });

  it('locks at once when the refresh time has passed', () => {
    fakePage();
    const stop = watchSessionLock(Date.now() - 1);
    expect($sessionLock.get().locked).toBe(true);
    stop();
    vi.advanceTimersByTime(1_000);
  });

  it('looks again when the tab is shown: a background tab’s timers may have been held back', () => {
    const page = fakePage();
    const stop = watchSessionLock(Date.now() + 60_000);
    // The clock moved on while the timers did not run (a computer asleep, a throttled tab).
    vi.setSystemTime(Date.now() + 61_000);
    expect($sessionLock.get().locked).toBe(false);
    page.shown();
    expect($sessionLock.get().locked).toBe(true);
    stop();
    vi.advanceTimersByTime(1_000);
  });

  it('is watched while anything listens, and no longer once the last listener has gone (nanostores onMount)', () => {
    const page = fakePage();
    const stop = watchSessionLock(Date.now() + 5_000);
    const warning = $sessionLock.listen(() => {});
    stop();
    vi.advanceTimersByTime(1_000);
    // The warning before the lock still listens: the lock is still watched.
    expect(page.listening()).toBe(true);
    warning();
    vi.advanceTimersByTime(1_000);
    expect(page.listening()).toBe(false);
    // Its timers are stopped too (reading the lock now would watch it again, for a second).
    expect(vi.getTimerCount()).toBe(0);
  });
});

/**
 * Waiting out Graph's `Retry-After` (on 429 Too Many Requests and 503; read by ../retry-after.ts),
 * second by second so that the page can count down.
 */

/** Whole seconds from `now` to `until`, rounded up: what a countdown shows. */
export function secondsLeft(until: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Waits until `until` (a time in ms), calling `onSecond` with the seconds left at once and at each
 * whole second. Resolves true when the time has come, false when `signal` ended the wait first.
 */
export function waitUntil(until: number, signal: AbortSignal, onSecond: (left: number) => void): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', stop, { once: true });
    const tick = () => {
      const left = until - Date.now();
      if (left <= 0) {
        signal.removeEventListener('abort', stop);
        resolve(true);
        return;
      }
      onSecond(secondsLeft(until));
      // The next whole second of the countdown (or the end, if sooner).
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
  });
}

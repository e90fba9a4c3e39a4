/**
 * `<session-lock>` locks the session once the token refresh time has passed on a protected page
 * (docs/behaviour.md), without React on the page until then (decisions 060 and 080): a timer
 * here; when the session locks, it wakes the `client:interaction` island inside it (SessionLock.tsx),
 * which downloads the locked dialog, React and MSAL.
 */
import { wakeEvent } from '../../scripts/held-events.ts';
import { $sessionLock, watchSessionLock } from '../../stores/session.ts';
import { warnBeforeSessionLock } from './session-lock-warning.ts';

class SessionLockElement extends HTMLElement {
  connectedCallback(): void {
    // The token refresh time (ms since epoch): earliest token expiry minus nine minutes.
    const refreshAt = Number(this.dataset['refreshAt']);
    // Started once: the element is never moved.
    if (!Number.isFinite(refreshAt)) return;
    watchSessionLock(refreshAt);
    warnBeforeSessionLock();
    const wakeWhenLocked = () => {
      if (!$sessionLock.get().locked) return;
      stop();
      this.querySelector('astro-island')?.dispatchEvent(new Event(wakeEvent));
    };
    const stop = $sessionLock.listen(wakeWhenLocked);
    wakeWhenLocked();
  }
}

// Evaluated once per page, so defined once.
customElements.define('session-lock', SessionLockElement);

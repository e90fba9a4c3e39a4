/**
 * Locks the session once the token refresh time has passed on a protected page (docs/behaviour.md),
 * without React on the page until then (decision 060): a timer here; the locked dialog, React
 * and MSAL behind it are downloaded when the session locks.
 */
import type { MsalSettings } from '../../auth/msal-settings.ts';
import type { IslandTexts } from '../../i18n/texts.ts';
import { $sessionLock, watchSessionLock } from '../../stores/session.ts';
import { warnBeforeSessionLock } from './session-lock-warning.ts';

/** What Portal.astro writes into `data-session-lock`. */
export interface SessionLockData {
  /** The token refresh time (ms since epoch): earliest token expiry minus nine minutes. */
  refreshAt: number;
  msal: MsalSettings;
  /** The strings of `sessionLockKeys`. */
  texts: IslandTexts;
}

export function startSessionLock(): void {
  const host = document.querySelector<HTMLElement>('[data-session-lock]');
  if (!host?.dataset['sessionLock']) return;
  const { refreshAt, msal, texts } = JSON.parse(host.dataset['sessionLock']) as SessionLockData;
  watchSessionLock(refreshAt);
  warnBeforeSessionLock();
  const mountWhenLocked = () => {
    if (!$sessionLock.get().locked) return;
    stop();
    void import('./mount-session-lock.tsx').then((module) => module.mountSessionLock(host, msal, texts));
  };
  const stop = $sessionLock.listen(mountWhenLocked);
  mountWhenLocked();
}

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { LoginErrorTexts } from '@/auth/login-errors.ts';
import type { MsalSettings } from '@/auth/msal-settings.ts';

export interface SessionLockTexts extends LoginErrorTexts {
  title: string;
  unlock: string;
  orLogout: string;
  processing: string;
}

export interface SessionLockProps {
  /** The token refresh time (ms since epoch): earliest token expiry minus nine minutes. */
  refreshAt: number;
  msal: MsalSettings;
  texts: SessionLockTexts;
}

const CHECK_EVERY_MS = 15_000;

// The dialog, and MSAL behind it, are only downloaded once the session locks.
const LockedSessionDialog = lazy(() => import('./LockedSessionDialog.tsx'));

/**
 * Once the token refresh time has passed on a protected page, the session locks (docs/behaviour.md).
 * A timer for the exact moment, a periodic check and a check on return to the tab (background
 * tabs throttle timers).
 */
export default function SessionLock({ refreshAt: initialRefreshAt, msal, texts }: SessionLockProps) {
  const [refreshAt, setRefreshAt] = useState(initialRefreshAt);
  const [locked, setLocked] = useState(false);

  const check = useCallback(() => setLocked((was) => was || Date.now() >= refreshAt), [refreshAt]);
  useEffect(() => {
    check();
    const delay = Math.min(Math.max(refreshAt - Date.now(), 0), 2 ** 31 - 1);
    const exact = window.setTimeout(check, delay);
    const periodic = window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearTimeout(exact);
      window.clearInterval(periodic);
      document.removeEventListener('visibilitychange', check);
    };
  }, [refreshAt, check]);

  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <LockedSessionDialog
        msal={msal}
        texts={texts}
        onUnlocked={(next) => {
          setRefreshAt(next);
          setLocked(false);
        }}
      />
    </Suspense>
  );
}

import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import type { IslandTexts } from '@/i18n/texts.ts';
import { $sessionLock, watchSessionLock } from '@/stores/session.ts';

export interface SessionLockProps {
  /** The token refresh time (ms since epoch): earliest token expiry minus nine minutes. */
  refreshAt: number;
  msal: MsalSettings;
  /** The strings of `sessionLockKeys`. */
  texts: IslandTexts;
}

// The dialog, and MSAL behind it, are only downloaded once the session locks.
const LockedSessionDialog = lazy(() => import('./LockedSessionDialog.tsx'));

/** Once the token refresh time has passed on a protected page, the session locks (docs/behaviour.md). */
export default function SessionLock({ refreshAt, msal, texts }: SessionLockProps) {
  const { locked } = useStore($sessionLock);
  useEffect(() => watchSessionLock(refreshAt), [refreshAt]);
  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <LockedSessionDialog msal={msal} texts={texts} />
    </Suspense>
  );
}

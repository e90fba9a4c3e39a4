import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import type { IslandTexts } from '../../i18n/texts.ts';
import { $sessionLock } from '../../stores/session.ts';

export interface SessionLockProps {
  msal: MsalSettings;
  /** The strings of `sessionLockKeys`. */
  texts: IslandTexts;
}

const LockedSessionDialog = lazy(() => import('./LockedSessionDialog.tsx'));

/** The locked dialog while the session is locked (`<session-lock>` watches the time and wakes this island). */
export default function SessionLock({ msal, texts }: SessionLockProps) {
  // Hydrated as the server rendered it (unlocked, nothing), then shown as the store says.
  const { locked } = useStore($sessionLock, { ssr: 'initial' });
  if (!locked) return null;
  return (
    <Suspense fallback={null}>
      <LockedSessionDialog msal={msal} texts={texts} />
    </Suspense>
  );
}

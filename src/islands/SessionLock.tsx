import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/design-system/components/alert/Alert.tsx';
import { Button } from '@/design-system/components/button/Button.tsx';
import * as Dialog from '@/design-system/components/dialog/Dialog.tsx';
import { type LoginErrorTexts, loginErrorMessage } from '@/services/login-errors.ts';
import type { MsalSettings } from '@/services/msal-settings.ts';

export interface SessionLockProps {
  /** The token refresh time (ms since epoch): earliest token expiry minus nine minutes. */
  refreshAt: number;
  msal: MsalSettings;
  texts: LoginErrorTexts & { title: string; unlock: string; orLogout: string; processing: string };
}

const CHECK_EVERY_MS = 15_000;

/**
 * Spec §2/§4: once the token refresh time has passed on a protected page, the session locks.
 * Unlocking signs in again through the pop-up and renews the server session without leaving the
 * page. MSAL is only downloaded when the user unlocks.
 */
export default function SessionLock({ refreshAt: initialRefreshAt, msal, texts }: SessionLockProps) {
  const [refreshAt, setRefreshAt] = useState(initialRefreshAt);
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const check = useCallback(() => setLocked((was) => was || Date.now() >= refreshAt), [refreshAt]);
  useEffect(() => {
    check();
    // A timer for the exact moment, a periodic check and a check on return to the tab, because
    // background tabs throttle timers.
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

  async function unlock() {
    setPending(true);
    setError(undefined);
    try {
      const { currentAccount, openPortalSession, signInWithPopup } = await import('@/services/msal.ts');
      const result = await signInWithPopup(msal, await currentAccount(msal));
      const renewed = await openPortalSession(result.idToken);
      setRefreshAt(renewed.refreshAt);
      setLocked(false);
    } catch (failure) {
      setError(loginErrorMessage(failure, texts));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={locked} closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{texts.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? <Alert status="error">{error}</Alert> : null}
              {pending ? (
                <p role="status" className="session-lock-status">
                  {texts.processing}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <a href="/logout" className="session-lock-logout">
                {texts.orLogout}
              </a>
              <Button loading={pending} onClick={unlock}>
                {texts.unlock}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useState } from 'react';
import { loginErrorMessage } from '@/auth/login-errors.ts';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { currentAccount, openPortalSession, signInWithPopup } from '@/auth/services/msal.ts';
import { Alert } from '@/design-system/components/alert/Alert.tsx';
import { Button } from '@/design-system/components/button/Button.tsx';
import * as Dialog from '@/design-system/components/dialog/Dialog.tsx';
import type { SessionLockTexts } from './SessionLock.tsx';

interface LockedSessionDialogProps {
  msal: MsalSettings;
  texts: SessionLockTexts;
  /** Called with the new refresh time once both MSAL and the server session are renewed. */
  onUnlocked(refreshAt: number): void;
}

/** 'Your session is locked': unlock through the pop-up without leaving the page, or log out. */
export default function LockedSessionDialog({ msal, texts, onUnlocked }: LockedSessionDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function unlock() {
    setPending(true);
    setError(undefined);
    try {
      const result = await signInWithPopup(msal, await currentAccount(msal));
      const renewed = await openPortalSession(result.idToken);
      onUnlocked(renewed.refreshAt);
    } catch (failure) {
      setError(loginErrorMessage(failure, texts));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
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

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { sessionLock } from 'styled-system/recipes';
import { loginErrorMessage } from '../../auth/login-errors.ts';
import type { MsalSettings } from '../../auth/msal-settings.ts';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import * as Dialog from '../../design-system/components/dialog/Dialog.tsx';
import { type IslandTexts, translatorOf } from '../../i18n/texts.ts';
import { $sessionLock } from '../../stores/session.ts';
import { prepareUnlock, unlockSession } from '../../stores/sign-in.ts';

interface LockedSessionDialogProps {
  msal: MsalSettings;
  /** The strings of `sessionLockKeys` (session-lock-keys.ts). */
  texts: IslandTexts;
}

/** 'Your session is locked': unlock through the pop-up without leaving the page, or log out. */
export default function LockedSessionDialog({ msal, texts }: LockedSessionDialogProps) {
  const t = translatorOf(texts);
  const { unlocking, error } = useStore($sessionLock);
  // The pop-up must open straight from the click: its sign-in nonce is fetched now.
  useEffect(() => prepareUnlock(), []);
  const message = error
    ? loginErrorMessage(error, {
        noCredential: t('auth:errors.noCredential'),
        providerUnavailable: t('auth:errors.providerUnavailable'),
        default: t('auth:errors.default'),
      })
    : undefined;

  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('auth:locked.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message ? <Alert status="error">{message}</Alert> : null}
              {unlocking ? (
                <p role="status" className={sessionLock().status}>
                  {t('auth:locked.processing')}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <a href="/logout" className={sessionLock().logout}>
                {t('auth:locked.orLogout')}
              </a>
              <Button loading={unlocking} onClick={() => void unlockSession(msal)}>
                {t('auth:locked.unlock')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

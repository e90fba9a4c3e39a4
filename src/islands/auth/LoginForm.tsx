import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { loginErrorMessage } from '@/auth/login-errors.ts';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { ProviderUnavailableError } from '@/auth/provider-unavailable.ts';
import { Alert } from '@/design-system/components/alert/Alert.tsx';
import { Button } from '@/design-system/components/button/Button.tsx';
import { type IslandTexts, translatorOf } from '@/i18n/texts.ts';
import { $signIn, prepareSignIn, signIn } from '@/stores/sign-in.ts';

export interface LoginFormProps {
  msal: MsalSettings;
  graphApi: string;
  /** Where to go after sign-in: a same-origin path with its query string. */
  redirectTarget: string;
  /** Shown before any attempt, e.g. that the session timed out. */
  notice?: string | undefined;
  /** The `auth` and `pages` dictionaries. */
  texts: IslandTexts;
}

/** /login (docs/routes.md): 'Sign in with Microsoft' through the pop-up; disabled with a spinner while pending. */
export default function LoginForm({ msal, graphApi, redirectTarget, notice, texts }: LoginFormProps) {
  const t = translatorOf(texts);
  const { status, ready, error } = useStore($signIn);
  // The button waits for MSAL: the pop-up must open straight from the click, or browsers block it.
  useEffect(() => void prepareSignIn(msal), [msal]);
  const message =
    status === 'rejected'
      ? loginErrorMessage(error, {
          noCredential: t('auth:errors.noCredential'),
          providerUnavailable: t('auth:errors.providerUnavailable'),
          default: t('auth:errors.default'),
        })
      : undefined;
  // The provider is asked again by itself (stores/sign-in.ts); the person may also ask now.
  const providerDown = status === 'rejected' && error instanceof ProviderUnavailableError;

  return (
    <>
      {message ? <Alert status="error">{message}</Alert> : notice ? <Alert status="warning">{notice}</Alert> : null}
      {providerDown ? (
        <Button variant="outline" onClick={() => void prepareSignIn(msal)}>
          {t('auth:errors.retry')}
        </Button>
      ) : null}
      <Button
        // Long translations (Arabic) wrap instead of widening the card past a phone screen.
        className={css({ whiteSpace: 'normal', height: 'auto', minHeight: '12', paddingBlock: '2' })}
        size="lg"
        loading={status === 'pending' || status === 'fulfilled'}
        disabled={!ready}
        onClick={() => void signIn(msal, graphApi, redirectTarget)}
      >
        <MicrosoftMark />
        {t('pages:login.signIn')}
      </Button>
      <span className="visually-hidden" role="status">
        {status === 'pending' ? t('auth:signingIn') : ''}
      </span>
    </>
  );
}

function MicrosoftMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

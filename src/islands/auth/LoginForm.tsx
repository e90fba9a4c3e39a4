import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { type LoginErrorTexts, loginErrorMessage } from '@/auth/login-errors.ts';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { storeProfilePhoto } from '@/auth/services/graph-photo.ts';
import { msalFor, msalTokens, openPortalSession, signInWithPopup } from '@/auth/services/msal.ts';
import { loadClientLogo, storeClientLogo } from '@/clients/services/client-logo.ts';
import { Alert } from '@/design-system/components/alert/Alert.tsx';
import { Button } from '@/design-system/components/button/Button.tsx';
import { createApiClient } from '@/services/http-client.ts';

export interface LoginFormProps {
  msal: MsalSettings;
  graphApi: string;
  /** Where to go after sign-in: a same-origin path with its query string. */
  redirectTarget: string;
  /** Shown before any attempt, e.g. that the session timed out. */
  notice?: string | undefined;
  texts: LoginErrorTexts & { signIn: string; signingIn: string };
}

type Status = 'init' | 'pending' | 'fulfilled' | 'rejected';

/** /login (docs/routes.md): 'Sign in with Microsoft' through the pop-up; disabled with a spinner while pending. */
export default function LoginForm({ msal, graphApi, redirectTarget, notice, texts }: LoginFormProps) {
  const [status, setStatus] = useState<Status>('init');
  const [error, setError] = useState<string>();
  // The button waits for MSAL: a click before hydration would do nothing, and the pop-up must
  // open straight from the click so the browser does not block it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    msalFor(msal).then(
      () => setReady(true),
      (failure: unknown) => {
        setStatus('rejected');
        setError(loginErrorMessage(failure, texts));
      },
    );
  }, [msal, texts]);

  async function signIn() {
    setStatus('pending');
    setError(undefined);
    try {
      const result = await signInWithPopup(msal);
      await storeProfilePhoto(graphApi, result.accessToken);
      const opened = await openPortalSession(result.idToken);
      if (opened.activeClient) {
        const graph = createApiClient({ baseUrl: graphApi, token: 'access', tokens: msalTokens(msal) });
        storeClientLogo(opened.activeClient.id, await loadClientLogo(graph, opened.activeClient));
      }
      setStatus('fulfilled');
      window.location.assign(redirectTarget);
    } catch (failure) {
      setStatus('rejected');
      setError(loginErrorMessage(failure, texts));
    }
  }

  return (
    <>
      {error ? <Alert status="error">{error}</Alert> : notice ? <Alert status="warning">{notice}</Alert> : null}
      <Button
        // Long translations (Arabic) wrap instead of widening the card past a phone screen.
        className={css({ whiteSpace: 'normal', height: 'auto', minHeight: '12', paddingBlock: '2' })}
        size="lg"
        loading={status === 'pending' || status === 'fulfilled'}
        disabled={!ready}
        onClick={signIn}
      >
        <MicrosoftMark />
        {texts.signIn}
      </Button>
      <span className="visually-hidden" role="status">
        {status === 'pending' ? texts.signingIn : ''}
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

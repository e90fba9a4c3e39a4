import { css } from 'styled-system/css';
import { Alert } from '../../design-system/components/alert/Alert.tsx';
import { Button } from '../../design-system/components/button/Button.tsx';
import { Spinner } from '../../design-system/components/spinner/Spinner.tsx';
import type { MsalSettings } from '../msal-settings.ts';

/** The strings the form's script shows after the page has loaded (already translated). */
export interface LoginFormTexts {
  noCredential: string;
  providerUnavailable: string;
  default: string;
  /** Said to screen readers while the sign-in runs. */
  signingIn: string;
}

export interface LoginFormProps {
  msal: MsalSettings;
  graphApi: string;
  /** Where to go after sign-in: a same-origin path with its query string. */
  redirectTarget: string;
  /** Shown before any attempt, e.g. that the session timed out. */
  notice?: string | undefined;
  /** The button's words. */
  signInLabel: string;
  /** The words of the button that asks the provider again. */
  retryLabel: string;
  texts: LoginFormTexts;
}

/**
 * /login's form, rendered on the server (decision 062): 'Sign in with Microsoft', disabled until
 * MSAL is ready. islands/auth/login-form.ts drives it in the browser: the button, its spinner, the
 * error alert and Try again, from the sign-in store. The messages, the Try again button and the
 * spinner wait in templates until the script needs them.
 */
export function LoginForm({ msal, graphApi, redirectTarget, notice, signInLabel, retryLabel, texts }: LoginFormProps) {
  return (
    <div
      data-login-form=""
      data-msal={JSON.stringify(msal)}
      data-graph-api={graphApi}
      data-redirect={redirectTarget}
      data-texts={JSON.stringify(texts)}
      // The card lays out the alert and the buttons: this element only carries the settings.
      className={css({ display: 'contents' })}
    >
      {notice ? (
        <Alert status="warning" data-login-notice="">
          {notice}
        </Alert>
      ) : null}
      <template data-login-error="">
        <Alert status="error">
          <span data-login-error-text="" />
        </Alert>
      </template>
      <template data-login-retry="">
        <Button variant="outline">{retryLabel}</Button>
      </template>
      <template data-login-spinner="">
        <Spinner size="sm" decorative />
      </template>
      <Button
        data-login-sign-in=""
        // Long translations (Arabic) wrap instead of widening the card past a phone screen.
        className={css({ whiteSpace: 'normal', height: 'auto', minHeight: '12', paddingBlock: '2' })}
        size="lg"
        disabled
      >
        <MicrosoftMark />
        {signInLabel}
      </Button>
      <span className="visually-hidden" role="status" data-login-status="" />
    </div>
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

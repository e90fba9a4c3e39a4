import { describe, expect, it } from 'vitest';
import { PortalApiError } from '../services/portal-api.ts';
import { loginErrorMessage, NoCredentialError } from './login-errors.ts';
import { ProviderUnavailableError } from './provider-unavailable.ts';

const texts = {
  noCredential: 'Error: Could not log in, please try again.',
  providerUnavailable: 'The sign-in service is unavailable right now. Please try again shortly.',
  default: 'An error has occurred',
};

describe('loginErrorMessage', () => {
  it("keeps MSAL's own message for a blocked pop-up and a pop-up closed by the user", () => {
    const blocked = { errorCode: 'popup_window_error', errorMessage: 'Error opening popup window.', message: 'x' };
    const closed = { errorCode: 'user_cancelled', errorMessage: 'User cancelled the flow.', message: 'y' };
    expect(loginErrorMessage(blocked, texts)).toBe('Error opening popup window.');
    expect(loginErrorMessage(closed, texts)).toBe('User cancelled the flow.');
  });

  it("says in the person's words that the provider did not answer (decision 048)", () => {
    expect(loginErrorMessage(new ProviderUnavailableError(500), texts)).toBe(texts.providerUnavailable);
    const timedOut = { errorCode: 'timed_out', errorMessage: 'Token request timed out.', message: 'timed_out' };
    const serverError = { errorCode: 'server_error', errorMessage: 'Simulated by the tenant', message: 'x' };
    expect(loginErrorMessage(timedOut, texts)).toBe(texts.providerUnavailable);
    expect(loginErrorMessage(serverError, texts)).toBe(texts.providerUnavailable);
  });

  it('says so when the sign-in returned no credential', () => {
    expect(loginErrorMessage(new NoCredentialError(), texts)).toBe('Error: Could not log in, please try again.');
  });

  it("shows the portal server's message", () => {
    const refused = new PortalApiError(
      'userInfo',
      'Cannot load user data. Please contact the system administrator.',
      403,
    );
    expect(loginErrorMessage(refused, texts)).toBe('Cannot load user data. Please contact the system administrator.');
  });

  it('shows any other error by its message, else the default', () => {
    expect(loginErrorMessage(new Error('access_denied: The user cancelled the sign-in.'), texts)).toBe(
      'access_denied: The user cancelled the sign-in.',
    );
    expect(loginErrorMessage(new Error(''), texts)).toBe('An error has occurred');
    expect(loginErrorMessage('boom', texts)).toBe('An error has occurred');
    expect(loginErrorMessage(undefined, texts)).toBe('An error has occurred');
  });
});

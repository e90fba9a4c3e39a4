import { PortalError } from '../errors.ts';

/**
 * One mapper for every sign-in error shown to a person (docs/errors.md). A blocked pop-up and a pop-up the
 * user closed keep MSAL's own message; a sign-in with no credential has its own text; anything
 * else shows its message, or the default.
 */
export interface LoginErrorTexts {
  noCredential: string;
  default: string;
}

/** The pop-up came back without a credential (docs/errors.md). */
export class NoCredentialError extends PortalError<'noCredential'> {
  constructor() {
    super('noCredential');
  }
}

const providerOwnMessage = new Set(['popup_window_error', 'empty_window_error', 'user_cancelled']);

export function loginErrorMessage(error: unknown, texts: LoginErrorTexts): string {
  if (error instanceof NoCredentialError) return texts.noCredential;
  if (typeof error === 'object' && error !== null) {
    const { errorCode, errorMessage, message } = error as {
      errorCode?: unknown;
      errorMessage?: unknown;
      message?: unknown;
    };
    if (
      typeof errorCode === 'string' &&
      providerOwnMessage.has(errorCode) &&
      typeof errorMessage === 'string' &&
      errorMessage
    ) {
      return errorMessage;
    }
    if (typeof errorMessage === 'string' && errorMessage) return errorMessage;
    if (typeof message === 'string' && message) return message;
  }
  return texts.default;
}

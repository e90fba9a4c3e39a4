/**
 * One mapper for every sign-in error shown to a person (docs/errors.md). A blocked pop-up and a pop-up the
 * user closed keep MSAL's own message; a sign-in with no credential has its own text; anything
 * else shows its message, or the default.
 */
export interface LoginErrorTexts {
  noCredential: string;
  default: string;
}

export class NoCredentialError extends Error {
  override name = 'NoCredentialError';
}

/** A sign-in refused by the portal server, with the message it chose (already translated). */
export class PortalSignInError extends Error {
  override name = 'PortalSignInError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
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

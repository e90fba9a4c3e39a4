import { PortalError } from '../errors.ts';
import { ProviderUnavailableError } from './provider-unavailable.ts';

/**
 * One mapper for every sign-in error shown to a person (docs/errors.md). A blocked pop-up and a pop-up the
 * user closed keep MSAL's own message; a sign-in with no credential has its own text; anything
 * else shows its message, or the default.
 */
export interface LoginErrorTexts {
  noCredential: string;
  /** The identity provider did not answer (decision 048). */
  providerUnavailable: string;
  default: string;
}

/**
 * Why the server refused a sign-in; each code names the message the person sees (docs/errors.md).
 * Here, with the sign-in's other errors, so the server's metrics count them without importing the
 * sign-in itself.
 */
export type SignInFailure = 'invalidToken' | 'providerUnavailable' | 'userInfo' | 'sitePrivileges';

/** The pop-up came back without a credential (docs/errors.md). */
export class NoCredentialError extends PortalError<'noCredential'> {
  constructor() {
    super('noCredential');
  }
}

const providerOwnMessage = new Set(['popup_window_error', 'empty_window_error', 'user_cancelled']);
/**
 * MSAL's codes for a provider that did not answer or failed (the pop-up never came back, a call
 * to it failed, its token endpoint answered a server error): said in the person's language, since
 * MSAL's words for them are a developer's (decision 048).
 */
const providerFault = new Set([
  'timed_out',
  'no_network_connectivity',
  'endpoints_resolution_error',
  'get_request_failed',
  'post_request_failed',
  'failed_to_parse_response',
  'server_error',
  'temporarily_unavailable',
]);

export function loginErrorMessage(error: unknown, texts: LoginErrorTexts): string {
  if (error instanceof NoCredentialError) return texts.noCredential;
  if (error instanceof ProviderUnavailableError) return texts.providerUnavailable;
  if (typeof error === 'object' && error !== null) {
    const { errorCode, errorMessage, message } = error as {
      errorCode?: unknown;
      errorMessage?: unknown;
      message?: unknown;
    };
    if (typeof errorCode === 'string' && providerFault.has(errorCode)) return texts.providerUnavailable;
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

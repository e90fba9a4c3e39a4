import { PortalError } from '../errors.ts';

/**
 * The identity provider did not answer, or answered with an error, when the login page asked
 * (decision 048). `retryAfterSeconds` is its Retry-After when it said how long to wait.
 */
export class ProviderUnavailableError extends PortalError<'providerUnavailable'> {
  readonly retryAfterSeconds: number | undefined;

  constructor(status?: number, retryAfterSeconds?: number) {
    super('providerUnavailable', 'identity provider unavailable', status);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

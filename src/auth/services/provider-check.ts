import { retryAfterOf } from '../../retry-after.ts';
import { ProviderUnavailableError } from '../provider-unavailable.ts';

/** Longer than a slow provider takes, shorter than a person waits for a page to be ready. */
export const PROVIDER_CHECK_TIMEOUT_MS = 8_000;

/**
 * Whether the identity provider answers: its discovery document, fetched from the browser as
 * MSAL's own calls are. Throws a ProviderUnavailableError when it is down, slower than the limit,
 * or answers an error.
 */
export async function checkIdentityProvider(
  url: string,
  timeoutMs = PROVIDER_CHECK_TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  } catch {
    throw new ProviderUnavailableError();
  }
  if (!response.ok) throw new ProviderUnavailableError(response.status, retryAfterOf(response));
}

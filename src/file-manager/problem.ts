/**
 * What went wrong with the library, in the words the page has for it: Graph's many statuses and
 * codes come down to a few problems, each with a dictionary text (fileManager:errors.*) and its
 * own remedy (wait, try again, sign in again, ask for access).
 */
import type { DriveError } from './services/drive-client.ts';

export type LibraryProblem =
  /** No answer at all: the connection failed or was dropped. */
  | 'network'
  /** Too many requests (429) or unavailable for now (503): Graph asks to wait. */
  | 'busy'
  /** Graph failed on its side (5xx). */
  | 'serverError'
  /** No token to be had: MSAL has no account, or needs the user. */
  | 'unauthenticated'
  /** Graph refused the token, and then the fresh one the 401 got. */
  | 'tokenRefused'
  | 'accessDenied'
  | 'itemNotFound'
  | 'other';

export function problemOf(error: DriveError | undefined): LibraryProblem {
  if (!error || error.status === 0) return 'network';
  if (error.status === 403 || error.code === 'accessDenied') return 'accessDenied';
  if (error.status === 404 || error.code === 'itemNotFound') return 'itemNotFound';
  if (error.status === 401) return error.code === 'unauthenticated' ? 'unauthenticated' : 'tokenRefused';
  if (error.status === 429 || error.status === 503) return 'busy';
  if (error.status !== undefined && error.status >= 500) return 'serverError';
  return 'other';
}

/** How long Graph asked to be left alone, when it is busy and said so. */
export function backOffSeconds(error: DriveError | undefined): number | undefined {
  return problemOf(error) === 'busy' ? error?.retryAfterSeconds : undefined;
}

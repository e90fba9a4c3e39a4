/**
 * What went wrong with a report, in the words the page uses: each kind has its own translated
 * message, and says whether asking again can help. The reports store decides what to do with it.
 */
import { PortalError } from '../../errors.ts';
import { errorMessage } from '../model.ts';
import { ReportsApiError } from './reports-api.ts';

export type ReportFailure =
  /** The reports API gave no answer (down, dropped connection, no network). */
  | { kind: 'unreachable' }
  /** The reports API failed on its side (5xx). */
  | { kind: 'serverError' }
  /** The reports API asked to be left alone for `waitMs` (429). */
  | { kind: 'busy'; waitMs: number }
  /** The reports API refused the sign-in even with a fresh token (401). */
  | { kind: 'signedOut' }
  /** The report host never said the report had loaded (its page failed, or is too slow). */
  | { kind: 'timedOut' }
  /** Any other failure with a message of its own; `retryable` when asking again may help. */
  | { kind: 'refused'; message: string; retryable: boolean };

/** A 429 without a Retry-After waits this long before asking again. */
export const DEFAULT_BUSY_WAIT_MS = 5000;

/** The failure `error` stands for; `fallback` is the message of one that brings none. */
export function failureOf(error: unknown, fallback: string): ReportFailure {
  if (error instanceof PortalError && error.code === 'reportsApiUnreachable') return { kind: 'unreachable' };
  if (error instanceof ReportsApiError) {
    const status = error.status ?? 0;
    if (status === 429) {
      const seconds = error.retryAfterSeconds;
      return { kind: 'busy', waitMs: seconds === undefined ? DEFAULT_BUSY_WAIT_MS : seconds * 1000 };
    }
    if (status === 401) return { kind: 'signedOut' };
    if (status >= 500) return { kind: 'serverError' };
    // 403 and 404 name what is missing (no access, no such client): asking again does not help.
    return { kind: 'refused', message: error.message || fallback, retryable: false };
  }
  // The embed URL's host is not on the allow-list: the same answer comes back every time.
  if (error instanceof PortalError && error.code === 'embedOrigin')
    return { kind: 'refused', message: error.message || fallback, retryable: false };
  return { kind: 'refused', message: errorMessage(error, fallback), retryable: true };
}

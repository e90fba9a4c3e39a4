import { PortalError } from '../../errors.ts';

/**
 * The storage did not answer (Redis down, unreachable or too slow): the request cannot be served
 * now and may be later, so pages answer 503 and the API `storageUnavailable` — never a stack trace,
 * and never "signed out", which would be a lie.
 */
export class StorageUnavailableError extends PortalError<'storageUnavailable'> {
  constructor(cause: unknown) {
    super(
      'storageUnavailable',
      `The storage did not answer: ${cause instanceof Error ? cause.message : String(cause)}`,
      503,
    );
    this.cause = cause;
  }
}

/**
 * Told by its code, not `instanceof`: the Node entry runs this module from src/ while Astro's
 * bundle has its own copy, and the error may come from a storage either copy opened.
 */
export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'storageUnavailable';
}

/** What a 503 tells a client to wait before trying again (the portal recovers as soon as Redis is back). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

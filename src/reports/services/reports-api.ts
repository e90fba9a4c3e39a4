import { PortalError } from '../../errors.ts';
import { retryAfterOf } from '../../retry-after.ts';
import type { ApiClient } from '../../services/http-client.ts';
import { type EmbedInfo, embedInfoPath, parseEmbedInfo, type ReportName } from '../model.ts';

/**
 * Thrown when the reports API refuses; carries its message for the page to show (docs/errors.md),
 * its status, and on a 429 how long it asked to be left alone.
 */
export class ReportsApiError extends PortalError<'reportsApi'> {
  /** Seconds from the answer's Retry-After header (429 and 503), when it had one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, status: number, retryAfterSeconds?: number) {
    super('reportsApi', message, status);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Thrown when the reports API gave no answer at all (down, dropped connection, no network). */
export class ReportsApiUnreachableError extends PortalError<'reportsApiUnreachable'> {
  constructor(message: string) {
    super('reportsApiUnreachable', message);
  }
}

/** GET PowerBiToken/report/... on the reports API, with the ID token as bearer (docs/calls.md). */
export async function fetchEmbedInfo(
  reports: ApiClient,
  report: ReportName,
  clientXref: number | null,
  fallbackMessage: string,
): Promise<EmbedInfo> {
  let response: Response;
  try {
    response = await reports.get(embedInfoPath(report, clientXref), { headers: { Accept: 'application/json' } });
  } catch (error) {
    // fetch rejects with a TypeError only when no answer came (the browser hides why).
    if (error instanceof TypeError) throw new ReportsApiUnreachableError(error.message);
    throw error;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { message?: unknown }; message?: unknown } | undefined) ?? {};
    const message =
      typeof error.error?.message === 'string'
        ? error.error.message
        : typeof error.message === 'string'
          ? error.message
          : fallbackMessage;
    throw new ReportsApiError(message, response.status, retryAfterOf(response));
  }
  return parseEmbedInfo(body);
}

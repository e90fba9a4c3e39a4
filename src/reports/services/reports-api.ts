import { type EmbedInfo, embedInfoPath, parseEmbedInfo, type ReportName } from '@/reports/model.ts';
import { PortalError } from '../../errors.ts';
import type { ApiClient } from '../../services/http-client.ts';

/** Thrown when the reports API refuses; carries its message for the page to show (docs/errors.md). */
export class ReportsApiError extends PortalError<'reportsApi'> {
  constructor(message: string, status: number) {
    super('reportsApi', message, status);
  }
}

/** GET PowerBiToken/report/... on the reports API, with the ID token as bearer (docs/calls.md). */
export async function fetchEmbedInfo(
  reports: ApiClient,
  report: ReportName,
  clientXref: number | null,
  fallbackMessage: string,
): Promise<EmbedInfo> {
  const response = await reports.get(embedInfoPath(report, clientXref), { headers: { Accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { message?: unknown }; message?: unknown } | undefined) ?? {};
    const message =
      typeof error.error?.message === 'string'
        ? error.error.message
        : typeof error.message === 'string'
          ? error.message
          : fallbackMessage;
    throw new ReportsApiError(message, response.status);
  }
  return parseEmbedInfo(body);
}

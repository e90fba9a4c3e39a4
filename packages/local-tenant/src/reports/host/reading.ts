/**
 * The report's data as the tenant gives it for the embed token (GET /powerbi/reports/<id>/data,
 * or .../verify only to check a token), with the model's translations. A refusal becomes the SDK's
 * error: 'TokenExpired' for a token that has run out, else the tenant's code.
 */
import type { InvoiceIntelData, ReportFilters, VendorIntelData } from '../invoices.ts';
import type { ReportCulture } from '../translations.ts';
import type { Protocol } from './protocol.ts';

export type ReportData = InvoiceIntelData | VendorIntelData;

export interface Read {
  expiration: string;
  data?: ReportData;
  cultures?: readonly ReportCulture[];
}

/** Asks the tenant for the report's data (or only to check the token): the token decides. */
export async function readReport(
  {
    reportId,
    token,
    what,
    filters,
  }: { reportId: string; token: string; what: 'data' | 'verify'; filters: ReportFilters },
  errors: Pick<Protocol, 'error' | 'tokenExpired'>,
  fetcher: typeof fetch = fetch,
): Promise<Read> {
  const query = new URLSearchParams({ months: String(filters.months) });
  if (filters.status) query.set('status', filters.status);
  const response = await fetcher(`/powerbi/reports/${reportId}/${what}${what === 'data' ? `?${query}` : ''}`, {
    headers: { Authorization: `EmbedToken ${token}` },
  });
  const body = (await response.json().catch(() => ({}))) as Read & { error?: { code?: string; message?: string } };
  if (!response.ok) {
    const code = body?.error?.code || 'LoadReportFailed';
    throw code === 'TokenExpired'
      ? errors.tokenExpired()
      : errors.error(
          code === 'Forbidden' ? 'LoadReportFailed' : code,
          body?.error?.message || 'The report could not be loaded.',
          code,
        );
  }
  return body;
}

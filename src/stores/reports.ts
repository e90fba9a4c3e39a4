import { map } from 'nanostores';
import {
  type EmbedInfo,
  initialReportState,
  isTokenExpired,
  type ReportName,
  type ReportState,
} from '@/reports/model.ts';

/** The loading status of each report, separately for invoice and vendor (docs/behaviour.md). */
export const $reports = map<Record<ReportName, ReportState>>({
  InvoiceIntel: initialReportState,
  VendorIntel: initialReportState,
});

/** A (re)load of the report's embed data began; the invoice report remembers its client. */
export function reportLoading(report: ReportName, clientXref: number | null): void {
  $reports.setKey(report, { ...$reports.get()[report], status: 'loading', error: null, clientXref });
}

export function reportSucceeded(report: ReportName, embed: EmbedInfo, fetchedAt = Date.now()): void {
  $reports.setKey(report, { ...$reports.get()[report], status: 'succeeded', error: null, embed, fetchedAt });
}

/** A failed load stores the error message and sets the status to failed (docs/behaviour.md, docs/errors.md). */
export function reportFailed(report: ReportName, message: string): void {
  $reports.setKey(report, { ...$reports.get()[report], status: 'failed', error: message });
}

export function reportTokenExpired(report: ReportName, now = Date.now()): boolean {
  return isTokenExpired($reports.get()[report], now);
}

/**
 * Loads the report's embed data with `fetchEmbed` and records the outcome. Resolves to the embed
 * data, or undefined after a failure (whose message is then in the store).
 */
export async function loadReportEmbed(
  report: ReportName,
  clientXref: number | null,
  fetchEmbed: () => Promise<EmbedInfo>,
  describeError: (error: unknown) => string,
): Promise<EmbedInfo | undefined> {
  reportLoading(report, clientXref);
  try {
    const embed = await fetchEmbed();
    reportSucceeded(report, embed);
    return embed;
  } catch (error) {
    reportFailed(report, describeError(error));
    return undefined;
  }
}

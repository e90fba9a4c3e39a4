/**
 * The bookmark state of the local report host: what `bookmarksManager.capture()` hands the page
 * and `applyState()` takes back. Power BI's is an opaque base64 string; this one is base64url JSON
 * of the report, the page and the filters, so the export job can render exactly that view and a
 * link carries it in its URL. The host writes and reads the same shape in the browser
 * (host/bookmarks.ts, whose test reads this file's states and this file its); the browser suite
 * (tests/report-views.spec.ts) exports a view the host captured.
 */
import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  REPORT_PERIODS,
  type ReportFilters,
  type ReportPeriod,
} from './invoices.ts';

export interface ViewState {
  /** The report the state was captured from. */
  reportId: string;
  page: string;
  filters: ReportFilters;
}

interface Written {
  v: 1;
  r: string;
  p: string;
  f: { s: string | null; m: number };
}

export function encodeViewState(state: ViewState): string {
  const written: Written = {
    v: 1,
    r: state.reportId,
    p: state.page,
    f: { s: state.filters.status, m: state.filters.months },
  };
  return Buffer.from(JSON.stringify(written), 'utf8').toString('base64url');
}

/** The state in `text`, or undefined when it is no state of this host. */
export function decodeViewState(text: string): ViewState | undefined {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return undefined;
  let written: Partial<Written>;
  try {
    written = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Written>;
  } catch {
    return undefined;
  }
  if (written?.v !== 1 || typeof written.r !== 'string' || typeof written.p !== 'string') return undefined;
  const status = written.f?.s ?? null;
  const months = written.f?.m;
  if (status !== null && !(INVOICE_STATUSES as readonly string[]).includes(status)) return undefined;
  if (!(REPORT_PERIODS as readonly number[]).includes(months ?? 0)) return undefined;
  return {
    reportId: written.r,
    page: written.p,
    filters: { status: status as InvoiceStatus | null, months: months as ReportPeriod },
  };
}

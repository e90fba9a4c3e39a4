/**
 * Bookmarks: what `bookmarksManager.capture()` hands the page and `applyState()` takes back, the
 * page and the filters as one string. The shape is view-state.ts's (base64url JSON of the report,
 * the page and the filters), so the export job renders exactly the view a person captured;
 * bookmarks.test.ts checks both read each other.
 */
import type { ReportFilters } from '../invoices.ts';
import { PERIODS, type ReportDefinition, STATUSES } from './catalogue.ts';

/** What a bookmark holds: a page of the report and its filters. */
export interface View {
  page: string;
  filters: ReportFilters;
}

/** Why a state is refused, as applyState's error code and message. */
export interface Refusal {
  errorCode: 'InvalidBookmark' | 'BookmarkFromAnotherReport' | 'PageNotFound';
  detailedMessage: string;
}

export function encodeState(reportId: string, view: View): string {
  const written = { v: 1, r: reportId, p: view.page, f: { s: view.filters.status, m: view.filters.months } };
  return btoa(JSON.stringify(written)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The page and filters of a state captured in this report, or why it cannot be applied. */
export function decodeState(text: unknown, reportId: string, report: ReportDefinition | undefined): View | Refusal {
  const invalid: Refusal = { errorCode: 'InvalidBookmark', detailedMessage: 'The bookmark state could not be read.' };
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return invalid;
  let written: { v?: unknown; r?: unknown; p?: unknown; f?: { s?: unknown; m?: unknown } };
  try {
    written = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    return invalid;
  }
  if (written?.v !== 1 || typeof written.r !== 'string' || typeof written.p !== 'string') return invalid;
  if (written.r !== reportId)
    return { errorCode: 'BookmarkFromAnotherReport', detailedMessage: 'The bookmark was captured in another report.' };
  if (!report?.pages.some((page) => page.name === written.p))
    return { errorCode: 'PageNotFound', detailedMessage: `There is no page named ${written.p}.` };
  const status = STATUSES.find((name) => name === written.f?.s) ?? null;
  const months = PERIODS.find((value) => value === written.f?.m);
  if (months === undefined || (written.f?.s != null && status === null)) return invalid;
  return { page: written.p, filters: { status, months } };
}

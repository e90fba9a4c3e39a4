/**
 * Saved views of a report (decision 079): a name and the report's bookmark state (its page and
 * filters, as the report captured them), kept per person and client, or shared by the provider's
 * staff with everyone of a client; and links that carry a view in the page's URL. Pure, shared by
 * the server, the store, the island and their tests.
 */
import type { ReportName } from './model.ts';

export interface SavedView {
  id: string;
  name: string;
  /** The bookmark state `bookmarksManager.capture()` gave (opaque to the portal). */
  state: string;
  /** The page the view shows, as the report named it when it was saved (for the list). */
  page: string;
  createdAt: number;
  /** Published by the provider's staff for everyone of the client. */
  shared: boolean;
}

export interface ReportViewsList {
  mine: SavedView[];
  shared: SavedView[];
  /** Whether this person may publish, rename and delete the client's shared views (provider staff). */
  canShare: boolean;
}

/** A name: what the person typed, trimmed, 1 to 80 characters. */
export const VIEW_NAME_MAX = 80;
/** Views a person keeps per report and client (and shared views per report and client). */
export const MAX_VIEWS = 50;
/** Power BI's bookmark states run to a few kilobytes; this host's are far shorter. */
export const VIEW_STATE_MAX = 16_000;

/** Query parameters of a link to a view: the state, and the client whose report it is. */
export const VIEW_PARAM = 'view';
export const CLIENT_PARAM = 'client';

/** What the page's URL asks of the report: nothing, a view to apply, or a view of another client. */
export type LinkedView = { kind: 'none' } | { kind: 'view'; state: string } | { kind: 'otherClient' };

/**
 * Reads a link's view. The invoice report is one client's: a link made for another client than the
 * active one opens nothing of it (whatever the person may see, the page shows the active client).
 */
export function linkedViewOf(params: URLSearchParams, report: ReportName, activeClientXref: number | null): LinkedView {
  const state = params.get(VIEW_PARAM);
  if (!state || state.length > VIEW_STATE_MAX || !/^[\w.~+/=-]+$/.test(state)) return { kind: 'none' };
  const client = params.get(CLIENT_PARAM);
  if (report === 'InvoiceIntel' && client !== null && client !== String(activeClientXref))
    return { kind: 'otherClient' };
  return { kind: 'view', state };
}

/** The link to `state` on the report's page at `pageUrl` (the invoice report names its client). */
export function viewLink(pageUrl: string, report: ReportName, state: string, clientXref: number | null): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  if (report === 'InvoiceIntel' && clientXref !== null) url.searchParams.set(CLIENT_PARAM, String(clientXref));
  url.searchParams.set(VIEW_PARAM, state);
  return url.toString();
}

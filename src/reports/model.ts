/**
 * Embedded reports (docs/data.md, docs/behaviour.md): the reports, their embed data, the loading status, the token
 * refresh schedule and the origins an embed token may go to. Pure, shared by the store, the
 * island and their tests.
 */

export const REPORTS = ['InvoiceIntel', 'VendorIntel'] as const;
export type ReportName = (typeof REPORTS)[number];

/** Report loading status, one per report (docs/behaviour.md). */
export type ReportStatus = 'init' | 'loading' | 'succeeded' | 'failed';

/** What the reports API answers (the report embed data of docs/data.md; the call in docs/calls.md). */
export interface EmbedInfo {
  reportId: string;
  embedUrl: string;
  embedToken: { token: string; expiration: string };
}

/** A page of the report, as its toolbar offers it. */
export interface ReportPageTab {
  name: string;
  displayName: string;
}

export interface ReportState {
  status: ReportStatus;
  /** A failed load stores the error message (docs/behaviour.md). */
  error: string | null;
  /** Whether the failure may pass when the report is loaded again (the page offers Retry). */
  retryable: boolean;
  /** What a load that is still under way tells the person (a busy service it waits for). */
  notice: string | null;
  embed: EmbedInfo | null;
  /** The client of the invoice report (docs/data.md). */
  clientXref: number | null;
  /** When the current token was fetched (ms), to size the refresh margin. */
  fetchedAt: number | null;
  /** The report's pages, once the embedded report has loaded. */
  pages: ReportPageTab[];
  activePage: string | null;
  /** Whether the embedded report has drawn itself (the toolbar waits for it). */
  rendered: boolean;
  /** How many times the report has drawn itself (a page, a view, filters): what waits for the next one counts. */
  renders: number;
}

export const initialReportState: ReportState = {
  status: 'init',
  error: null,
  retryable: false,
  notice: null,
  embed: null,
  clientXref: null,
  fetchedAt: null,
  pages: [],
  activePage: null,
  rendered: false,
  renders: 0,
};

/**
 * powerbi-client's LayoutType values (the SDK loads only once a report is embedded): a phone gets
 * the mobile layouts, and turning it switches between them without embedding again.
 */
export const LAYOUT = { master: 0, mobilePortrait: 2, mobileLandscape: 3 } as const;
export type Layout = (typeof LAYOUT)[keyof typeof LAYOUT];

/** Below this width (px) the report embeds with the mobile layout (the portal's md breakpoint). */
export const PHONE_MAX_WIDTH = 768;

/** The layout for a screen: mobile below PHONE_MAX_WIDTH, portrait or landscape as it is held. */
export function layoutFor(width: number, portrait: boolean): Layout {
  if (width >= PHONE_MAX_WIDTH) return LAYOUT.master;
  return portrait ? LAYOUT.mobilePortrait : LAYOUT.mobileLandscape;
}

/** The reports API path of a report (docs/calls.md). */
export function embedInfoPath(report: ReportName, clientXref: number | null): string {
  if (report === 'VendorIntel') return 'PowerBiToken/report/VendorIntel';
  if (clientXref === null) throw new Error('The invoice report needs a client.');
  return `PowerBiToken/report/InvoiceIntel/xref/${clientXref}`;
}

/** Parses the reports API's answer; anything else is a failed load, not a crash later on. */
export function parseEmbedInfo(body: unknown): EmbedInfo {
  const value = body as Partial<EmbedInfo> | null;
  const token = value?.embedToken;
  if (
    typeof value?.reportId !== 'string' ||
    typeof value.embedUrl !== 'string' ||
    typeof token?.token !== 'string' ||
    typeof token.expiration !== 'string' ||
    Number.isNaN(Date.parse(token.expiration))
  ) {
    throw new Error('The reports API answered without an embed token.');
  }
  return { reportId: value.reportId, embedUrl: value.embedUrl, embedToken: { ...token } };
}

/** Expired only when the load succeeded and the expiration is earlier than now (docs/behaviour.md). */
export function isTokenExpired(state: ReportState, now = Date.now()): boolean {
  if (state.status !== 'succeeded' || !state.embed) return false;
  return Date.parse(state.embed.embedToken.expiration) < now;
}

/** Microsoft's sample refreshes 10 minutes before expiry. */
export const REFRESH_MARGIN_MS = 10 * 60 * 1000;

/**
 * When to fetch the next token: the margin before expiry, but never more than a quarter of the
 * token's lifetime (short-lived tokens would otherwise be refreshed at once, in a loop).
 */
export function refreshAt(expiration: number, fetchedAt: number): number {
  const lifetime = Math.max(0, expiration - fetchedAt);
  return expiration - Math.min(REFRESH_MARGIN_MS, lifetime / 4);
}

/**
 * Whether an embed URL may receive the token: its origin must be on the environment's list.
 * Entries are origins; `https://*.host` also matches any subdomain of host (over https only).
 */
export function isAllowedEmbedUrl(embedUrl: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowList.some((entry) => {
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(entry);
    if (!wildcard) {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    }
    const suffix = (wildcard[1] ?? '').toLowerCase();
    return url.protocol === 'https:' && url.port === '' && url.hostname.endsWith(`.${suffix}`);
  });
}

/** powerbi-client embeds these hosts itself; any other allowed host gets our own iframe. */
export function isPowerBiHost(embedUrl: string): boolean {
  try {
    const { protocol, hostname } = new URL(embedUrl);
    return (
      protocol === 'https:' &&
      /\.(powerbi\.com|fabric\.microsoft\.com|powerbi\.cn|powerbigov\.us|powerbi\.de|analysis\.usgovcloudapi\.net)$/.test(
        hostname,
      )
    );
  } catch {
    return false;
  }
}

/** The message of whatever a failed load threw: an Error, the SDK's IError or a list of them. */
export function errorMessage(error: unknown, fallback: string): string {
  const first = Array.isArray(error) ? error[0] : error;
  if (first instanceof Error && first.message) return first.message;
  if (typeof first === 'object' && first !== null) {
    const { detailedMessage, message } = first as { detailedMessage?: unknown; message?: unknown };
    if (typeof detailedMessage === 'string' && detailedMessage) return detailedMessage;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * The embedded reports (docs/behaviour.md): each report's loading status and what its page shows, and the
 * actions that run it: fetch the embed data, embed it, renew the embed token before it runs out
 * (decision 010), and the toolbar's page tabs, print, fullscreen and reload.
 */
import { map } from 'nanostores';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import { type EmbedInfo, initialReportState, type ReportName, type ReportState, refreshAt } from '@/reports/model.ts';
import { failureOf, type ReportFailure } from '@/reports/services/failures.ts';
import {
  type EmbeddedReport,
  type ReportEmbedder,
  type ReportServices,
  reportServices,
} from '@/reports/services/report-services.ts';
import { $clientSelected } from './clients.ts';

/** docs/behaviour.md: the loading status of each report, separately for invoice and vendor. */
export const $reports = map<Record<ReportName, ReportState>>({
  InvoiceIntel: initialReportState,
  VendorIntel: initialReportState,
});

export interface ReportSetup {
  /** Where the report's iframe goes (the island's element). */
  container: HTMLElement;
  /** The active client's hubspot_company_xref (the invoice report needs one). */
  clientXref: number | null;
  /** Base URL of the reports API. */
  reportsApi: string;
  msal: MsalSettings;
  /** Origins the embed token may go to (the environment's allow-list). */
  allowList: readonly string[];
  /** Report language (en, tr, ar). */
  language: string;
  /**
   * How long one load may take, from asking for the embed data to the report saying it has
   * loaded: a report host that fails inside its iframe never says so, and the page cannot see why.
   */
  loadTimeoutMs: number;
  texts: {
    /** The iframe's accessible name (the report's title). */
    title: string;
    /** Shown when a failure brings no message of its own. */
    failed: string;
    /** Shown instead of sending the token to a host outside the allow-list. */
    notAllowed: string;
    /** The reports API gave no answer. */
    unreachable: string;
    /** The reports API failed on its side. */
    serverError: string;
    /** The reports API refused the sign-in, even with a fresh token. */
    signedOut: string;
    /** The report did not load within `loadTimeoutMs`. */
    timedOut: string;
    /** The reports API is busy: the load asks again by itself in `seconds`. */
    busy: (seconds: number) => string;
    /** The reports API was still busy after the retries of MAX_BUSY_RETRIES. */
    stillBusy: string;
  };
}

interface RunningReport {
  setup: ReportSetup;
  services: ReportServices;
  /** The embedded report of the current load, for the toolbar. */
  embedded: EmbeddedReport | undefined;
  /** Cancels the current load: its timer, its listeners, its late answers; empties the container. */
  cancel: () => void;
}

const running = new Map<ReportName, RunningReport>();

/** setTimeout takes at most 2^31 - 1 ms. */
const MAX_DELAY = 2_147_483_647;

/**
 * How many times in a row a load waits out a busy reports API (429, for as long as its
 * Retry-After says) and asks again by itself, before it gives up and offers Retry.
 */
export const MAX_BUSY_RETRIES = 3;

function update(report: ReportName, change: Partial<ReportState>): void {
  $reports.setKey(report, { ...$reports.get()[report], ...change });
}

/**
 * A (re)load of the report's embed data began; the invoice report remembers its client. A load
 * that asks again after a busy answer keeps saying that it waits.
 */
function reportLoading(report: ReportName, clientXref: number | null, keepNotice = false): void {
  update(report, {
    status: 'loading',
    error: null,
    retryable: false,
    clientXref,
    ...(keepNotice ? {} : { notice: null }),
  });
}

function reportSucceeded(report: ReportName, embed: EmbedInfo, fetchedAt: number): void {
  update(report, { status: 'succeeded', error: null, retryable: false, notice: null, embed, fetchedAt });
}

/** docs/behaviour.md and docs/errors.md: a failed load stores the error message and sets the status to failed. */
function reportFailed(report: ReportName, message: string, retryable = true): void {
  update(report, { status: 'failed', error: message, retryable, notice: null });
}

/** The message a person reads for `failure`, in the page's language. */
function messageOf(failure: ReportFailure, texts: ReportSetup['texts']): string {
  switch (failure.kind) {
    case 'unreachable':
      return texts.unreachable;
    case 'serverError':
      return texts.serverError;
    case 'signedOut':
      return texts.signedOut;
    case 'timedOut':
      return texts.timedOut;
    case 'busy':
      return texts.stillBusy;
    case 'refused':
      return failure.message;
  }
}

/** Records `error` as the report's failure (the status failed, its message, whether Retry may help). */
function fail(report: ReportName, error: unknown, texts: ReportSetup['texts']): void {
  const failure = failureOf(error, texts.failed);
  reportFailed(report, messageOf(failure, texts), failure.kind !== 'refused' || failure.retryable);
}

/** Whether the token's renewal is due (a timer in a background tab may have been held back). */
function refreshDue(state: ReportState, now: number): boolean {
  if (state.status !== 'succeeded' || !state.embed || state.fetchedAt === null) return false;
  return now >= refreshAt(Date.parse(state.embed.embedToken.expiration), state.fetchedAt);
}

/**
 * One load of the report, from fetching its embed data to its token renewals, until cancelled.
 * `busyRetries`: how many busy answers in a row came before this load (it asks again by itself).
 */
function load(report: ReportName, current: RunningReport, busyRetries = 0): void {
  const { setup, services } = current;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let busyWait: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<void> | undefined;
  let embedder: ReportEmbedder | undefined;
  update(report, { rendered: false, pages: [], activePage: null });
  // powerbi-client downloads while the embed data is fetched.
  const loadingEmbedder = services.loadEmbedder();
  const failed = (error: unknown) => {
    clearTimeout(limit);
    fail(report, error, setup.texts);
  };

  const stopWatching = services.onPageShown(() => {
    if (refreshDue($reports.get()[report], Date.now())) void refresh();
  });

  const cancel = () => {
    cancelled = true;
    clearTimeout(timer);
    clearTimeout(limit);
    clearTimeout(busyWait);
    stopWatching();
    current.embedded = undefined;
    embedder?.removeReport(setup.container);
  };

  // A report host that fails inside the iframe (an error page, a dropped connection) never says
  // "loaded", and the page cannot look inside: after the limit, say so and offer Retry.
  limit = setTimeout(
    () => {
      if (cancelled) return;
      cancel();
      reportFailed(report, setup.texts.timedOut);
    },
    Math.min(MAX_DELAY, setup.loadTimeoutMs),
  );
  const loadedInTime = () => clearTimeout(limit);

  const schedule = (embed: EmbedInfo, fetchedAt: number) => {
    clearTimeout(timer);
    const at = refreshAt(Date.parse(embed.embedToken.expiration), fetchedAt);
    timer = setTimeout(() => void refresh(), Math.min(MAX_DELAY, Math.max(0, at - Date.now())));
  };

  // A new token without reloading the report; if the report refuses it, embed again.
  const refresh = () => {
    refreshing ??= (async () => {
      try {
        const embed = await services.fetchEmbed(report, setup.clientXref);
        if (cancelled) return;
        const fetchedAt = Date.now();
        reportSucceeded(report, embed, fetchedAt);
        try {
          if (!current.embedded) throw new Error('not embedded');
          await current.embedded.setAccessToken(embed.embedToken.token);
          schedule(embed, fetchedAt);
        } catch {
          await mount(embed);
        }
      } catch (error) {
        if (cancelled) return;
        failed(error);
        // The person may be elsewhere in the portal by now: the notifications keep it (decision 065).
        void import('./notification-calls.ts').then(({ notify }) => notify({ kind: 'reportRenewalFailed', report }));
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  };

  const mount = async (embed: EmbedInfo) => {
    const loaded = await loadingEmbedder;
    if (cancelled) return;
    embedder = loaded;
    update(report, { rendered: false });
    const embedded = loaded.embedReport(setup.container, embed, {
      allowList: setup.allowList,
      title: setup.texts.title,
      language: setup.language,
      notAllowed: setup.texts.notAllowed,
    });
    current.embedded = embedded;
    embedded.on('loaded', async () => {
      if (cancelled) return;
      loadedInTime();
      try {
        const pages = await embedded.getPages();
        if (cancelled) return;
        update(report, {
          pages: pages.map(({ name, displayName }) => ({ name, displayName })),
          activePage: pages.find((page) => page.isActive)?.name ?? pages[0]?.name ?? null,
        });
      } catch {
        // The tabs stay empty; the report itself still works.
      }
    });
    embedded.on('rendered', () => {
      if (cancelled) return;
      loadedInTime();
      // `npm run bench:reports` measures the time to this mark.
      performance.mark(`report-rendered:${report}`);
      update(report, { rendered: true });
    });
    embedded.on('pageChanged', (event) => {
      const name = (event.detail as { newPage?: { name?: string } } | undefined)?.newPage?.name;
      if (name) update(report, { activePage: name });
    });
    embedded.on('error', (event) => {
      if (cancelled) return;
      // The report ran out of token before the timer fired (a sleeping tab): renew it now.
      if ((event.detail as { message?: string } | undefined)?.message === 'TokenExpired') void refresh();
      else failed(event.detail);
    });
    schedule(embed, Date.now());
  };

  // A busy reports API: wait as long as it asked, saying so, then load again by itself.
  const waitWhileBusy = (failure: Extract<ReportFailure, { kind: 'busy' }>) => {
    clearTimeout(limit);
    const seconds = Math.ceil(failure.waitMs / 1000);
    update(report, { status: 'loading', error: null, notice: setup.texts.busy(seconds) });
    busyWait = setTimeout(
      () => {
        if (cancelled) return;
        cancel();
        load(report, current, busyRetries + 1);
      },
      Math.min(MAX_DELAY, failure.waitMs),
    );
  };

  void (async () => {
    reportLoading(report, setup.clientXref, busyRetries > 0);
    let embed: EmbedInfo;
    try {
      embed = await services.fetchEmbed(report, setup.clientXref);
    } catch (error) {
      if (cancelled) return;
      const failure = failureOf(error, setup.texts.failed);
      if (failure.kind === 'busy' && busyRetries < MAX_BUSY_RETRIES) waitWhileBusy(failure);
      else failed(error);
      return;
    }
    if (cancelled) return;
    reportSucceeded(report, embed, Date.now());
    try {
      await mount(embed);
    } catch (error) {
      if (!cancelled) failed(error);
    }
  })();

  current.cancel = cancel;
}

/**
 * Loads the report into `setup.container` and keeps its token fresh until the returned function
 * is called (the page leaves it). `services` are the real ones unless a test brings its own.
 */
export function startReport(
  report: ReportName,
  setup: ReportSetup,
  services: ReportServices = reportServices({
    reportsApi: setup.reportsApi,
    msal: setup.msal,
    failed: setup.texts.failed,
  }),
): () => void {
  running.get(report)?.cancel();
  const current: RunningReport = { setup, services, embedded: undefined, cancel: () => {} };
  running.set(report, current);
  // Switching the client reloads the page for the new client; until then show the report as loading.
  const stopListening =
    report === 'InvoiceIntel'
      ? $clientSelected.listen((selected) => {
          if (!selected?.changed) return;
          update(report, { rendered: false });
          reportLoading(report, setup.clientXref);
        })
      : () => {};
  load(report, current);
  return () => {
    stopListening();
    current.cancel();
    if (running.get(report) === current) running.delete(report);
  };
}

/** Fetches the embed data and embeds the report again (the toolbar's reload). */
export function reloadReport(report: ReportName): void {
  const current = running.get(report);
  if (!current) return;
  current.cancel();
  load(report, current);
}

/** Shows one of the report's pages. */
export function showPage(report: ReportName, name: string): void {
  const current = running.get(report);
  update(report, { activePage: name });
  void current?.embedded?.setPage(name).catch((error: unknown) => fail(report, error, current.setup.texts));
}

export function printReport(report: ReportName): void {
  const current = running.get(report);
  void current?.embedded?.print().catch((error: unknown) => fail(report, error, current.setup.texts));
}

/** Call it straight from the click: the browser allows full screen only on a user's gesture. */
export function fullscreenReport(report: ReportName): void {
  running.get(report)?.embedded?.fullscreen();
}

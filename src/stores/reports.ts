/**
 * The embedded reports (docs/behaviour.md): each report's loading status and what its page shows, and the
 * actions that run it: fetch the embed data, embed it, renew the embed token before it runs out
 * (decision 010), and the toolbar's page tabs, print, fullscreen and reload.
 */
import { map } from 'nanostores';
import type { MsalSettings } from '@/auth/msal-settings.ts';
import {
  type EmbedInfo,
  errorMessage,
  initialReportState,
  type ReportName,
  type ReportState,
  refreshAt,
} from '@/reports/model.ts';
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
  texts: {
    /** The iframe's accessible name (the report's title). */
    title: string;
    /** Shown when a failure brings no message of its own. */
    failed: string;
    /** Shown instead of sending the token to a host outside the allow-list. */
    notAllowed: string;
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

function update(report: ReportName, change: Partial<ReportState>): void {
  $reports.setKey(report, { ...$reports.get()[report], ...change });
}

/** A (re)load of the report's embed data began; the invoice report remembers its client. */
function reportLoading(report: ReportName, clientXref: number | null): void {
  update(report, { status: 'loading', error: null, clientXref });
}

function reportSucceeded(report: ReportName, embed: EmbedInfo, fetchedAt: number): void {
  update(report, { status: 'succeeded', error: null, embed, fetchedAt });
}

/** docs/behaviour.md and docs/errors.md: a failed load stores the error message and sets the status to failed. */
function reportFailed(report: ReportName, message: string): void {
  update(report, { status: 'failed', error: message });
}

/** Whether the token's renewal is due (a timer in a background tab may have been held back). */
function refreshDue(state: ReportState, now: number): boolean {
  if (state.status !== 'succeeded' || !state.embed || state.fetchedAt === null) return false;
  return now >= refreshAt(Date.parse(state.embed.embedToken.expiration), state.fetchedAt);
}

/** One load of the report, from fetching its embed data to its token renewals, until cancelled. */
function load(report: ReportName, current: RunningReport): void {
  const { setup, services } = current;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<void> | undefined;
  let embedder: ReportEmbedder | undefined;
  update(report, { rendered: false, pages: [], activePage: null });
  // powerbi-client downloads while the embed data is fetched.
  const loadingEmbedder = services.loadEmbedder();
  const messageOf = (error: unknown) => errorMessage(error, setup.texts.failed);

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
        if (!cancelled) reportFailed(report, messageOf(error));
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
      else reportFailed(report, messageOf(event.detail));
    });
    schedule(embed, Date.now());
  };

  const stopWatching = services.onPageShown(() => {
    if (refreshDue($reports.get()[report], Date.now())) void refresh();
  });

  void (async () => {
    reportLoading(report, setup.clientXref);
    let embed: EmbedInfo;
    try {
      embed = await services.fetchEmbed(report, setup.clientXref);
      reportSucceeded(report, embed, Date.now());
    } catch (error) {
      reportFailed(report, messageOf(error));
      return;
    }
    if (cancelled) return;
    try {
      await mount(embed);
    } catch (error) {
      if (!cancelled) reportFailed(report, messageOf(error));
    }
  })();

  current.cancel = () => {
    cancelled = true;
    clearTimeout(timer);
    stopWatching();
    current.embedded = undefined;
    embedder?.removeReport(setup.container);
  };
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
  void current?.embedded?.setPage(name).catch((error: unknown) => {
    reportFailed(report, errorMessage(error, current.setup.texts.failed));
  });
}

export function printReport(report: ReportName): void {
  const current = running.get(report);
  void current?.embedded?.print().catch((error: unknown) => {
    reportFailed(report, errorMessage(error, current.setup.texts.failed));
  });
}

/** Call it straight from the click: the browser allows full screen only on a user's gesture. */
export function fullscreenReport(report: ReportName): void {
  running.get(report)?.embedded?.fullscreen();
}

/**
 * The embedded reports (docs/behaviour.md): each report's loading status and what its page shows, and the
 * actions that run it: fetch the embed data, embed it, renew the embed token before it runs out
 * (decision 010), and the toolbar's page tabs, print, fullscreen and reload.
 */
import { map } from 'nanostores';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { begin, type LoadEffect, type LoadEvent, type LoadStep, transition } from '../reports/load-machine.ts';
import {
  type EmbedInfo,
  initialReportState,
  LAYOUT,
  type Layout,
  type ReportName,
  type ReportState,
  refreshAt,
} from '../reports/model.ts';
import { failureOf, type ReportFailure } from '../reports/services/failures.ts';
import {
  type EmbeddedReport,
  type ReportEmbedder,
  type ReportServices,
  reportServices,
} from '../reports/services/report-services.ts';
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
  /** The layout the report was embedded with (powerbi-client's LayoutType). */
  layout: Layout;
}

const running = new Map<ReportName, RunningReport>();

/** setTimeout takes at most 2^31 - 1 ms. */
const MAX_DELAY = 2_147_483_647;

export { MAX_BUSY_RETRIES } from '../reports/load-machine.ts';

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
 * One load of the report, run as reports/load-machine.ts says: this does what each step asks
 * (timers, calls, the iframe) and tells the machine what happened, until the load is stopped.
 * `busyRetries`: how many busy answers in a row came before this load.
 */
function load(report: ReportName, current: RunningReport, busyRetries = 0): void {
  const { setup, services } = current;
  let state: LoadStep;
  const timers = { limit: undefined, renewal: undefined, busy: undefined } as Record<
    'limit' | 'renewal' | 'busy',
    ReturnType<typeof setTimeout> | undefined
  >;
  let embedder: ReportEmbedder | undefined;
  update(report, { rendered: false, pages: [], activePage: null });
  // powerbi-client downloads while the embed data is fetched.
  const loadingEmbedder = services.loadEmbedder();
  const stopped = () => state.step === 'stopped';
  const after = (name: keyof typeof timers, ms: number, event: LoadEvent) => {
    clearTimeout(timers[name]);
    timers[name] = setTimeout(() => send(event), Math.min(MAX_DELAY, Math.max(0, ms)));
  };
  const stopWatching = services.onPageShown(() => {
    if (refreshDue($reports.get()[report], Date.now())) send({ type: 'renewalDue' });
  });

  const fetchEmbed = async (purpose: 'load' | 'renewal') => {
    try {
      const embed = await services.fetchEmbed(report, setup.clientXref);
      send({ type: purpose === 'load' ? 'embedFetched' : 'renewalFetched', embed, at: Date.now() });
    } catch (error) {
      if (purpose === 'renewal') send({ type: 'renewalFailed', error });
      else send({ type: 'fetchFailed', failure: failureOf(error, setup.texts.failed), error });
    }
  };

  const embed = async (info: EmbedInfo) => {
    try {
      const loaded = await loadingEmbedder;
      if (stopped()) return;
      embedder = loaded;
      update(report, { rendered: false });
      current.layout = services.layout();
      const embedded = loaded.embedReport(setup.container, info, {
        allowList: setup.allowList,
        title: setup.texts.title,
        language: setup.language,
        notAllowed: setup.texts.notAllowed,
        layout: current.layout,
      });
      current.embedded = embedded;
      embedded.on('loaded', () => send({ type: 'loaded' }));
      embedded.on('rendered', () => send({ type: 'rendered' }));
      embedded.on('pageChanged', (event) => {
        const name = (event.detail as { newPage?: { name?: string } } | undefined)?.newPage?.name;
        if (name) update(report, { activePage: name });
      });
      embedded.on('error', (event) => send({ type: 'reportError', detail: event.detail }));
      send({ type: 'embedded', at: Date.now() });
    } catch (error) {
      send({ type: 'embedFailed', error });
    }
  };

  const readPages = async () => {
    try {
      const pages = (await current.embedded?.getPages()) ?? [];
      if (stopped()) return;
      update(report, {
        pages: pages.map(({ name, displayName }) => ({ name, displayName })),
        activePage: pages.find((page) => page.isActive)?.name ?? pages[0]?.name ?? null,
      });
    } catch {
      // The tabs stay empty; the report itself still works.
    }
  };

  const setToken = async (token: string) => {
    try {
      if (!current.embedded) throw new Error('not embedded');
      await current.embedded.setAccessToken(token);
      send({ type: 'tokenAccepted' });
    } catch {
      send({ type: 'tokenRefused' });
    }
  };

  const run = (effect: LoadEffect) => {
    switch (effect.do) {
      case 'showLoading':
        return reportLoading(report, setup.clientXref, effect.keepNotice);
      // A report host that fails inside the iframe (an error page, a dropped connection) never says
      // "loaded", and the page cannot look inside: after the limit, say so and offer Retry.
      case 'startLoadLimit':
        return after('limit', setup.loadTimeoutMs, { type: 'loadLimitReached' });
      case 'stopLoadLimit':
        return clearTimeout(timers.limit);
      case 'fetchEmbed':
        return void fetchEmbed(effect.purpose);
      case 'showSucceeded':
        return reportSucceeded(report, effect.embed, effect.at);
      case 'embed':
        return void embed(effect.embed);
      case 'scheduleRenewal': {
        const at = refreshAt(Date.parse(effect.embed.embedToken.expiration), effect.fetchedAt);
        return after('renewal', at - Date.now(), { type: 'renewalDue' });
      }
      case 'setToken':
        return void setToken(effect.token);
      case 'waitWhileBusy':
        update(report, { status: 'loading', error: null, notice: setup.texts.busy(Math.ceil(effect.waitMs / 1000)) });
        return after('busy', effect.waitMs, { type: 'busyWaitOver' });
      case 'fail':
        return fail(report, effect.error, setup.texts);
      case 'failTimedOut':
        return reportFailed(report, setup.texts.timedOut);
      case 'notifyRenewalFailed':
        return void import('./notification-calls.ts').then(({ notify }) =>
          notify({ kind: 'reportRenewalFailed', report }),
        );
      case 'readPages':
        return void readPages();
      case 'markRendered':
        // `npm run bench:reports` measures the time to this mark.
        performance.mark(`report-rendered:${report}`);
        return update(report, { rendered: true, renders: $reports.get()[report].renders + 1 });
      case 'tearDown':
        for (const timer of Object.values(timers)) clearTimeout(timer);
        stopWatching();
        current.embedded = undefined;
        return embedder?.removeReport(setup.container);
      case 'loadAgain':
        return load(report, current, effect.busyRetries);
    }
  };

  function send(event: LoadEvent): void {
    const [next, effects] = transition(state, event);
    state = next;
    for (const effect of effects) run(effect);
  }

  current.cancel = () => send({ type: 'stop' });
  const [first, effects] = begin(busyRetries);
  state = first;
  for (const effect of effects) run(effect);
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
  const current: RunningReport = { setup, services, embedded: undefined, cancel: () => {}, layout: LAYOUT.master };
  running.set(report, current);
  // A phone turned keeps its report: the mobile layouts switch in place (a desktop layout stays).
  // A phone on its side is often wider than the phone breakpoint: it still gets the landscape one.
  const stopTurning = services.onTurn(() => {
    const asked = services.layout();
    const next = asked === LAYOUT.master ? LAYOUT.mobileLandscape : asked;
    if (current.layout === LAYOUT.master || next === current.layout) return;
    current.layout = next;
    void current.embedded?.switchLayout(next).catch(() => {
      // The report keeps its former layout; it still works.
    });
  });
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
    stopTurning();
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

/** The report's current page and filters as its bookmark state (throws when it is not shown). */
export async function captureView(report: ReportName): Promise<string> {
  const embedded = running.get(report)?.embedded;
  if (!embedded || !$reports.get()[report].rendered) throw new Error('notReady');
  const { state } = await embedded.bookmarksManager.capture();
  if (!state) throw new Error('notReady');
  return state;
}

/**
 * Shows a bookmark state (a saved view, a link) and resolves once the report has drawn it; rejects
 * with the report's error (a page it no longer has, a bookmark of another report).
 */
export async function applyView(report: ReportName, state: string): Promise<void> {
  const embedded = running.get(report)?.embedded;
  if (!embedded || !$reports.get()[report].rendered) throw new Error('notReady');
  const before = $reports.get()[report].renders;
  let stop = () => {};
  const drawn = new Promise<void>((resolve) => {
    stop = $reports.listen((all) => {
      if (all[report].renders > before || all[report].status === 'failed') {
        stop();
        resolve();
      }
    });
  });
  try {
    await embedded.bookmarksManager.applyState(state);
  } catch (error) {
    stop();
    throw error;
  }
  await drawn;
}

/** The reports API's export jobs, with the report's sign-in (undefined before the report runs). */
export function reportExports(report: ReportName): ReturnType<ReportServices['exports']> | undefined {
  return running.get(report)?.services.exports();
}

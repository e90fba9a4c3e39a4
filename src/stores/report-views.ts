/**
 * Saved views, links to a view and exports of the embedded reports (decision 079): the views a
 * person keeps and the client's shared ones (the portal's server keeps them), the view a link
 * carries (applied once the report has drawn itself, also after the sign-in the link led through),
 * and an export job of the reports API followed to its file, with progress, cancel and its limit.
 */
import { map } from 'nanostores';
import type { ReportName } from '../reports/model.ts';
import { downloadFile, type ExportFormat, type ExportJob } from '../reports/services/exports-api.ts';
import { ReportsApiError, ReportsApiUnreachableError } from '../reports/services/reports-api.ts';
import { type ViewsApi, viewsApi } from '../reports/services/views-api.ts';
import { type LinkedView, type ReportViewsList, type SavedView, viewLink } from '../reports/views.ts';
import { $reports, applyView, captureView, reportExports } from './reports.ts';

export type Tone = 'success' | 'error' | 'info';

export interface ReportViewsState {
  list: ReportViewsList | null;
  /** The id of the view chosen in the list ('' for none). */
  selected: string;
  message: { tone: Tone; text: string } | null;
  /** A link the clipboard would not take, shown for the person to copy. */
  link: string | null;
  exporting: { format: ExportFormat; percent: number } | null;
  /** A change of the views is under way. */
  working: boolean;
}

const initial: ReportViewsState = {
  list: null,
  selected: '',
  message: null,
  link: null,
  exporting: null,
  working: false,
};

export const $reportViews = map<Record<ReportName, ReportViewsState>>({
  InvoiceIntel: initial,
  VendorIntel: initial,
});

/** The `reportViews` dictionary, as the island's translator reads it. */
export type ViewsTexts = (key: string, values?: Record<string, string | number>) => string;

export interface ViewsSetup {
  clientXref: number | null;
  linked: LinkedView;
  /** How long one export may take before it is cancelled (ms). */
  exportTimeoutMs: number;
  texts: ViewsTexts;
}

interface Running {
  setup: ViewsSetup;
  api: ViewsApi;
  /** Stops the export under way, if any. */
  stopExport: ((reason: StopReason) => void) | undefined;
}

export interface ReportViewsServices {
  /** The portal's API of the saved views. */
  views: ViewsApi;
  /** Puts a link on the clipboard (rejects when the browser refuses). */
  copy(text: string): Promise<void>;
  /** Hands an exported file to the browser as a download. */
  download(blob: Blob, name: string): void;
}

const browserServices: ReportViewsServices = {
  views: viewsApi,
  copy: (text) => navigator.clipboard.writeText(text),
  download: downloadFile,
};
let services = browserServices;

/** For tests: some of the services the store uses (all the browser's again when called without). */
export function replaceReportViewsServices(replacement: Partial<ReportViewsServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

const running = new Map<ReportName, Running>();

function update(report: ReportName, change: Partial<ReportViewsState>): void {
  $reportViews.setKey(report, { ...$reportViews.get()[report], ...change });
}

function say(report: ReportName, tone: Tone, text: string): void {
  update(report, { message: { tone, text }, link: null });
}

/** What the report answered a view it would not show, in the person's words. */
function viewErrorText(error: unknown, t: ViewsTexts): string {
  const code = (error as { errorCode?: unknown; message?: unknown } | undefined)?.errorCode;
  if (code === 'PageNotFound') return t('reportViews:errors.pageNotFound');
  if (code === 'BookmarkFromAnotherReport') return t('reportViews:errors.otherReport');
  if (error instanceof Error && error.message === 'notReady') return t('reportViews:errors.notReady');
  return t('reportViews:errors.invalid');
}

function changeErrorText(error: unknown, t: ViewsTexts): string {
  const message = error instanceof Error && error.message ? error.message : t('reportViews:errors.loadFailed');
  return t('reportViews:errors.changeFailed', { message });
}

/** Resolves once the report has drawn itself (now, or later). */
function whenRendered(report: ReportName): Promise<void> {
  return new Promise((resolve) => {
    if ($reports.get()[report].rendered) return resolve();
    const stop = $reports.listen((all) => {
      if (!all[report].rendered) return;
      stop();
      resolve();
    });
  });
}

/** Loads the person's views and applies the link's view, until the returned function is called. */
export function startViews(report: ReportName, setup: ViewsSetup): () => void {
  const { views: api } = services;
  const current: Running = { setup, api, stopExport: undefined };
  running.set(report, current);
  let stopped = false;
  $reportViews.setKey(report, initial);
  api
    .list(report)
    .then((list) => !stopped && update(report, { list }))
    .catch(() => !stopped && say(report, 'error', setup.texts('reportViews:errors.loadFailed')));
  const { linked } = setup;
  if (linked.kind === 'otherClient') say(report, 'error', setup.texts('reportViews:errors.otherClient'));
  if (linked.kind === 'view')
    void whenRendered(report)
      .then(() => (stopped ? undefined : applyView(report, linked.state)))
      .then(() => !stopped && say(report, 'info', setup.texts('reportViews:linkApplied')))
      .catch((error: unknown) => !stopped && say(report, 'error', viewErrorText(error, setup.texts)));
  return () => {
    stopped = true;
    current.stopExport?.('left');
    if (running.get(report) === current) running.delete(report);
  };
}

const viewsOf = (report: ReportName): SavedView[] => {
  const list = $reportViews.get()[report].list;
  return list ? [...list.mine, ...list.shared] : [];
};

/** Keeps the report's current page and filters under `name` (shared with the client: staff only). */
export async function saveView(report: ReportName, name: string, shared: boolean): Promise<boolean> {
  const current = running.get(report);
  if (!current) return false;
  const { texts } = current.setup;
  update(report, { working: true });
  try {
    let state: string;
    try {
      state = await captureView(report);
    } catch (error) {
      say(report, 'error', viewErrorText(error, texts));
      return false;
    }
    const page = $reports.get()[report].activePage ?? '';
    const view = await current.api.save(report, { name, state, page, shared });
    const list = $reportViews.get()[report].list ?? { mine: [], shared: [], canShare: false };
    update(report, {
      list: shared ? { ...list, shared: [view, ...list.shared] } : { ...list, mine: [view, ...list.mine] },
      selected: view.id,
    });
    say(report, 'success', texts('reportViews:saved', { name: view.name }));
    return true;
  } catch (error) {
    say(report, 'error', changeErrorText(error, texts));
    return false;
  } finally {
    update(report, { working: false });
  }
}

/**
 * Shows a saved view. `npm run bench:reports` reads the measure `report-view-applied:<report>`,
 * from the choice to the report drawn with it.
 */
export async function chooseView(report: ReportName, id: string): Promise<void> {
  const current = running.get(report);
  update(report, { selected: id });
  const view = viewsOf(report).find((candidate) => candidate.id === id);
  if (!current || !view) return;
  const { texts } = current.setup;
  const started = performance.now();
  try {
    await applyView(report, view.state);
    performance.measure(`report-view-applied:${report}`, { start: started, end: performance.now() });
    say(report, 'success', texts('reportViews:applied', { name: view.name }));
  } catch (error) {
    say(report, 'error', viewErrorText(error, texts));
  }
}

export async function renameView(report: ReportName, name: string): Promise<boolean> {
  const current = running.get(report);
  const { selected, list } = $reportViews.get()[report];
  if (!current || !selected || !list) return false;
  update(report, { working: true });
  try {
    const renamed = await current.api.rename(report, selected, name);
    const rename = (views: SavedView[]) => views.map((view) => (view.id === selected ? renamed : view));
    update(report, { list: { ...list, mine: rename(list.mine), shared: rename(list.shared) } });
    say(report, 'success', current.setup.texts('reportViews:renamed', { name: renamed.name }));
    return true;
  } catch (error) {
    say(report, 'error', changeErrorText(error, current.setup.texts));
    return false;
  } finally {
    update(report, { working: false });
  }
}

export async function deleteView(report: ReportName): Promise<void> {
  const current = running.get(report);
  const { selected, list } = $reportViews.get()[report];
  const view = viewsOf(report).find((candidate) => candidate.id === selected);
  if (!current || !view || !list) return;
  update(report, { working: true });
  try {
    await current.api.remove(report, view.id);
    const keep = (views: SavedView[]) => views.filter((other) => other.id !== view.id);
    update(report, { list: { ...list, mine: keep(list.mine), shared: keep(list.shared) }, selected: '' });
    say(report, 'success', current.setup.texts('reportViews:deleted', { name: view.name }));
  } catch (error) {
    say(report, 'error', changeErrorText(error, current.setup.texts));
  } finally {
    update(report, { working: false });
  }
}

/** Copies a link to the report's current page and filters; shows it when the clipboard refuses. */
export async function copyViewLink(report: ReportName, pageUrl: string): Promise<void> {
  const current = running.get(report);
  if (!current) return;
  const { texts } = current.setup;
  let link: string;
  try {
    link = viewLink(pageUrl, report, await captureView(report), current.setup.clientXref);
  } catch (error) {
    say(report, 'error', viewErrorText(error, texts));
    return;
  }
  try {
    await services.copy(link);
    say(report, 'success', texts('reportViews:linkCopied'));
  } catch {
    update(report, { message: { tone: 'info', text: texts('reportViews:linkShown') }, link });
  }
}

type StopReason = 'cancelled' | 'tooSlow' | 'left';

class ExportStopped extends Error {
  readonly reason: StopReason;

  constructor(reason: StopReason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * Exports the current view to `format` through the reports API: starts the job, asks again after
 * each Retry-After with its progress shown, downloads its file. Cancelled by the person, by the
 * page going away, or by the time limit (then the job is cancelled at the reports API too).
 */
export async function exportView(report: ReportName, format: ExportFormat): Promise<void> {
  const current = running.get(report);
  const api = reportExports(report);
  if (!current || !api || current.stopExport) return;
  const { texts, exportTimeoutMs, clientXref } = current.setup;
  let stop: (reason: StopReason) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = (reason) => reject(new ExportStopped(reason));
  });
  stopped.catch(() => {});
  const limit = setTimeout(() => stop('tooSlow'), exportTimeoutMs);
  current.stopExport = (reason) => stop(reason);
  let job: ExportJob | undefined;
  /** Whatever comes first: the call, or the export being stopped. */
  const race = <T>(promise: Promise<T>) => Promise.race([promise, stopped]);
  const wait = (ms: number) => race(new Promise((resolve) => setTimeout(resolve, ms)));
  update(report, { exporting: { format, percent: 0 }, message: null, link: null });
  try {
    const state = await race(captureView(report));
    for (;;) {
      try {
        job = await race(job ? api.status(job.id) : api.start(report, clientXref, format, state));
      } catch (error) {
        // Busy: ask again when the reports API says, within the export's time.
        if (error instanceof ReportsApiError && error.status === 429) {
          say(report, 'info', texts('reportViews:exportBusy'));
          await wait((error.retryAfterSeconds ?? 2) * 1000);
          continue;
        }
        throw error;
      }
      update(report, { exporting: { format, percent: job.percentComplete } });
      if (job.status === 'Succeeded' || job.status === 'Failed') break;
      await wait(job.retryAfterSeconds * 1000);
    }
    if (job.status === 'Failed') {
      say(
        report,
        'error',
        texts('reportViews:exportFailed', { message: job.error ?? texts('reportViews:errors.invalid') }),
      );
      return;
    }
    const file = await race(api.file(job.id));
    services.download(file.blob, file.name);
    say(report, 'success', texts('reportViews:exportDone', { file: file.name }));
  } catch (error) {
    if (error instanceof ExportStopped) {
      if (job) void api.cancel(job.id).catch(() => {});
      if (error.reason === 'tooSlow') say(report, 'error', texts('reportViews:exportTooSlow'));
      else if (error.reason === 'cancelled') say(report, 'info', texts('reportViews:exportCancelled'));
    } else if (error instanceof ReportsApiError) {
      say(report, 'error', texts('reportViews:exportFailed', { message: error.message || String(error.status) }));
    } else if (error instanceof Error && error.message === 'notReady') {
      say(report, 'error', texts('reportViews:errors.notReady'));
    } else if (error instanceof ReportsApiUnreachableError) {
      say(report, 'error', texts('reportViews:exportUnreachable'));
    } else {
      say(report, 'error', texts('reportViews:exportFailed', { message: String(error) }));
    }
  } finally {
    clearTimeout(limit);
    current.stopExport = undefined;
    update(report, { exporting: null });
  }
}

/** Stops the export under way; the reports API's job is cancelled too. */
export function cancelExport(report: ReportName): void {
  running.get(report)?.stopExport?.('cancelled');
}

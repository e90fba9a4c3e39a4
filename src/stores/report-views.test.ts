import { map } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsApiError } from '../reports/services/reports-api.ts';
import type { ViewsApi } from '../reports/services/views-api.ts';
import type { SavedView } from '../reports/views.ts';

const fakes = vi.hoisted(() => ({
  captureView: vi.fn(async (_report: string) => 'state-now'),
  applyView: vi.fn(async (_report: string, _state: string) => {}),
  exportsApi: undefined as unknown,
  downloadFile: vi.fn((_blob: Blob, _name: string) => {}),
}));
vi.mock('./reports.ts', () => ({
  $reports: map({ InvoiceIntel: { rendered: true }, VendorIntel: { rendered: true } }),
  captureView: fakes.captureView,
  applyView: fakes.applyView,
  reportExports: () => fakes.exportsApi,
}));

const { $reportViews, cancelExport, chooseView, exportView, replaceReportViewsServices, saveView, startViews } =
  await import('./report-views.ts');

const texts = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const view = (id: string, name: string, shared = false): SavedView => ({
  id,
  name,
  state: `state-${id}`,
  page: 'overview',
  createdAt: 1,
  shared,
});

function fakeViewsApi(): ViewsApi {
  return {
    list: vi.fn(async () => ({ mine: [view('a', 'Mine')], shared: [view('b', 'Team', true)], canShare: false })),
    save: vi.fn(async (_report, body) => ({ ...view('c', body.name), state: body.state })),
    rename: vi.fn(async (_report, id, name) => view(id, name)),
    remove: vi.fn(async () => undefined),
  };
}

const job = (status: string, percentComplete: number) => ({
  id: 'job-1',
  status,
  percentComplete,
  retryAfterSeconds: 1,
  error: status === 'Failed' ? 'It broke.' : null,
});

function fakeExports(statuses: ReturnType<typeof job>[]) {
  return {
    start: vi.fn(async () => job('NotStarted', 0)),
    status: vi.fn(async () => statuses.shift() ?? job('Running', 50)),
    file: vi.fn(async () => ({ blob: new Blob(['%PDF']), name: 'Invoice Intelligence - overview.pdf' })),
    cancel: vi.fn(async () => {}),
  };
}

const stops: (() => void)[] = [];
const state = () => $reportViews.get().InvoiceIntel;
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  replaceReportViewsServices();
  vi.useRealTimers();
});

function start(linked: Parameters<typeof startViews>[1]['linked'] = { kind: 'none' }, api = fakeViewsApi()) {
  replaceReportViewsServices({ views: api, download: fakes.downloadFile });
  stops.push(startViews('InvoiceIntel', { clientXref: 1001, linked, exportTimeoutMs: 10_000, texts }));
  return api;
}

describe('saved views', () => {
  it("lists the person's and the client's views, saves the current state, applies a chosen one", async () => {
    const api = start();
    await settle();
    expect(state().list?.mine.map((v) => v.name)).toEqual(['Mine']);
    expect(await saveView('InvoiceIntel', 'Late ones', false)).toBe(true);
    expect(api.save).toHaveBeenCalledWith('InvoiceIntel', {
      name: 'Late ones',
      state: 'state-now',
      page: '',
      shared: false,
    });
    expect(state().list?.mine.map((v) => v.name)).toEqual(['Late ones', 'Mine']);
    await chooseView('InvoiceIntel', 'b');
    expect(fakes.applyView).toHaveBeenCalledWith('InvoiceIntel', 'state-b');
    expect(state().message).toEqual({ tone: 'success', text: 'reportViews:applied {"name":"Team"}' });
  });

  it('says in place when the report refuses a view', async () => {
    start();
    await settle();
    fakes.applyView.mockRejectedValueOnce({ errorCode: 'PageNotFound' });
    await chooseView('InvoiceIntel', 'a');
    expect(state().message).toEqual({ tone: 'error', text: 'reportViews:errors.pageNotFound' });
    fakes.applyView.mockRejectedValueOnce({ errorCode: 'BookmarkFromAnotherReport' });
    await chooseView('InvoiceIntel', 'a');
    expect(state().message?.text).toBe('reportViews:errors.otherReport');
  });

  it("applies a link's view once the report is drawn, and says a link of another client opens nothing", async () => {
    start({ kind: 'view', state: 'from-link' });
    await settle();
    expect(fakes.applyView).toHaveBeenCalledWith('InvoiceIntel', 'from-link');
    expect(state().message?.text).toBe('reportViews:linkApplied');
    start({ kind: 'otherClient' });
    await settle();
    expect(state().message).toEqual({ tone: 'error', text: 'reportViews:errors.otherClient' });
  });
});

describe('exports', () => {
  it('starts the job with the current state, shows its progress, and downloads its file', async () => {
    const api = fakeExports([job('Running', 40), job('Succeeded', 100)]);
    fakes.exportsApi = api;
    start();
    const done = exportView('InvoiceIntel', 'PDF');
    await settle();
    expect(api.start).toHaveBeenCalledWith('InvoiceIntel', 1001, 'PDF', 'state-now');
    await settle(1000);
    expect(state().exporting).toEqual({ format: 'PDF', percent: 40 });
    await settle(1000);
    await done;
    expect(fakes.downloadFile).toHaveBeenCalledWith(expect.any(Blob), 'Invoice Intelligence - overview.pdf');
    expect(state().exporting).toBeNull();
    expect(state().message?.tone).toBe('success');
  });

  it('cancels the job when the person cancels, and when it outlasts its limit', async () => {
    const api = fakeExports([]);
    fakes.exportsApi = api;
    start();
    const cancelled = exportView('InvoiceIntel', 'PPTX');
    await settle(1500);
    cancelExport('InvoiceIntel');
    await cancelled;
    expect(api.cancel).toHaveBeenCalledWith('job-1');
    expect(state().message).toEqual({ tone: 'info', text: 'reportViews:exportCancelled' });

    const slow = exportView('InvoiceIntel', 'PDF');
    await settle(10_000);
    await slow;
    expect(api.cancel).toHaveBeenCalledTimes(2);
    expect(state().message).toEqual({ tone: 'error', text: 'reportViews:exportTooSlow' });
  });

  it('says why an export failed: a failed job, a refusal; a busy API is waited out', async () => {
    const api = fakeExports([job('Failed', 60)]);
    fakes.exportsApi = api;
    start();
    const failed = exportView('InvoiceIntel', 'PDF');
    await settle(1000);
    await failed;
    expect(state().message).toEqual({ tone: 'error', text: 'reportViews:exportFailed {"message":"It broke."}' });

    api.start
      .mockRejectedValueOnce(new ReportsApiError('Busy.', 429, 2))
      .mockRejectedValueOnce(new ReportsApiError('No.', 403));
    const refused = exportView('InvoiceIntel', 'PDF');
    await settle();
    expect(state().message?.text).toBe('reportViews:exportBusy');
    await settle(2000);
    await refused;
    expect(api.start).toHaveBeenCalledTimes(3);
    expect(state().message).toEqual({ tone: 'error', text: 'reportViews:exportFailed {"message":"No."}' });
  });
});

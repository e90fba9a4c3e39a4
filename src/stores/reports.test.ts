import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { type EmbedInfo, initialReportState, LAYOUT, type Layout, type ReportName } from '../reports/model.ts';
import type { EmbedOptions } from '../reports/services/powerbi.ts';
import type { EmbeddedReport, ReportServices } from '../reports/services/report-services.ts';
import { ReportsApiError, ReportsApiUnreachableError } from '../reports/services/reports-api.ts';
import { $clientSelected } from './clients.ts';
import { replaceNotificationCallsServices } from './notification-calls.ts';
import {
  $reports,
  applyView,
  captureView,
  fullscreenReport,
  MAX_BUSY_RETRIES,
  printReport,
  type ReportSetup,
  reloadReport,
  showPage,
  startReport,
} from './reports.ts';

// The portal as the notifications' calls reach it: nothing is made of the report's events here.
const notify = vi.fn(async (_event: unknown) => ({ created: false, notification: null }));
replaceNotificationCallsServices({ notify });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.parse('2026-11-22T09:00:00.000Z');

const container = {} as HTMLElement;
const setup: ReportSetup = {
  container,
  clientXref: 1001,
  reportsApi: 'http://localhost:4322/api/',
  msal: {} as MsalSettings,
  allowList: ['http://localhost:4322'],
  language: 'en',
  // Beyond the renewals the tests wait for (their fake reports do not always say loaded); the
  // load limit's own tests set a limit of their own.
  loadTimeoutMs: 4 * HOUR,
  texts: {
    title: 'Invoice Intelligence',
    failed: 'The report could not be loaded.',
    notAllowed: 'Not trusted.',
    unreachable: 'Unreachable.',
    serverError: 'Server error.',
    signedOut: 'Signed out.',
    timedOut: 'Timed out.',
    busy: (seconds) => `Busy, again in ${seconds} s.`,
    stillBusy: 'Still busy.',
  },
};

type Handler = (event: { detail?: unknown }) => void;

/** A stand-in for powerbi-client's Report: records the calls, and lets a test raise its events. */
function fakeReport() {
  const handlers = new Map<string, Handler>();
  const emit = (event: string, detail?: unknown) => handlers.get(event)?.({ detail });
  /** The page and filters as the fake's bookmark state: `page|filters`. */
  let view = 'overview|none';
  return {
    on: vi.fn((event: string, handler: Handler) => void handlers.set(event, handler)),
    setAccessToken: vi.fn(async (_token: string) => {}),
    getPages: vi.fn(async () => [
      { name: 'overview', displayName: 'Overview', isActive: true },
      { name: 'top', displayName: 'Top invoices', isActive: false },
    ]),
    setPage: vi.fn(async (_name: string) => {}),
    print: vi.fn(async () => {}),
    fullscreen: vi.fn(),
    bookmarksManager: {
      capture: vi.fn(async () => ({ state: view })),
      applyState: vi.fn(async (state: string) => {
        if (!state.includes('|')) throw { message: 'PageNotFound', errorCode: 'PageNotFound' };
        view = state;
        // The report draws the view after it has answered, as the host does.
        setTimeout(() => emit('rendered'), 10);
      }),
    },
    switchLayout: vi.fn(async (_layout: number) => {}),
    emit,
  } satisfies EmbeddedReport & Record<string, unknown>;
}
type FakeReport = ReturnType<typeof fakeReport>;

/** Services without a browser: each fetch hands out the next token, valid for `lifetime` from now. */
function fakeServices(lifetime = HOUR, screen: { layout: Layout } = { layout: LAYOUT.master }) {
  let issued = 0;
  let pageShown: (() => void) | undefined;
  let turned: (() => void) | undefined;
  const embedded: FakeReport[] = [];
  const embedReport = vi.fn((_container: HTMLElement, _embed: EmbedInfo, _options?: EmbedOptions) => {
    const report = fakeReport();
    embedded.push(report);
    return report;
  });
  const removeReport = vi.fn((_container: HTMLElement) => {});
  const services = {
    fetchEmbed: vi.fn(async (): Promise<EmbedInfo> => {
      issued += 1;
      return {
        reportId: 'r',
        embedUrl: 'http://localhost:4322/powerbi/reportEmbed?reportId=r',
        embedToken: { token: `token-${issued}`, expiration: new Date(Date.now() + lifetime).toISOString() },
      };
    }),
    loadEmbedder: vi.fn(async () => ({ embedReport, removeReport })),
    onPageShown: vi.fn((callback: () => void) => {
      pageShown = callback;
      return () => {
        pageShown = undefined;
      };
    }),
    layout: () => screen.layout,
    onTurn: vi.fn((callback: () => void) => {
      turned = callback;
      return () => {
        turned = undefined;
      };
    }),
    exports: vi.fn(() => {
      throw new Error('not in these tests');
    }),
  } satisfies ReportServices;
  return {
    services,
    embedReport,
    removeReport,
    /** The report as last embedded. */
    report: () => {
      const last = embedded.at(-1);
      if (!last) throw new Error('Nothing was embedded.');
      return last;
    },
    showPage: () => pageShown?.(),
    /** The phone turned to `layout`. */
    turn: (layout: Layout) => {
      screen.layout = layout;
      turned?.();
    },
  };
}

const stops: (() => void)[] = [];
function start(report: ReportName, services: ReportServices, options: Partial<ReportSetup> = {}) {
  const stop = startReport(report, { ...setup, ...options }, services);
  stops.push(stop);
  return stop;
}

const state = (report: ReportName = 'InvoiceIntel') => $reports.get()[report];
/** Lets the fakes' promises settle (and fires the timers due by then). */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  $reports.set({ InvoiceIntel: initialReportState, VendorIntel: initialReportState });
  $clientSelected.set(undefined);
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('loading a report', () => {
  it('starts in init for both reports', () => {
    expect(state('InvoiceIntel').status).toBe('init');
    expect(state('VendorIntel').status).toBe('init');
  });

  it('goes through loading to succeeded, embeds the report, and keeps the client', async () => {
    const fake = fakeServices();
    const seen: string[] = [];
    const stopListening = $reports.listen((value) => seen.push(value.InvoiceIntel.status));
    start('InvoiceIntel', fake.services);
    await settle();
    stopListening();
    expect(seen.filter((status, index) => status !== seen[index - 1])).toEqual(['init', 'loading', 'succeeded']);
    expect(state()).toMatchObject({ status: 'succeeded', error: null, clientXref: 1001, rendered: false });
    expect(state().embed?.embedToken.token).toBe('token-1');
    expect(fake.services.fetchEmbed).toHaveBeenCalledWith('InvoiceIntel', 1001);
    expect(fake.embedReport).toHaveBeenCalledWith(container, state().embed, {
      allowList: setup.allowList,
      title: 'Invoice Intelligence',
      language: 'en',
      notAllowed: 'Not trusted.',
      layout: LAYOUT.master,
    });
    expect(state('VendorIntel').status).toBe('init');
  });

  it('offers the report pages once it has loaded, and counts it ready once it has rendered', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services);
    await settle();
    fake.report().emit('loaded');
    await settle();
    expect(state().pages).toEqual([
      { name: 'overview', displayName: 'Overview' },
      { name: 'top', displayName: 'Top invoices' },
    ]);
    expect(state().activePage).toBe('overview');
    fake.report().emit('rendered');
    expect(state().rendered).toBe(true);
  });

  it('stores the message of a failed fetch and sets the status to failed, without embedding', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce(new Error('The reports service is down.'));
    start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    expect(state('VendorIntel')).toMatchObject({ status: 'failed', error: 'The reports service is down.' });
    expect(fake.embedReport).not.toHaveBeenCalled();
  });

  it('falls back to the page text when a failure brings no message', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce({});
    start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    expect(state('VendorIntel').error).toBe('The report could not be loaded.');
  });

  it('fails with the embedder message when the embed URL may not get the token', async () => {
    const fake = fakeServices();
    fake.embedReport.mockImplementationOnce(() => {
      throw new Error('Not trusted.');
    });
    start('InvoiceIntel', fake.services);
    await settle();
    expect(state()).toMatchObject({ status: 'failed', error: 'Not trusted.' });
  });

  it('fails with the report error event message, other than an expired token', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services);
    await settle();
    fake.report().emit('error', { message: 'LoadReportFailed', detailedMessage: 'No access to this report.' });
    expect(state()).toMatchObject({ status: 'failed', error: 'No access to this report.' });
  });

  it('embeds once when started, stopped and started again at once (React development double effects)', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services)();
    start('InvoiceIntel', fake.services);
    await settle();
    expect(fake.embedReport).toHaveBeenCalledTimes(1);
    expect(state().status).toBe('succeeded');
  });
});

describe('renewing the embed token', () => {
  it('renews it ten minutes before it runs out, with setAccessToken, without embedding again', async () => {
    const fake = fakeServices(HOUR);
    start('InvoiceIntel', fake.services);
    await settle();
    const report = fake.report();

    await settle(50 * MINUTE - 1);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(2);
    expect(report.setAccessToken).toHaveBeenCalledWith('token-2');
    expect(state()).toMatchObject({ status: 'succeeded', fetchedAt: START + 50 * MINUTE });
    expect(state().embed?.embedToken.token).toBe('token-2');
    expect(fake.embedReport).toHaveBeenCalledTimes(1);

    // The new token gets its own renewal.
    await settle(50 * MINUTE);
    expect(report.setAccessToken).toHaveBeenLastCalledWith('token-3');
  });

  it('renews a short-lived token a quarter of its lifetime before it runs out', async () => {
    const fake = fakeServices(20_000);
    start('InvoiceIntel', fake.services);
    await settle();
    await settle(14_999);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(fake.report().setAccessToken).toHaveBeenCalledWith('token-2');
  });

  it('embeds the report again when it refuses the new token', async () => {
    const fake = fakeServices(HOUR);
    start('InvoiceIntel', fake.services);
    await settle();
    const first = fake.report();
    first.emit('rendered');
    first.setAccessToken.mockRejectedValueOnce({ message: 'TokenExpired' });
    await settle(50 * MINUTE);
    expect(fake.embedReport).toHaveBeenCalledTimes(2);
    expect(fake.embedReport.mock.calls[1]?.[1].embedToken.token).toBe('token-2');
    expect(state()).toMatchObject({ status: 'succeeded', rendered: false });
    // The toolbar now speaks to the new report.
    printReport('InvoiceIntel');
    expect(fake.report()).not.toBe(first);
    expect(fake.report().print).toHaveBeenCalled();
    expect(first.print).not.toHaveBeenCalled();
  });

  it('renews at once when the page is shown after the renewal was due (a throttled background tab)', async () => {
    const fake = fakeServices(HOUR);
    start('InvoiceIntel', fake.services);
    await settle();
    // Shown again before the renewal is due: nothing to do.
    vi.setSystemTime(START + 20 * MINUTE);
    fake.showPage();
    await settle();
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(1);
    // The tab slept past the due time, its timer held back.
    vi.setSystemTime(START + 55 * MINUTE);
    fake.showPage();
    await settle();
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(2);
    expect(fake.report().setAccessToken).toHaveBeenCalledWith('token-2');
  });

  it('renews at once when the report says its token expired', async () => {
    const fake = fakeServices(HOUR);
    start('InvoiceIntel', fake.services);
    await settle();
    fake.report().emit('error', { message: 'TokenExpired', detailedMessage: 'The token has expired.' });
    await settle();
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(2);
    expect(fake.report().setAccessToken).toHaveBeenCalledWith('token-2');
    expect(state().status).toBe('succeeded');
  });

  it('asks once when several renewals meet', async () => {
    const fake = fakeServices(HOUR);
    start('InvoiceIntel', fake.services);
    await settle();
    fake.report().emit('error', { message: 'TokenExpired' });
    fake.report().emit('error', { message: 'TokenExpired' });
    await settle();
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(2);
  });

  it('stores the message of a failed renewal and sets the status to failed', async () => {
    const fake = fakeServices(HOUR);
    start('InvoiceIntel', fake.services);
    await settle();
    fake.services.fetchEmbed.mockRejectedValueOnce(new Error('Held back.'));
    await settle(50 * MINUTE);
    expect(state()).toMatchObject({ status: 'failed', error: 'Held back.' });
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'reportRenewalFailed', report: 'InvoiceIntel' }),
    );
  });

  it('stops renewing once stopped, and takes the report out of its container', async () => {
    const fake = fakeServices(HOUR);
    const stop = start('InvoiceIntel', fake.services);
    await settle();
    stop();
    expect(fake.removeReport).toHaveBeenCalledWith(container);
    await settle(3 * HOUR);
    vi.setSystemTime(START + 5 * HOUR);
    fake.showPage();
    await settle();
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(1);
  });
});

describe('the toolbar', () => {
  it('shows a page of the report', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services);
    await settle();
    showPage('InvoiceIntel', 'top');
    expect(state().activePage).toBe('top');
    expect(fake.report().setPage).toHaveBeenCalledWith('top');
    // The report's own page changes win (a link inside the report).
    fake.report().emit('pageChanged', { newPage: { name: 'overview' } });
    expect(state().activePage).toBe('overview');
  });

  it('fails the report when it refuses to print', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services);
    await settle();
    fake.report().print.mockRejectedValueOnce({ message: 'TokenExpired', detailedMessage: 'Refused.' });
    printReport('InvoiceIntel');
    await settle();
    expect(state()).toMatchObject({ status: 'failed', error: 'Refused.' });
  });

  it('asks for full screen in the same call (the browser wants the click)', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services);
    await settle();
    fullscreenReport('InvoiceIntel');
    expect(fake.report().fullscreen).toHaveBeenCalledTimes(1);
  });

  it('reloads: fetches and embeds again, and the old load renews no more', async () => {
    const fake = fakeServices(HOUR);
    start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    fake.services.fetchEmbed.mockRejectedValueOnce(new Error('The reports service is down.'));
    reloadReport('VendorIntel');
    await settle();
    expect(state('VendorIntel').status).toBe('failed');
    reloadReport('VendorIntel');
    expect(state('VendorIntel')).toMatchObject({ status: 'loading', error: null });
    await settle();
    expect(state('VendorIntel').status).toBe('succeeded');
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(3);
    expect(fake.embedReport).toHaveBeenCalledTimes(2);
    expect(fake.removeReport).toHaveBeenCalledTimes(1);
    // Only the new load's token is renewed, once.
    await settle(50 * MINUTE);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(4);
  });
});

describe('switching the client', () => {
  it('shows the invoice report loading again until the page comes back for the new client', async () => {
    const invoice = fakeServices();
    start('InvoiceIntel', invoice.services);
    start('VendorIntel', fakeServices().services, { clientXref: null });
    await settle();
    invoice.report().emit('rendered');
    $clientSelected.set({ clientId: 'contoso', changed: false });
    expect(state().status).toBe('succeeded');
    $clientSelected.set({ clientId: 'contoso', changed: true });
    expect(state()).toMatchObject({ status: 'loading', rendered: false });
    expect(state('VendorIntel').status).toBe('succeeded');
  });
});

describe('when the reports API or the report host fails', () => {
  it('says the reports API cannot be reached, offers Retry, and loads on Retry once it answers', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce(new ReportsApiUnreachableError('Failed to fetch'));
    start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    expect(state('VendorIntel')).toMatchObject({ status: 'failed', error: 'Unreachable.', retryable: true });
    reloadReport('VendorIntel');
    await settle();
    expect(state('VendorIntel')).toMatchObject({ status: 'succeeded', error: null, retryable: false });
    expect(fake.embedReport).toHaveBeenCalledTimes(1);
  });

  it.each([
    [500, 'Server error.'],
    [503, 'Server error.'],
    [401, 'Signed out.'],
  ])('words a %i in the page language, not the service, and offers Retry', async (status, message) => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce(new ReportsApiError('Simulated.', status));
    start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    expect(state('VendorIntel')).toMatchObject({ status: 'failed', error: message, retryable: true });
  });

  it('shows the message of a refusal that asking again cannot change, without Retry', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce(new ReportsApiError('No access to this client.', 403));
    start('InvoiceIntel', fake.services);
    await settle();
    expect(state()).toMatchObject({ status: 'failed', error: 'No access to this client.', retryable: false });
  });

  it('waits as long as a busy answer asks, saying so, then asks again by itself', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce(new ReportsApiError('Simulated.', 429, 2));
    start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    expect(state('VendorIntel')).toMatchObject({ status: 'loading', error: null, notice: 'Busy, again in 2 s.' });
    await settle(1999);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(2);
    expect(state('VendorIntel')).toMatchObject({ status: 'succeeded', notice: null });
    expect(fake.embedReport).toHaveBeenCalledTimes(1);
  });

  it('gives up after MAX_BUSY_RETRIES busy answers in a row, and offers Retry', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValue(new ReportsApiError('Simulated.', 429, 1));
    start('VendorIntel', fake.services, { clientXref: null });
    await settle(MAX_BUSY_RETRIES * 1000);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(MAX_BUSY_RETRIES + 1);
    expect(state('VendorIntel')).toMatchObject({
      status: 'failed',
      error: 'Still busy.',
      retryable: true,
      notice: null,
    });
    await settle(60_000);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(MAX_BUSY_RETRIES + 1);
  });

  it('stops waiting for a busy service when the page leaves the report', async () => {
    const fake = fakeServices();
    fake.services.fetchEmbed.mockRejectedValueOnce(new ReportsApiError('Simulated.', 429, 2));
    const stop = start('VendorIntel', fake.services, { clientXref: null });
    await settle();
    stop();
    await settle(5000);
    expect(fake.services.fetchEmbed).toHaveBeenCalledTimes(1);
  });

  it('says the report did not open when the report host never says loaded, and takes the frame out', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services, { loadTimeoutMs: 30_000 });
    await settle(29_999);
    expect(state().status).toBe('succeeded');
    await settle(1);
    expect(state()).toMatchObject({ status: 'failed', error: 'Timed out.', retryable: true, rendered: false });
    expect(fake.removeReport).toHaveBeenCalledWith(container);
    // A late word from the abandoned frame changes nothing.
    fake.report().emit('rendered');
    expect(state()).toMatchObject({ status: 'failed', rendered: false });
  });

  it('counts a report that said loaded in time as loaded, however long it then takes', async () => {
    const fake = fakeServices();
    start('InvoiceIntel', fake.services, { loadTimeoutMs: 30_000 });
    await settle(10_000);
    fake.report().emit('loaded');
    await settle(60_000);
    expect(state().status).toBe('succeeded');
  });

  it('gives a reports API that answers too slowly the same limit, and ignores its late answer', async () => {
    const fake = fakeServices();
    let answer: (embed: EmbedInfo) => void = () => {};
    fake.services.fetchEmbed.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    start('VendorIntel', fake.services, { clientXref: null, loadTimeoutMs: 5000 });
    await settle(5000);
    expect(state('VendorIntel')).toMatchObject({ status: 'failed', error: 'Timed out.' });
    answer({
      reportId: 'r',
      embedUrl: 'http://localhost:4322/powerbi/reportEmbed?reportId=r',
      embedToken: { token: 'late', expiration: new Date(Date.now() + HOUR).toISOString() },
    });
    await settle();
    expect(state('VendorIntel').status).toBe('failed');
    expect(fake.embedReport).not.toHaveBeenCalled();
    // Retry starts a new load, with a limit of its own.
    reloadReport('VendorIntel');
    await settle();
    expect(state('VendorIntel').status).toBe('succeeded');
    fake.report().emit('loaded');
    await settle(10_000);
    expect(state('VendorIntel').status).toBe('succeeded');
  });
});

describe('views and layouts', () => {
  async function shown(fake: ReturnType<typeof fakeServices>) {
    start('InvoiceIntel', fake.services);
    await settle();
    fake.report().emit('loaded');
    fake.report().emit('rendered');
    await settle();
  }

  it('captures the page and filters, and applies a view, resolving once the report has drawn it', async () => {
    const fake = fakeServices();
    await expect(captureView('InvoiceIntel')).rejects.toThrow('notReady');
    await shown(fake);
    expect(await captureView('InvoiceIntel')).toBe('overview|none');
    let applied = false;
    const applying = applyView('InvoiceIntel', 'top|Paid').then(() => {
      applied = true;
    });
    await settle(5);
    expect(applied).toBe(false);
    await settle(10);
    await applying;
    expect(applied).toBe(true);
    expect(await captureView('InvoiceIntel')).toBe('top|Paid');
  });

  it("rejects a view the report refuses with the report's error", async () => {
    const fake = fakeServices();
    await shown(fake);
    await expect(applyView('InvoiceIntel', 'gone')).rejects.toMatchObject({ errorCode: 'PageNotFound' });
  });

  it('embeds with the mobile layout on a phone, and a turned phone switches layout in place', async () => {
    const fake = fakeServices(HOUR, { layout: LAYOUT.mobilePortrait });
    await shown(fake);
    expect(fake.embedReport.mock.calls[0]?.[2]).toMatchObject({ layout: LAYOUT.mobilePortrait });
    // On its side the phone is wider than the breakpoint: the landscape layout, in place.
    fake.turn(LAYOUT.master);
    expect(fake.report().switchLayout).toHaveBeenCalledWith(LAYOUT.mobileLandscape);
    fake.turn(LAYOUT.mobilePortrait);
    expect(fake.report().switchLayout).toHaveBeenLastCalledWith(LAYOUT.mobilePortrait);
    expect(fake.embedReport).toHaveBeenCalledTimes(1);
  });

  it('keeps the desktop layout on a wide screen, turned or not', async () => {
    const fake = fakeServices();
    await shown(fake);
    fake.turn(LAYOUT.mobilePortrait);
    expect(fake.report().switchLayout).not.toHaveBeenCalled();
  });
});

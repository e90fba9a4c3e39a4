/*
 * The local stand-in for Power BI's report iframe, run in the browser (the tenant bundles it with
 * esbuild at start, its types stripped). It speaks powerbi-client's postMessage protocol (see
 * docs/decisions/010-embedded-reports.md; protocol.ts, requests.ts) and draws the report with
 * Apache ECharts (pages.ts, draw.ts) from the data the tenant gives for the embed token
 * (reading.ts), refusing expired or foreign tokens with the SDK's error event (message
 * 'TokenExpired' for an expired one). Its slicers (status, period) filter the data;
 * `bookmarksManager.capture()` and `applyState()` read and restore the page and filters
 * (bookmarks.ts); `localeSettings.language` formats its numbers and dates (formats.ts) and picks
 * the culture of the model's translations its texts are shown in (culture.ts); `layoutType`
 * MobilePortrait lays it out for a phone. This file holds the report's state and wires the parts.
 */
import type * as EChartsModule from 'echarts';
import type { ECharts } from 'echarts';
import type { ReportFilters } from '../invoices.ts';
import type { ReportCulture } from '../translations.ts';
import { encodeState, type View } from './bookmarks.ts';
import { layoutOf, REPORTS } from './catalogue.ts';
import { cultureOf, textsOf } from './culture.ts';
import { drawPage, showFailure, slicersOf } from './draw.ts';
import { formatsOf } from './formats.ts';
import { partsOf } from './pages.ts';
import { protocolOf, type ReportError, sdkRequestOf } from './protocol.ts';
import { type ReportData, readReport } from './reading.ts';
import { type PageInfo, requestHandlerOf } from './requests.ts';

/** Apache ECharts' "common" build, loaded by the script tag before this one. */
declare const echarts: typeof EChartsModule;

const root = document.documentElement;
const portalOrigin = root.dataset['portalOrigin'] || '';
const reportId = root.dataset['reportId'] || '';
const report = REPORTS[reportId];
const main = document.getElementById('report');
const protocol = protocolOf({
  uid: new URLSearchParams(location.search).get('uid') || '',
  portalOrigin,
  target: parent,
});

const state: {
  token: string;
  expiration: number;
  expiryTimer: number;
  data: ReportData | null;
  activePage: string;
  charts: ECharts[];
  loaded: boolean;
  filters: ReportFilters;
  /** BCP 47 tag of the portal's language: numbers and dates are written in it. */
  language: string;
  /** The model's translations into that language, once the model has been read. */
  culture: ReportCulture | undefined;
} = {
  token: '',
  expiration: 0,
  expiryTimer: 0,
  data: null,
  activePage: '',
  charts: [],
  loaded: false,
  filters: { status: null, months: 24 },
  language: 'en-US',
  culture: undefined,
};
let formats = formatsOf('en-US');

const isExpired = () => !state.token || state.expiration <= Date.now();

// Power BI tells the page when the token it holds runs out, even while nobody clicks.
function watchExpiry(): void {
  clearTimeout(state.expiryTimer);
  const wait = Math.max(0, state.expiration - Date.now());
  state.expiryTimer = setTimeout(
    () => {
      if (isExpired()) protocol.emit('error', protocol.tokenExpired());
    },
    Math.min(wait, 2_147_000_000),
  );
}

/** Reads the report's data (or checks the token) and keeps the model's translations it brings. */
async function read(token: string, what: 'data' | 'verify') {
  const answer = await readReport({ reportId, token, what, filters: state.filters }, protocol);
  if (answer.cultures) state.culture = cultureOf(answer.cultures, state.language);
  return answer;
}

function speak(language: string): void {
  formats = formatsOf(language);
  state.language = formats.tag;
  root.lang = formats.tag;
}

function pagesList(): PageInfo[] {
  const { label } = textsOf(state.culture);
  return (report?.pages ?? []).map((page) => ({
    name: page.name,
    displayName: label(page.displayName),
    isActive: page.name === state.activePage,
    visibility: 0,
  }));
}

function disposeCharts(): void {
  for (const chart of state.charts) chart.dispose();
  state.charts = [];
}

/** Draws the active page; resolves when every chart has finished rendering. */
function draw(): Promise<unknown> {
  disposeCharts();
  const { data } = state;
  if (!report || !data || !main) return Promise.resolve();
  const texts = textsOf(state.culture);
  const page = report.pages.find((candidate) => candidate.name === state.activePage);
  const parts = partsOf(state.activePage, data, {
    formats,
    texts,
    portrait: root.dataset['layout'] === 'mobile-portrait',
  });
  const header = {
    title: `${texts.label(report.title)}: ${texts.label(page?.displayName ?? '')}`,
    clients: data.clients.join(', '),
    slicers: slicersOf(state.filters, texts, (filters) => void applyFilters(filters)),
  };
  const drawn = drawPage(main, header, parts, (box) => echarts.init(box, null, { renderer: 'canvas' }));
  state.charts = drawn.charts;
  return drawn.finished;
}

async function render(): Promise<void> {
  await draw();
  protocol.emit('rendered', undefined);
}

/** Reads the data for `filters` and draws the page again. */
async function applyFilters(filters: ReportFilters): Promise<void> {
  state.filters = filters;
  await refresh();
}

/** Reads the data again and draws the page. */
async function refresh(): Promise<void> {
  try {
    const { data } = await read(state.token, 'data');
    state.data = data ?? null;
    await render();
  } catch (error) {
    protocol.emit('error', error);
  }
}

function applyLayout(layoutType: unknown): void {
  root.dataset['layout'] = layoutOf(layoutType);
  for (const chart of state.charts) chart.resize();
}

async function load(body: unknown): Promise<void> {
  const config = (body ?? {}) as {
    id?: unknown;
    accessToken?: unknown;
    pageName?: unknown;
    settings?: { localeSettings?: { language?: unknown }; layoutType?: unknown };
  };
  speak(String(config.settings?.localeSettings?.language ?? 'en-US'));
  applyLayout(config.settings?.layoutType);
  try {
    if (!report || config.id !== reportId) {
      throw protocol.error('LoadReportFailed', 'The embed configuration is for another report.', 'Forbidden');
    }
    const accessToken = String(config.accessToken ?? '');
    const { data, expiration } = await read(accessToken, 'data');
    state.token = accessToken;
    state.expiration = Date.parse(expiration);
    state.data = data ?? null;
    const wanted = report.pages.find((page) => page.name === config.pageName);
    state.activePage = (wanted ?? report.pages[0])?.name ?? '';
    watchExpiry();
    state.loaded = true;
    protocol.emit('loaded', undefined);
    await render();
  } catch (error) {
    disposeCharts();
    const failure = error as ReportError;
    if (main) showFailure(main, failure.detailedMessage || failure.message);
    protocol.emit('error', error);
  }
}

const handle = requestHandlerOf(
  { reportId, report },
  {
    loaded: () => state.loaded,
    expired: isExpired,
    load,
    async acceptToken(token) {
      const { expiration } = await read(token, 'verify');
      state.token = token;
      state.expiration = Date.parse(expiration);
      watchExpiry();
    },
    pages: pagesList,
    async showPage(name) {
      state.activePage = name;
      protocol.emit('pageChanged', { newPage: pagesList().find((candidate) => candidate.name === name) });
      await render();
    },
    capture: () => encodeState(reportId, { page: state.activePage, filters: state.filters }),
    /** Shows the page and filters of a state; the page changes as setPage changes it. */
    async applyView(view: View) {
      const pageChanged = view.page !== state.activePage;
      state.activePage = view.page;
      if (pageChanged) protocol.emit('pageChanged', { newPage: pagesList().find((page) => page.name === view.page) });
      await applyFilters(view.filters);
    },
    applyLayout,
    print: () => window.print(),
    refresh,
  },
  protocol,
);

if (main) {
  addEventListener('resize', () => {
    for (const chart of state.charts) chart.resize();
  });

  // Registered at once: the SDK posts /report/load as soon as the iframe's load event fires.
  addEventListener('message', async (event: MessageEvent) => {
    if (event.origin !== portalOrigin || event.source !== parent) return;
    const request = sdkRequestOf(event.data);
    if (!request) return;
    const [statusCode, body, after] = await handle(request.method, request.url, request.body);
    protocol.reply(request.id, statusCode, body);
    await after?.();
  });
}

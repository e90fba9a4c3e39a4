/*
 * The local stand-in for Power BI's report iframe, run in the browser (the tenant serves it as
 * JavaScript, its types stripped at start). It speaks powerbi-client's postMessage protocol (see
 * docs/decisions/010-embedded-reports.md): requests arrive as {method, url, headers, body}, answers
 * go back as {statusCode, headers: {id}, body}, events go up as POST /reports/<uid>/events/<name>.
 * It draws the report with Apache ECharts from the data the tenant gives for the embed token, and
 * refuses expired or foreign tokens with the SDK's error event (message 'TokenExpired' for an
 * expired one). Its slicers (status, period) filter the data; `bookmarksManager.capture()` and
 * `applyState()` read and restore the page and filters (the state's shape is view-state.ts's);
 * `localeSettings.language` formats its numbers and dates and picks the culture of the model's
 * translations (captions, report labels, values: translations.ts) its texts are shown in;
 * `layoutType` MobilePortrait lays it out for a phone.
 */
import type * as EChartsModule from 'echarts';
import type { ECharts, EChartsOption } from 'echarts';
import type { InvoiceIntelData, ReportFilters, VendorIntelData } from '../invoices.ts';
import type { ReportCulture } from '../translations.ts';

/** Apache ECharts' "common" build, loaded by the script tag before this one. */
declare const echarts: typeof EChartsModule;

type ReportData = InvoiceIntelData | VendorIntelData;

/** powerbi-client's error shape (`IError`). */
interface ReportError {
  message: string;
  detailedMessage: string;
  errorCode: string;
  level: number;
  technicalDetails: { requestId: string };
}

interface PageDefinition {
  name: string;
  displayName: string;
}

interface ChartPanel {
  box: HTMLElement;
  option: EChartsOption;
  chart?: ECharts;
}

/** The invoice statuses and periods the slicers offer (invoices.ts's INVOICE_STATUSES, REPORT_PERIODS). */
const STATUSES = ['Paid', 'Approved', 'Pending', 'Disputed', 'Overdue'] as const;
const PERIODS = [6, 12, 24] as const;

/** powerbi-client's LayoutType: Master 0, Custom 1, MobilePortrait 2, MobileLandscape 3. */
const LAYOUTS: Record<number, string> = { 0: 'master', 1: 'master', 2: 'mobile-portrait', 3: 'mobile-landscape' };

/** An answer to one SDK request: status, body, and what to do once it is sent. */
type Reply = [statusCode: number, body: unknown, after?: () => unknown];

(() => {
  const root = document.documentElement;
  const portalOrigin = root.dataset['portalOrigin'] || '';
  const reportId = root.dataset['reportId'] || '';
  const uid = new URLSearchParams(location.search).get('uid') || '';
  const main = document.getElementById('report');
  if (!main) return;

  const state: {
    token: string;
    expiration: number;
    expiryTimer: number;
    data: ReportData | null;
    activePage: string;
    charts: ChartPanel[];
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

  const PAGES: Record<string, { title: string; pages: readonly PageDefinition[] }> = {
    '5b0e2f6a-7c1d-4e38-9a4b-2d6f8e1c3a70': {
      title: 'Invoice Intelligence',
      pages: [
        { name: 'overview', displayName: 'Overview' },
        { name: 'vendors', displayName: 'Vendors and categories' },
        { name: 'top-invoices', displayName: 'Top invoices' },
      ],
    },
    '9c4a1e7b-3f2d-4b86-8e51-6a0d7c2b4f19': {
      title: 'Vendor Intelligence',
      pages: [
        { name: 'concentration', displayName: 'Concentration' },
        { name: 'share', displayName: 'Spend share' },
        { name: 'new-recurring', displayName: 'New vs recurring' },
      ],
    },
  };
  const report = PAGES[reportId];

  let nextId = 0;
  const trackingId = () => `host-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

  function emit(name: string, body: unknown): void {
    parent.postMessage(
      { method: 'POST', url: `/reports/${uid}/events/${name}`, headers: { id: trackingId() }, body },
      portalOrigin,
    );
  }

  function iError(message: string, detailedMessage: string, errorCode: string): ReportError {
    return { message, detailedMessage, errorCode, level: 6, technicalDetails: { requestId: trackingId() } };
  }

  const tokenExpired = () =>
    iError('TokenExpired', 'Access token has expired, resubmit with a new access token', 'TokenExpired');

  const isExpired = () => !state.token || state.expiration <= Date.now();

  // Power BI tells the page when the token it holds runs out, even while nobody clicks.
  function watchExpiry(): void {
    clearTimeout(state.expiryTimer);
    const wait = Math.max(0, state.expiration - Date.now());
    state.expiryTimer = setTimeout(
      () => {
        if (isExpired()) emit('error', tokenExpired());
      },
      Math.min(wait, 2_147_000_000),
    );
  }

  /** Asks the tenant for the report's data (or only to check the token): the token decides. */
  async function fetchWithToken(
    token: string,
    what: 'data' | 'verify',
  ): Promise<{ expiration: string; data?: ReportData }> {
    const query = new URLSearchParams({ months: String(state.filters.months) });
    if (state.filters.status) query.set('status', state.filters.status);
    const response = await fetch(`/powerbi/reports/${reportId}/${what}${what === 'data' ? `?${query}` : ''}`, {
      headers: { Authorization: `EmbedToken ${token}` },
    });
    const body = (await response.json().catch(() => ({}))) as {
      expiration: string;
      data?: ReportData;
      cultures?: readonly ReportCulture[];
      error?: { code?: string; message?: string };
    };
    if (body.cultures) state.culture = cultureOf(body.cultures, state.language);
    if (!response.ok) {
      const code = body?.error?.code || 'LoadReportFailed';
      throw code === 'TokenExpired'
        ? tokenExpired()
        : iError(
            code === 'Forbidden' ? 'LoadReportFailed' : code,
            body?.error?.message || 'The report could not be loaded.',
            code,
          );
    }
    return body;
  }

  function pagesList() {
    return (report?.pages ?? []).map((page) => ({
      name: page.name,
      displayName: label(page.displayName),
      isActive: page.name === state.activePage,
      visibility: 0,
    }));
  }

  // ---- Translations ----------------------------------------------------------------------------

  /** The culture of the language (ar-SA), else one of the same language (ar), else none: the defaults. */
  function cultureOf(cultures: readonly ReportCulture[], language: string): ReportCulture | undefined {
    const base = (tag: string) => tag.split('-')[0]?.toLowerCase();
    return (
      cultures.find((culture) => culture.name.toLowerCase() === language.toLowerCase()) ??
      cultures.find((culture) => base(culture.name) === base(language))
    );
  }
  /** A column's or measure's caption (metadata translation). */
  const caption = (name: string) => state.culture?.translatedCaptions[name] ?? name;
  /** One of the report's own texts (report label). */
  const label = (text: string) => state.culture?.labels[text] ?? text;
  /** A value of a translated column (data translation): a status, a category. */
  const value = (text: string) => state.culture?.values[text] ?? text;

  // ---- Drawing -------------------------------------------------------------------------------

  // Numbers and dates in the portal's language (Arabic-Indic digits in Arabic, as the portal writes them).
  let money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  let count = new Intl.NumberFormat('en-US');
  let compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  let monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  let dayName = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  function speak(language: string): void {
    let tag = 'en-US';
    try {
      tag = Intl.getCanonicalLocales(language)[0] ?? tag;
    } catch {
      // Not a language tag: stay with English.
    }
    state.language = tag;
    money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    count = new Intl.NumberFormat(tag);
    compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    monthName = new Intl.DateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC' });
    dayName = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    root.lang = tag;
  }
  const thousands = (value: number) => compact.format(value);
  const month = (yearMonth: string) => monthName.format(new Date(`${yearMonth}-01T00:00:00Z`));
  const day = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));
  const percent = (value: number) => `${count.format(value)}%`;
  // ECharts hands formatters any data value; the reports' values are numbers.
  const moneyText = (value: unknown) => money.format(Number(value));
  const palette = [
    '#1d4ed8',
    '#0f766e',
    '#b45309',
    '#7c3aed',
    '#be123c',
    '#15803d',
    '#0369a1',
    '#a16207',
    '#4338ca',
    '#9d174d',
    '#525252',
  ];

  function element<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string> = {},
    children: (Node | string)[] = [],
  ): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value);
    }
    for (const child of children) node.append(child);
    return node;
  }

  function kpis(items: [measure: string, shown: string][]) {
    return element(
      'dl',
      { class: 'kpis' },
      items.map(([name, shown]) =>
        element('div', { class: 'kpi' }, [element('dt', { text: caption(name) }), element('dd', { text: shown })]),
      ),
    );
  }

  function chartPanel(title: string, option: EChartsOption, tall = false, wide = false) {
    const id = `chart-${state.charts.length}`;
    const box = element('div', { class: tall ? 'chart tall' : 'chart', role: 'img', 'aria-labelledby': `${id}-title` });
    const panel = element('section', { class: wide ? 'panel wide' : 'panel', 'aria-labelledby': `${id}-title` }, [
      element('h2', { id: `${id}-title`, text: label(title) }),
      box,
    ]);
    state.charts.push({ box, option });
    return panel;
  }

  function table(title: string, columns: string[], rows: (string | number)[][]) {
    return element('section', { class: 'panel wide' }, [
      element('table', {}, [
        element('caption', { text: label(title) }),
        element('thead', {}, [
          element(
            'tr',
            {},
            columns.map((column) => element('th', { scope: 'col', text: caption(column) })),
          ),
        ]),
        element(
          'tbody',
          {},
          rows.map((row) =>
            element(
              'tr',
              {},
              row.map((cell) => element('td', { text: String(cell) })),
            ),
          ),
        ),
      ]),
    ]);
  }

  // An amount axis on a phone has room for fewer labels than it has ticks: ECharts drops the ones
  // that would overlap.
  const axisMoney = { type: 'value', axisLabel: { formatter: thousands, hideOverlap: true } } as const;
  const tooltipMoney = { trigger: 'axis', valueFormatter: moneyText } as const;

  /**
   * A doughnut's labels never overlap, however narrow the report: ECharts moves a label off its
   * neighbour where there is room (`avoidLabelOverlap`), and a slice under 18° (5 %) gets none,
   * since small slices side by side leave no room to move into (`labelLayout.hideOverlap` does
   * not apply to a pie's labels: apache/echarts#18114). In a phone's portrait layout there is no
   * room beside the ring at all: no labels. The legend and the tooltip name every slice.
   */
  const pieLabels = () =>
    ({
      avoidLabelOverlap: true,
      minShowLabelAngle: 18,
      // A line height of its own: without one, the lines of a broken label were drawn on each other.
      label: {
        show: root.dataset['layout'] !== 'mobile-portrait',
        formatter: '{b}: {d}%',
        overflow: 'break',
        lineHeight: 16,
      },
    }) as const;

  /** A tall doughnut of amounts by name, with a scrolling legend. */
  function sharePanel(title: string, parts: readonly { name: string; amount: number }[]) {
    return chartPanel(
      title,
      {
        tooltip: { trigger: 'item', valueFormatter: moneyText },
        legend: { type: 'scroll', bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['35%', '65%'],
            data: parts.map((part) => ({ name: value(part.name), value: part.amount })),
            ...pieLabels(),
          },
        ],
      },
      true,
    );
  }

  function invoicePage(name: string, data: InvoiceIntelData): HTMLElement[] {
    switch (name) {
      case 'overview':
        return [
          kpis([
            ['Total spend', money.format(data.kpis.totalSpend)],
            ['Invoices', count.format(data.kpis.invoices)],
            ['Average invoice', money.format(data.kpis.averageInvoice)],
            ['Vendors', count.format(data.kpis.vendors)],
            ['Open amount', money.format(data.kpis.openAmount)],
          ]),
          chartPanel('Spend over time', {
            tooltip: { trigger: 'axis' },
            legend: { bottom: 0 },
            grid: { left: 56, right: 48, top: 24, bottom: 56 },
            xAxis: { type: 'category', data: data.months.map(month) },
            yAxis: [
              axisMoney,
              {
                type: 'value',
                name: caption('Invoices'),
                splitLine: { show: false },
                axisLabel: { formatter: count.format },
              },
            ],
            series: [
              { name: caption('Spend'), type: 'bar', data: data.spendByMonth, tooltip: { valueFormatter: moneyText } },
              { name: caption('Invoices'), type: 'line', yAxisIndex: 1, data: data.invoicesByMonth, smooth: true },
            ],
          }),
          chartPanel('Spend by status', {
            tooltip: { trigger: 'item', valueFormatter: moneyText },
            legend: { bottom: 0 },
            series: [
              {
                type: 'pie',
                radius: ['40%', '68%'],
                data: data.byStatus.map((status) => ({ name: value(status.name), value: status.amount })),
                ...pieLabels(),
              },
            ],
          }),
        ];
      case 'vendors':
        return [
          chartPanel(
            'Spend by vendor (top 12)',
            {
              tooltip: tooltipMoney,
              grid: { left: 8, right: 32, top: 8, bottom: 24, containLabel: true },
              xAxis: axisMoney,
              yAxis: { type: 'category', inverse: true, data: data.byVendor.map((vendor) => vendor.name) },
              series: [{ type: 'bar', name: caption('Spend'), data: data.byVendor.map((vendor) => vendor.amount) }],
            },
            true,
          ),
          sharePanel('Spend by category', data.byCategory),
        ];
      default:
        return [
          table(
            'The 20 largest invoices',
            ['Invoice', 'Vendor', 'Category', 'Date', 'Amount', 'Status'],
            data.topInvoices.map((invoice) => [
              invoice.number,
              invoice.vendor,
              value(invoice.category),
              day(invoice.date),
              money.format(invoice.amount),
              value(invoice.status),
            ]),
          ),
        ];
    }
  }

  function vendorPage(name: string, data: VendorIntelData): HTMLElement[] {
    switch (name) {
      case 'concentration':
        return [
          kpis([
            ['Vendors', count.format(data.kpis.vendors)],
            ['Top 5 share', percent(data.kpis.topFiveShare)],
            ['Concentration index (HHI)', count.format(data.kpis.herfindahl)],
            ['New vendors, last 12 months', count.format(data.kpis.newVendorsLastYear)],
          ]),
          chartPanel(
            'Vendor concentration (Pareto)',
            {
              tooltip: { trigger: 'axis' },
              legend: { bottom: 0 },
              grid: { left: 56, right: 48, top: 24, bottom: 96 },
              xAxis: {
                type: 'category',
                data: data.concentration.map((vendor) => vendor.name),
                axisLabel: { rotate: 40, interval: 0, fontSize: 10 },
              },
              yAxis: [
                axisMoney,
                {
                  type: 'value',
                  max: 100,
                  axisLabel: { formatter: (value: number) => percent(value) },
                  splitLine: { show: false },
                },
              ],
              series: [
                {
                  name: caption('Spend'),
                  type: 'bar',
                  data: data.concentration.map((vendor) => vendor.amount),
                  tooltip: { valueFormatter: moneyText },
                },
                {
                  name: caption('Cumulative share'),
                  type: 'line',
                  yAxisIndex: 1,
                  data: data.concentration.map((vendor) => vendor.cumulativeShare),
                  tooltip: { valueFormatter: (value) => percent(Number(value)) },
                },
              ],
            },
            true,
            true,
          ),
        ];
      case 'share':
        return [
          sharePanel('Spend share by vendor', data.share),
          table(
            'Share of spend per vendor',
            ['Vendor', 'Spend', 'Share', 'Cumulative share'],
            data.concentration.map((vendor) => [
              vendor.name,
              money.format(vendor.amount),
              percent(vendor.share),
              percent(vendor.cumulativeShare),
            ]),
          ),
        ];
      default:
        return [
          chartPanel(
            'Spend with new and recurring vendors',
            {
              tooltip: tooltipMoney,
              legend: { bottom: 0 },
              grid: { left: 56, right: 48, top: 24, bottom: 56 },
              xAxis: { type: 'category', data: data.months.map(month) },
              yAxis: [
                axisMoney,
                {
                  type: 'value',
                  name: caption('New vendors'),
                  splitLine: { show: false },
                  axisLabel: { formatter: count.format },
                },
              ],
              series: [
                { name: caption('Recurring vendors'), type: 'bar', stack: 'spend', data: data.recurringSpend },
                { name: caption('New vendors'), type: 'bar', stack: 'spend', data: data.newSpend },
                {
                  name: caption('New vendors (count)'),
                  type: 'line',
                  yAxisIndex: 1,
                  data: data.newVendorsByMonth,
                  tooltip: { valueFormatter: (value) => count.format(Number(value)) },
                },
              ],
            },
            true,
            true,
          ),
        ];
    }
  }

  function disposeCharts(): void {
    for (const { chart } of state.charts) chart?.dispose();
    state.charts = [];
  }

  /** Draws the active page; resolves when every chart has finished rendering. */
  function draw(): Promise<unknown> {
    disposeCharts();
    const { data } = state;
    if (!report || !data || !main) return Promise.resolve();
    const page = report.pages.find((candidate) => candidate.name === state.activePage);
    const parts =
      data.report === 'InvoiceIntel' ? invoicePage(state.activePage, data) : vendorPage(state.activePage, data);
    const header = element('header', { class: 'report-header' }, [
      element('h1', { text: `${label(report.title)}: ${label(page?.displayName ?? '')}` }),
      element('p', { text: data.clients.join(', ') }),
      slicers(),
    ]);
    main.replaceChildren(header, element('div', { class: 'grid' }, parts));
    main.setAttribute('aria-busy', 'false');
    const finished = state.charts.map((panel) => {
      const { box, option } = panel;
      const chart = echarts.init(box, null, { renderer: 'canvas' });
      panel.chart = chart;
      return new Promise<void>((resolve) => {
        chart.on('finished', () => resolve());
        // setOption draws synchronously; 'finished' follows on an animation frame, which a
        // hidden or throttled page may not get soon: do not wait long for it.
        chart.setOption({ color: palette, animation: false, aria: { enabled: true }, ...option });
        setTimeout(resolve, 250);
      });
    });
    return Promise.all(finished);
  }

  /** The report's slicers: what a person narrows the report to, kept in bookmarks. */
  function slicers(): HTMLElement {
    const status = element('select', { id: 'slicer-status', 'data-filter': 'status' }, [
      element('option', { value: '', text: label('All statuses') }),
      ...STATUSES.map((name) => element('option', { value: name, text: value(name) })),
    ]);
    status.value = state.filters.status ?? '';
    const period = element(
      'select',
      { id: 'slicer-period', 'data-filter': 'months' },
      PERIODS.map((months) => element('option', { value: String(months), text: label(`Last ${months} months`) })),
    );
    period.value = String(state.filters.months);
    const changed = () => {
      const chosen = STATUSES.find((name) => name === status.value) ?? null;
      const months = PERIODS.find((value) => String(value) === period.value) ?? 24;
      void applyFilters({ status: chosen, months });
    };
    status.addEventListener('change', changed);
    period.addEventListener('change', changed);
    return element('div', { class: 'slicers' }, [
      element('label', { for: 'slicer-status', text: caption('Status') }),
      status,
      element('label', { for: 'slicer-period', text: caption('Period') }),
      period,
    ]);
  }

  /** Reads the data for `filters` and draws the page again. */
  async function applyFilters(filters: ReportFilters): Promise<void> {
    state.filters = filters;
    try {
      const { data } = await fetchWithToken(state.token, 'data');
      state.data = data ?? null;
      await render();
    } catch (error) {
      emit('error', error);
    }
  }

  // ---- Bookmarks: the page and the filters, as one state string ------------------------------

  function encodeState(): string {
    const written = {
      v: 1,
      r: reportId,
      p: state.activePage,
      f: { s: state.filters.status, m: state.filters.months },
    };
    return btoa(JSON.stringify(written)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  }

  /** The page and filters of a state, or the error applyState answers with. */
  function decodeState(text: unknown): { page: string; filters: ReportFilters } | ReportError {
    const invalid = iError('InvalidBookmark', 'The bookmark state could not be read.', 'InvalidBookmark');
    if (typeof text !== 'string' || !/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return invalid;
    let written: { v?: unknown; r?: unknown; p?: unknown; f?: { s?: unknown; m?: unknown } };
    try {
      written = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
    } catch {
      return invalid;
    }
    if (written?.v !== 1 || typeof written.r !== 'string' || typeof written.p !== 'string') return invalid;
    if (written.r !== reportId)
      return iError(
        'BookmarkFromAnotherReport',
        'The bookmark was captured in another report.',
        'BookmarkFromAnotherReport',
      );
    if (!report?.pages.some((page) => page.name === written.p))
      return iError('PageNotFound', `There is no page named ${written.p}.`, 'PageNotFound');
    const status = STATUSES.find((name) => name === written.f?.s) ?? null;
    const months = PERIODS.find((value) => value === written.f?.m);
    if (months === undefined || (written.f?.s != null && status === null)) return invalid;
    return { page: written.p, filters: { status, months } };
  }

  /** Shows the page and filters of a state; the page changes as setPage changes it. */
  async function applyView(view: { page: string; filters: ReportFilters }): Promise<void> {
    const pageChanged = view.page !== state.activePage;
    state.activePage = view.page;
    if (pageChanged) emit('pageChanged', { newPage: pagesList().find((page) => page.name === view.page) });
    await applyFilters(view.filters);
  }

  function applyLayout(layoutType: unknown): void {
    const layout = LAYOUTS[Number(layoutType)] ?? 'master';
    root.dataset['layout'] = layout;
    for (const { chart } of state.charts) chart?.resize();
  }

  addEventListener('resize', () => {
    for (const { chart } of state.charts) chart?.resize();
  });

  async function render(): Promise<void> {
    await draw();
    emit('rendered', undefined);
  }

  function showError(error: ReportError): void {
    disposeCharts();
    if (!main) return;
    main.setAttribute('aria-busy', 'false');
    main.replaceChildren(
      element('div', { class: 'failure', role: 'alert' }, [
        element('h1', { text: 'This report could not be shown' }),
        element('p', { text: error.detailedMessage || error.message }),
      ]),
    );
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
        throw iError('LoadReportFailed', 'The embed configuration is for another report.', 'Forbidden');
      }
      const accessToken = String(config.accessToken ?? '');
      const { data, expiration } = await fetchWithToken(accessToken, 'data');
      state.token = accessToken;
      state.expiration = Date.parse(expiration);
      state.data = data ?? null;
      const wanted = report.pages.find((page) => page.name === config.pageName);
      state.activePage = (wanted ?? report.pages[0])?.name ?? '';
      watchExpiry();
      state.loaded = true;
      emit('loaded', undefined);
      await render();
    } catch (error) {
      showError(error as ReportError);
      emit('error', error);
    }
  }

  async function refresh(): Promise<void> {
    try {
      const { data } = await fetchWithToken(state.token, 'data');
      state.data = data ?? null;
      await render();
    } catch (error) {
      emit('error', error);
    }
  }

  // ---- Requests from the SDK -------------------------------------------------------------------

  /** Handles one request; returns [statusCode, body, afterReply?]. */
  async function handle(method: string, url: string, body: unknown): Promise<Reply> {
    const route = `${method} ${url}`;
    if (route === 'POST /report/load') return [202, undefined, () => load(body)];
    if (route === 'POST /report/token') {
      try {
        const { expiration } = await fetchWithToken(String(body), 'verify');
        state.token = String(body);
        state.expiration = Date.parse(expiration);
        watchExpiry();
        return [200, undefined];
      } catch (error) {
        return [403, error];
      }
    }
    if (!state.loaded || !report) return [400, iError('ReportNotLoaded', 'The report is not loaded yet.', 'NotLoaded')];
    // Everything else needs a live token, as in Power BI.
    if (isExpired()) return [403, tokenExpired(), () => emit('error', tokenExpired())];
    switch (route) {
      case 'GET /report/pages':
        return [200, pagesList()];
      case 'PUT /report/pages/active': {
        const name = String((body as { name?: unknown } | undefined)?.name);
        const page = report.pages.find((candidate) => candidate.name === name);
        if (!page) return [400, iError('PageNotFound', `There is no page named ${name}.`, 'PageNotFound')];
        return [
          202,
          undefined,
          async () => {
            state.activePage = page.name;
            const newPage = pagesList().find((candidate) => candidate.name === page.name);
            emit('pageChanged', { newPage });
            await render();
          },
        ];
      }
      case 'POST /report/bookmarks/capture':
        return [200, { name: `capture-${trackingId()}`, displayName: '', state: encodeState() }];
      case 'POST /report/bookmarks/applyState': {
        const view = decodeState((body as { state?: unknown } | undefined)?.state);
        if ('errorCode' in view) return [400, view];
        return [202, undefined, () => applyView(view)];
      }
      case 'PATCH /report/settings': {
        const settings = (body ?? {}) as { layoutType?: unknown };
        if (settings.layoutType !== undefined) applyLayout(settings.layoutType);
        return [202, undefined];
      }
      case 'POST /report/print':
        return [202, undefined, () => window.print()];
      case 'POST /report/refresh':
        return [202, undefined, refresh];
      default:
        return [501, iError('NotImplemented', `${route} is not supported by the local report host.`, 'NotImplemented')];
    }
  }

  // Registered at once: the SDK posts /report/load as soon as the iframe's load event fires.
  addEventListener('message', async (event: MessageEvent) => {
    if (event.origin !== portalOrigin || event.source !== parent) return;
    const message = event.data as { method?: unknown; url?: unknown; headers?: { id?: unknown }; body?: unknown };
    if (!message || typeof message.method !== 'string' || typeof message.url !== 'string') return;
    const id = message.headers?.id;
    const [statusCode, body, after] = await handle(message.method, message.url, message.body);
    parent.postMessage({ statusCode, headers: { id }, body }, portalOrigin);
    await after?.();
  });
})();

/**
 * Puts a report page on the host's page: its header (title, clients, slicers), its parts (pages.ts)
 * and their charts, drawn with Apache ECharts; or the failure a person reads instead.
 */
import type { ECharts } from 'echarts';
import type { ReportFilters } from '../invoices.ts';
import { PERIODS, STATUSES } from './catalogue.ts';
import type { Texts } from './culture.ts';
import type { Part } from './pages.ts';

/** Makes a chart in a box (`echarts.init`, ECharts' global in the browser). */
export type ChartMaker = (box: HTMLElement) => ECharts;

/** What a page shows above its parts. */
export interface PageHeader {
  title: string;
  /** The clients whose data it is. */
  clients: string;
  slicers: HTMLElement;
}

export interface Drawn {
  charts: ECharts[];
  /** Settles when every chart has finished rendering, or soon after. */
  finished: Promise<unknown>;
}

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

export function element<K extends keyof HTMLElementTagNameMap>(
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

/** A part's element, and the chart box with its option when it is a chart. */
function partElement(
  part: Part,
  id: string,
): { node: HTMLElement; chart?: { box: HTMLElement; part: Part & { kind: 'chart' } } } {
  switch (part.kind) {
    case 'kpis':
      return {
        node: element(
          'dl',
          { class: 'kpis' },
          part.items.map(({ caption, shown }) =>
            element('div', { class: 'kpi' }, [element('dt', { text: caption }), element('dd', { text: shown })]),
          ),
        ),
      };
    case 'chart': {
      const box = element('div', {
        class: part.tall ? 'chart tall' : 'chart',
        role: 'img',
        'aria-labelledby': `${id}-title`,
      });
      const node = element('section', { class: part.wide ? 'panel wide' : 'panel', 'aria-labelledby': `${id}-title` }, [
        element('h2', { id: `${id}-title`, text: part.title }),
        box,
      ]);
      return { node, chart: { box, part } };
    }
    case 'table':
      return {
        node: element('section', { class: 'panel wide' }, [
          element('table', {}, [
            element('caption', { text: part.title }),
            element('thead', {}, [
              element(
                'tr',
                {},
                part.columns.map((column) => element('th', { scope: 'col', text: column })),
              ),
            ]),
            element(
              'tbody',
              {},
              part.rows.map((row) =>
                element(
                  'tr',
                  {},
                  row.map((cell) => element('td', { text: cell })),
                ),
              ),
            ),
          ]),
        ]),
      };
  }
}

/** Shows a page in `main` and draws its charts. */
export function drawPage(main: HTMLElement, header: PageHeader, parts: readonly Part[], makeChart: ChartMaker): Drawn {
  const boxes: { box: HTMLElement; part: Part & { kind: 'chart' } }[] = [];
  const nodes = parts.map((part) => {
    const { node, chart } = partElement(part, `chart-${boxes.length}`);
    if (chart) boxes.push(chart);
    return node;
  });
  main.replaceChildren(
    element('header', { class: 'report-header' }, [
      element('h1', { text: header.title }),
      element('p', { text: header.clients }),
      header.slicers,
    ]),
    element('div', { class: 'grid' }, nodes),
  );
  main.setAttribute('aria-busy', 'false');
  const charts: ECharts[] = [];
  const finished = boxes.map(({ box, part }) => {
    const chart = makeChart(box);
    charts.push(chart);
    return new Promise<void>((resolve) => {
      chart.on('finished', () => resolve());
      // setOption draws synchronously; 'finished' follows on an animation frame, which a
      // hidden or throttled page may not get soon: do not wait long for it.
      chart.setOption({ color: palette, animation: false, aria: { enabled: true }, ...part.option });
      setTimeout(resolve, 250);
    });
  });
  return { charts, finished: Promise.all(finished) };
}

/** The report's slicers: what a person narrows the report to, kept in bookmarks. */
export function slicersOf(
  filters: ReportFilters,
  { caption, label, value }: Texts,
  onChange: (filters: ReportFilters) => void,
): HTMLElement {
  const status = element('select', { id: 'slicer-status', 'data-filter': 'status' }, [
    element('option', { value: '', text: label('All statuses') }),
    ...STATUSES.map((name) => element('option', { value: name, text: value(name) })),
  ]);
  status.value = filters.status ?? '';
  const period = element(
    'select',
    { id: 'slicer-period', 'data-filter': 'months' },
    PERIODS.map((months) => element('option', { value: String(months), text: label(`Last ${months} months`) })),
  );
  period.value = String(filters.months);
  const changed = () => {
    const chosen = STATUSES.find((name) => name === status.value) ?? null;
    const months = PERIODS.find((value) => String(value) === period.value) ?? 24;
    onChange({ status: chosen, months });
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

/** What a person reads when the report cannot be shown. */
export function showFailure(main: HTMLElement, message: string): void {
  main.setAttribute('aria-busy', 'false');
  main.replaceChildren(
    element('div', { class: 'failure', role: 'alert' }, [
      element('h1', { text: 'This report could not be shown' }),
      element('p', { text: message }),
    ]),
  );
}

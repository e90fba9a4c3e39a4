// @vitest-environment jsdom
import type { ECharts } from 'echarts';
import { describe, expect, it } from 'vitest';
import { REPORT_CULTURES } from '../translations.ts';
import { cultureOf, textsOf } from './culture.ts';
import { drawPage, element, showFailure, slicersOf } from './draw.ts';
import type { Part } from './pages.ts';

/** A stand-in for ECharts (it needs a canvas): keeps the option and finishes when told. */
function charts() {
  const made: { box: HTMLElement; option?: Record<string, unknown>; finish?: () => void }[] = [];
  const make = (box: HTMLElement) => {
    const chart: (typeof made)[number] = { box };
    made.push(chart);
    return {
      on: (_event: string, listener: () => void) => {
        chart.finish = listener;
      },
      setOption: (option: Record<string, unknown>) => {
        chart.option = option;
      },
    } as unknown as ECharts;
  };
  return { made, make };
}

const parts: Part[] = [
  { kind: 'kpis', items: [{ caption: 'Total spend', shown: '$1,200' }] },
  {
    kind: 'chart',
    title: 'Spend over time',
    option: { series: [{ type: 'bar', data: [1, 2] }] },
    tall: false,
    wide: false,
  },
  { kind: 'chart', title: 'Spend by vendor', option: { series: [] }, tall: true, wide: true },
  { kind: 'table', title: 'The 20 largest invoices', columns: ['Invoice', 'Amount'], rows: [['INV-1', '$1,200']] },
];

describe('drawing a report page', () => {
  it('shows the header, key figures, a titled chart box per chart and the tables', async () => {
    const main = element('main', { 'aria-busy': 'true' });
    const { made, make } = charts();
    const drawn = drawPage(
      main,
      {
        title: 'Invoice Intelligence: Overview',
        clients: 'Northwind Traders',
        slicers: element('div', { class: 'slicers' }),
      },
      parts,
      make,
    );
    expect(main.getAttribute('aria-busy')).toBe('false');
    expect(main.querySelector('h1')?.textContent).toBe('Invoice Intelligence: Overview');
    expect(main.querySelector('.report-header p')?.textContent).toBe('Northwind Traders');
    expect([...main.querySelectorAll('.kpi')].map((kpi) => kpi.textContent)).toEqual(['Total spend$1,200']);
    expect([...main.querySelectorAll('section h2')].map((title) => `${title.id} ${title.textContent}`)).toEqual([
      'chart-0-title Spend over time',
      'chart-1-title Spend by vendor',
    ]);
    expect(made.map(({ box }) => `${box.className} ${box.getAttribute('aria-labelledby')}`)).toEqual([
      'chart chart-0-title',
      'chart tall chart-1-title',
    ]);
    expect(made[1]?.box.parentElement?.className).toBe('panel wide');
    expect(main.querySelector('caption')?.textContent).toBe('The 20 largest invoices');
    expect([...main.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Invoice',
      'Amount',
      'INV-1',
      '$1,200',
    ]);
    expect(made[0]?.option).toMatchObject({ animation: false, aria: { enabled: true }, series: [{ type: 'bar' }] });
    expect(made[0]?.option?.['color']).toHaveLength(11);
    expect(drawn.charts).toHaveLength(2);
    for (const chart of made) chart.finish?.();
    await drawn.finished;
  });

  it("offers the slicers in the report's language and says what was chosen", () => {
    const chosen: unknown[] = [];
    const arabic = textsOf(cultureOf(REPORT_CULTURES, 'ar-SA'));
    const slicers = slicersOf({ status: 'Paid', months: 12 }, arabic, (filters) => chosen.push(filters));
    const [status, period] = [...slicers.querySelectorAll('select')];
    if (!status || !period) throw new Error('no slicers');
    expect([status.value, period.value]).toEqual(['Paid', '12']);
    expect(status.options[0]?.textContent).toBe(arabic.label('All statuses'));
    expect(status.options[1]?.textContent).toBe(arabic.value('Paid'));
    expect([...period.options].map((option) => option.textContent)).toEqual(
      [6, 12, 24].map((months) => arabic.label(`Last ${months} months`)),
    );
    expect(slicers.querySelector('label[for="slicer-status"]')?.textContent).toBe(arabic.caption('Status'));
    status.value = '';
    status.dispatchEvent(new Event('change'));
    period.value = '6';
    period.dispatchEvent(new Event('change'));
    expect(chosen).toEqual([
      { status: null, months: 12 },
      { status: null, months: 6 },
    ]);
  });

  it('shows why a report could not be shown', () => {
    const main = element('main', { 'aria-busy': 'true' }, [element('p', { text: 'Loading report…' })]);
    showFailure(main, 'The embed configuration is for another report.');
    expect(main.getAttribute('aria-busy')).toBe('false');
    expect(main.querySelector('[role="alert"]')?.textContent).toBe(
      'This report could not be shownThe embed configuration is for another report.',
    );
  });
});

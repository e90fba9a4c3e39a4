import { describe, expect, it } from 'vitest';
import type { InvoiceIntelData, VendorIntelData } from '../invoices.ts';
import { REPORT_IDS, REPORT_PAGES, reportDataOf } from '../report-data.ts';
import { REPORT_CULTURES } from '../translations.ts';
import { cultureOf, textsOf } from './culture.ts';
import { formatsOf } from './formats.ts';
import { type Part, partsOf } from './pages.ts';

const invoices = reportDataOf(REPORT_IDS.InvoiceIntel, [1001]) as InvoiceIntelData;
const vendors = reportDataOf(REPORT_IDS.VendorIntel, [1001, 1003]) as VendorIntelData;
const english = { formats: formatsOf('en-US'), texts: textsOf(undefined), portrait: false };
const arabic = { formats: formatsOf('ar-SA'), texts: textsOf(cultureOf(REPORT_CULTURES, 'ar-SA')), portrait: false };

const titles = (parts: Part[]) => parts.flatMap((part) => (part.kind === 'kpis' ? [] : [part.title]));
/** Every series' data and label settings of a page's charts, as ECharts is given them. */
const seriesOf = (parts: Part[]) =>
  parts.flatMap((part) => {
    if (part.kind !== 'chart') return [];
    const { series } = part.option;
    return (Array.isArray(series) ? series : [series]) as {
      type?: string;
      data?: unknown[];
      label?: { show?: boolean };
    }[];
  });

describe("the reports' pages", () => {
  it('each show parts drawn from the data, every chart with data', () => {
    for (const [reportId, data] of [
      [REPORT_IDS.InvoiceIntel, invoices],
      [REPORT_IDS.VendorIntel, vendors],
    ] as const) {
      for (const page of REPORT_PAGES[reportId]?.pages ?? []) {
        const parts = partsOf(page.name, data, english);
        expect(parts.length, page.name).toBeGreaterThan(0);
        for (const series of seriesOf(parts)) expect(series.data?.length, page.name).toBeGreaterThan(0);
      }
    }
  });

  it('show the overview: key figures in the language, spend over time and by status', () => {
    const parts = partsOf('overview', invoices, english);
    expect(titles(parts)).toEqual(['Spend over time', 'Spend by status']);
    const [figures] = parts;
    expect(figures).toMatchObject({
      kind: 'kpis',
      items: [
        { caption: 'Total spend', shown: english.formats.money.format(invoices.kpis.totalSpend) },
        { caption: 'Invoices', shown: english.formats.count.format(invoices.kpis.invoices) },
        { caption: 'Average invoice' },
        { caption: 'Vendors' },
        { caption: 'Open amount' },
      ],
    });
  });

  it('write the largest invoices as a table, one row each', () => {
    const [table] = partsOf('top-invoices', invoices, english);
    expect(table).toMatchObject({
      kind: 'table',
      title: 'The 20 largest invoices',
      columns: ['Invoice', 'Vendor', 'Category', 'Date', 'Amount', 'Status'],
    });
    expect(table?.kind === 'table' && table.rows.length).toBe(invoices.topInvoices.length);
  });

  it("in Arabic: titles, captions and values from the model's translations, Arabic-Indic digits", () => {
    const texts = textsOf(cultureOf(REPORT_CULTURES, 'ar-SA'));
    const parts = partsOf('overview', invoices, arabic);
    expect(titles(parts)).toEqual([texts.label('Spend over time'), texts.label('Spend by status')]);
    expect(titles(parts)).not.toContain('Spend over time');
    const [figures] = parts;
    expect(figures?.kind === 'kpis' && figures.items[1]).toEqual({
      caption: texts.caption('Invoices'),
      shown: arabic.formats.count.format(invoices.kpis.invoices),
    });
    expect(figures?.kind === 'kpis' && figures.items[1]?.shown).toMatch(/^[٠-٩٬]+$/);
  });

  it("leave a doughnut's labels out in a phone's portrait layout", () => {
    const pies = (portrait: boolean) =>
      seriesOf(partsOf('overview', invoices, { ...english, portrait })).filter((series) => series.type === 'pie');
    expect(pies(false).map((pie) => pie.label?.show)).toEqual([true]);
    expect(pies(true).map((pie) => pie.label?.show)).toEqual([false]);
  });
});

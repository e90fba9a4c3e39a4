/**
 * What each page of the reports shows, from the data the tenant gives: key figures, charts (an
 * Apache ECharts option each) and tables, their texts in the portal's language. Nothing here
 * touches the page: draw.ts puts the parts on it.
 */
import type { EChartsOption } from 'echarts';
import type { InvoiceIntelData, VendorIntelData } from '../invoices.ts';
import type { Texts } from './culture.ts';
import type { Formats } from './formats.ts';
import type { ReportData } from './reading.ts';

/** One part of a page, its texts translated. */
export type Part =
  | { kind: 'kpis'; items: { caption: string; shown: string }[] }
  | { kind: 'chart'; title: string; option: EChartsOption; tall: boolean; wide: boolean }
  | { kind: 'table'; title: string; columns: string[]; rows: string[][] };

export interface Speech {
  formats: Formats;
  texts: Texts;
  /** A phone's portrait layout: no room beside a doughnut for its labels. */
  portrait: boolean;
}

/** The parts of the report's page `page` (a report's last page for a name it does not know). */
export function partsOf(page: string, data: ReportData, { formats, texts, portrait }: Speech): Part[] {
  const { caption, label, value } = texts;
  const { money, count, thousands, month, day, percent, moneyText } = formats;

  function kpis(items: [measure: string, shown: string][]): Part {
    return { kind: 'kpis', items: items.map(([name, shown]) => ({ caption: caption(name), shown })) };
  }

  function chartPanel(title: string, option: EChartsOption, tall = false, wide = false): Part {
    return { kind: 'chart', title: label(title), option, tall, wide };
  }

  function table(title: string, columns: string[], rows: (string | number)[][]): Part {
    return {
      kind: 'table',
      title: label(title),
      columns: columns.map((column) => caption(column)),
      rows: rows.map((row) => row.map(String)),
    };
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
        show: !portrait,
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

  function invoicePage(name: string, data: InvoiceIntelData): Part[] {
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

  function vendorPage(name: string, data: VendorIntelData): Part[] {
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

  return data.report === 'InvoiceIntel' ? invoicePage(page, data) : vendorPage(page, data);
}

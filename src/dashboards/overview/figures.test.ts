import {
  filterInvoices,
  invoiceExtractRows,
  invoiceIntel,
  invoicesOf,
  invoicesUntil,
} from '@client-portal/local-tenant/testing';
import { describe, expect, it } from 'vitest';
import { contractWith } from '../../contracts/contract-examples.ts';
import { contractStatesOf } from '../../contracts/model.ts';
import { parseInvoiceExtract } from '../server/invoice-extract.ts';
import { contractsSummaryOf, type ExtractInvoice, noticesDueOf, recentDocumentsOf, spendSummaryOf } from './figures.ts';

const TODAY = '2026-12-07';

describe('notices due', () => {
  it('counts each window and the missed apart', () => {
    const states = contractStatesOf(
      [
        contractWith('a', { vendor: 'A', title: 'A', end: '2026-12-10', status: 'Active' }),
        contractWith('b', { vendor: 'B', title: 'B', end: '2027-01-20', status: 'Active' }),
        contractWith('c', {
          vendor: 'C',
          title: 'C',
          start: '2026-01-01',
          end: '2026-12-31',
          autoRenew: true,
          noticePeriodDays: 90,
          status: 'Active',
        }),
        contractWith('d', { vendor: 'D', title: 'D', end: '2026-12-09', status: 'Terminated' }),
      ],
      TODAY,
    );
    expect(noticesDueOf(states)).toEqual({
      windows: [
        { days: 7, count: 1 },
        { days: 30, count: 1 },
        { days: 90, count: 2 },
      ],
      missed: 1,
    });
  });
});

describe('contracts by status and category', () => {
  it('add the annual values in the main currency and count the others apart', () => {
    const summary = contractsSummaryOf(
      contractStatesOf(
        [
          contractWith('a', {
            category: 'Freight',
            end: '2027-06-30',
            status: 'Active',
            annualValue: 100,
            currency: 'USD',
          }),
          contractWith('b', {
            category: 'Freight',
            end: '2027-06-30',
            status: 'Active',
            annualValue: 50,
            currency: 'USD',
          }),
          contractWith('c', {
            category: 'Supply',
            end: '2027-06-30',
            status: 'Active',
            annualValue: 900,
            currency: 'EUR',
          }),
          contractWith('d', { category: null, end: '2027-06-30', status: 'Active', annualValue: 10, currency: 'USD' }),
          contractWith('e', {
            category: 'Supply',
            end: '2026-01-31',
            status: 'Active',
            annualValue: 70,
            currency: 'USD',
          }),
        ],
        TODAY,
      ),
      TODAY,
    );
    expect(summary.currency).toBe('USD');
    expect(summary.byStatus.find((group) => group.key === 'Active')).toEqual({
      key: 'Active',
      count: 4,
      value: 160,
      otherCurrency: 1,
    });
    // e is past its end and does not renew: it has expired, whatever its column says.
    expect(summary.byStatus.find((group) => group.key === 'Expired')?.count).toBe(1);
    expect(summary.byCategory.map((group) => [group.key, group.count, group.value])).toEqual([
      ['Freight', 2, 150],
      ['Supply', 1, 0],
      [null, 1, 10],
    ]);
  });
});

const invoice = (date: string, dollars: number, vendor = 'V'): ExtractInvoice => ({
  vendor,
  date,
  amountCents: Math.round(dollars * 100),
  currency: 'USD',
});

describe('spend by period', () => {
  it('compares this month, quarter and year so far, and the last 12 months, with the periods before', () => {
    const summary = spendSummaryOf(
      [
        invoice('2025-01-05', 1),
        invoice('2025-10-05', 10),
        invoice('2025-12-20', 100),
        invoice('2026-09-30', 1_000),
        invoice('2026-10-01', 10_000),
        invoice('2026-11-15', 100_000, 'W'),
        invoice('2026-12-03', 1_000_000, 'W'),
        invoice('2026-12-09', 7),
      ],
      TODAY,
    );
    expect(summary?.until).toBe(TODAY);
    expect(summary?.periods).toEqual([
      { period: 'month', from: '2026-12-01', to: TODAY, amount: 1_000_000, previous: 100_000 },
      { period: 'quarter', from: '2026-10-01', to: TODAY, amount: 1_110_000, previous: 1_000 },
      { period: 'year', from: '2026-01-01', to: TODAY, amount: 1_111_000, previous: 111 },
      { period: 'last12', from: '2026-01-01', to: TODAY, amount: 1_111_000, previous: 111 },
    ]);
    expect(summary?.topVendors.map((row) => row.vendor)).toEqual(['W', 'V']);
    expect(summary?.months.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    );
    expect(summary?.months.at(-1)?.amount).toBe(1_000_000);
    expect(summary?.months.at(-3)?.amount).toBe(10_000);
  });

  it('has no figure for a period the extract does not reach back to, rather than a zero', () => {
    const summary = spendSummaryOf([invoice('2026-11-15', 5), invoice('2026-12-01', 5)], TODAY);
    expect(summary?.periods.find((period) => period.period === 'month')?.previous).toBe(5);
    expect(summary?.periods.find((period) => period.period === 'year')?.previous).toBeNull();
    expect(spendSummaryOf([], TODAY)).toBeNull();
  });

  it('gives the invoice report’s total for the same 12 months, from the extract of the same invoices', () => {
    const until = invoicesUntil();
    const extract = invoiceExtractRows(invoicesOf(1001, until))
      .map((row) => row.map((cell) => (/[",]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','))
      .join('\r\n');
    const summary = spendSummaryOf(parseInvoiceExtract(extract).invoices, until);
    const report = invoiceIntel(
      ['Northwind Traders'],
      filterInvoices(invoicesOf(1001, until), { status: null, months: 12 }).invoices,
    );
    expect(summary?.periods.find((period) => period.period === 'last12')?.amount).toBeCloseTo(
      report.kpis.totalSpend,
      2,
    );
    expect(summary?.topVendors[0]?.vendor).toBe(report.byVendor[0]?.name);
  });
});

describe('recent documents', () => {
  const item = (id: string, parentPath: string, isFolder = false) => ({
    id,
    name: `${id}.docx`,
    webUrl: null,
    isFolder,
    size: 1,
    lastModified: '2026-12-06T10:00:00Z',
    parentPath,
    parentId: `parent-of-${id}`,
    modifiedBy: 'Cem Client',
  });

  it('keeps the documents the file manager shows, with their folders, newest first as given', () => {
    const documents = recentDocumentsOf([
      item('a', '/drive/root:/Projects/Fleet'),
      item('b', '/drive/root:/CONTRACT_LOCKER/Freight'),
      item('c', '/drive/root:/Projects', true),
      item('d', '/drive/root:'),
      item('e', '/drive/root:/INVOICE_INTEL'),
    ]);
    expect(documents.map((document) => [document.id, document.folders, document.parentId])).toEqual([
      ['a', ['Projects', 'Fleet'], 'parent-of-a'],
      ['d', [], ''],
    ]);
  });
});

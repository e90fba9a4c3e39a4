import { describe, expect, it } from 'vitest';
import {
  filterInvoices,
  filtersFromQuery,
  invoiceExtractRows,
  invoiceIntel,
  invoicesOf,
  invoicesUntil,
  monthsOfReport,
  vendorIntel,
} from './invoices.ts';

describe('seeded invoices', () => {
  it('are a few thousand per client, the same on every run, different per client', () => {
    const northwind = invoicesOf(1001);
    expect(northwind.length).toBeGreaterThanOrEqual(2_300);
    expect(northwind.length).toBeLessThan(4_000);
    expect(invoicesOf(1001)).toBe(northwind);
    expect(JSON.stringify(invoicesOf(1003).slice(0, 5))).not.toBe(JSON.stringify(northwind.slice(0, 5)));
    const first = northwind[0];
    expect(first?.number).toBe('INV-1001-00001');
    expect(first).toMatchObject({ vendor: expect.any(String), category: expect.any(String) });
  });

  it('fall in the 24 months of the report up to its last day, with positive amounts and known statuses', () => {
    const months = monthsOfReport();
    expect(months).toHaveLength(24);
    expect(months.at(-1)).toBe(invoicesUntil().slice(0, 7));
    for (const invoice of invoicesOf(1002)) {
      expect(months).toContain(invoice.date.slice(0, 7));
      expect(invoice.date <= invoicesUntil()).toBe(true);
      expect(invoice.amountCents).toBeGreaterThan(0);
      expect(['Paid', 'Approved', 'Pending', 'Disputed', 'Overdue']).toContain(invoice.status);
    }
  });
});

describe('the invoice world on another day', () => {
  it('runs up to that day: this month up to its day, the months before whole', () => {
    const until = invoicesOf(1001, '2026-12-07');
    expect(until.at(-1)?.date).toBe(
      until
        .map((invoice) => invoice.date)
        .sort()
        .at(-1),
    );
    expect(until.every((invoice) => invoice.date <= '2026-12-07' && invoice.date >= '2025-01-01')).toBe(true);
    expect(monthsOfReport('2026-12-07')).toEqual(
      Array.from({ length: 24 }, (_, n) => new Date(Date.UTC(2025, n, 1)).toISOString().slice(0, 7)),
    );
  });

  it('writes the extract the provider drops in INVOICE_INTEL: one row an invoice, dollars with cents', () => {
    const rows = invoiceExtractRows(invoicesOf(1001, '2026-12-07'));
    expect(rows[0]).toEqual(['invoice_number', 'vendor', 'category', 'invoice_date', 'amount', 'currency', 'status']);
    expect(rows).toHaveLength(invoicesOf(1001, '2026-12-07').length + 1);
    expect(rows[1]?.[4]).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('invoice intelligence', () => {
  const invoices = invoicesOf(1001);
  const data = invoiceIntel(['Northwind Traders'], invoices);

  it('adds up: the months, the vendors and the categories all make the total spend', () => {
    const total = invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0) / 100;
    expect(data.kpis.totalSpend).toBeCloseTo(total, 2);
    expect(data.spendByMonth.reduce((sum, value) => sum + value, 0)).toBeCloseTo(total, 0);
    expect(data.byCategory.reduce((sum, value) => sum + value.amount, 0)).toBeCloseTo(total, 0);
    expect(data.invoicesByMonth.reduce((sum, value) => sum + value, 0)).toBe(invoices.length);
    expect(data.byStatus.reduce((sum, status) => sum + status.count, 0)).toBe(invoices.length);
  });

  it('ranks vendors and invoices largest first', () => {
    const amounts = data.byVendor.map((vendor) => vendor.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(data.topInvoices).toHaveLength(20);
    expect(data.topInvoices[0]?.amount).toBeGreaterThanOrEqual(data.topInvoices[19]?.amount ?? 0);
  });
});

describe('vendor intelligence', () => {
  const invoices = [...invoicesOf(1001), ...invoicesOf(1003)];
  const data = vendorIntel(['Northwind Traders', 'Contoso Bank'], invoices);

  it('builds a Pareto curve that ends at 100%', () => {
    expect(data.concentration.at(-1)?.cumulativeShare).toBeCloseTo(100, 0);
    expect(data.kpis.topFiveShare).toBe(data.concentration[4]?.cumulativeShare);
    expect(data.kpis.herfindahl).toBeGreaterThan(0);
    expect(data.kpis.herfindahl).toBeLessThanOrEqual(10_000);
  });

  it('splits each month into new and recurring vendors, and counts each vendor as new once', () => {
    expect(data.newVendorsByMonth.reduce((sum, count) => sum + count, 0)).toBe(data.kpis.vendors);
    const monthly = data.newSpend.map((value, index) => value + (data.recurringSpend[index] ?? 0));
    const total = invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0) / 100;
    expect(monthly.reduce((sum, value) => sum + value, 0)).toBeCloseTo(total, 0);
    // Some vendors start part-way through the period.
    expect(data.newVendorsByMonth.slice(1).some((count) => count > 0)).toBe(true);
  });

  it('shows the ten largest vendors and the rest together', () => {
    expect(data.share).toHaveLength(11);
    expect(data.share.at(-1)?.name).toBe('Other vendors');
  });
});

describe('the report filters', () => {
  it('keep one status and the last months, and the months of the report follow the period', () => {
    const { invoices, months } = filterInvoices(invoicesOf(1001), { status: 'Paid', months: 6 });
    expect(months).toEqual(monthsOfReport().slice(-6));
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice.status).toBe('Paid');
      expect(months).toContain(invoice.date.slice(0, 7));
    }
    expect(invoiceIntel(['Northwind Traders'], invoices, months).spendByMonth).toHaveLength(6);
  });

  it('read only known values from a query', () => {
    expect(filtersFromQuery(new URLSearchParams('status=Overdue&months=12'))).toEqual({
      status: 'Overdue',
      months: 12,
    });
    expect(filtersFromQuery(new URLSearchParams('status=Lost&months=5'))).toEqual({ status: null, months: 24 });
  });
});

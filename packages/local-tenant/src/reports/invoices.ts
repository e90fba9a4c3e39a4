/**
 * Seeded invoices of the demo clients, generated deterministically (same xref, same invoices on
 * every machine), and the aggregates the two reports draw. Pure functions, no Node APIs.
 */
import { tradeVendorsOf } from '../trades.ts';

export const INVOICE_STATUSES = ['Paid', 'Approved', 'Pending', 'Disputed', 'Overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface Invoice {
  number: string;
  vendor: string;
  category: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** In whole cents, to keep sums exact. */
  amountCents: number;
  status: InvoiceStatus;
}

/** The vendors of the seeded world and the category each sells in. */
const VENDORS: readonly { name: string; category: string }[] = [
  { name: 'Adatum Cloud', category: 'Software & Cloud' },
  { name: 'Litware Systems', category: 'Software & Cloud' },
  { name: 'Proseware', category: 'Software & Cloud' },
  { name: 'Tailspin Networks', category: 'Telecom' },
  { name: 'Coho Telecom', category: 'Telecom' },
  { name: 'Wingtip Devices', category: 'Hardware' },
  { name: 'Lucerne Hardware', category: 'Hardware' },
  { name: 'Humongous Insurance', category: 'Insurance' },
  { name: 'Margie Travel', category: 'Travel' },
  { name: 'Blue Yonder Airlines', category: 'Travel' },
  { name: 'Alpine Ski House', category: 'Travel' },
  { name: 'Fourth Coffee', category: 'Facilities' },
  { name: 'Trey Research', category: 'Consulting' },
  { name: 'Woodgrove Advisors', category: 'Consulting' },
  { name: 'Relecloud Logistics', category: 'Logistics' },
  { name: 'VanArsdel Freight', category: 'Logistics' },
  { name: 'Southridge Video', category: 'Marketing' },
  { name: 'Graphic Design Institute', category: 'Marketing' },
  { name: 'Wide World Importers', category: 'Office Supplies' },
  { name: 'School of Fine Art Supplies', category: 'Office Supplies' },
  { name: 'Northwind Cleaning', category: 'Facilities' },
  { name: 'City Power & Light', category: 'Utilities' },
  { name: 'Consolidated Messenger', category: 'Logistics' },
  { name: 'Datum Legal', category: 'Legal' },
  { name: 'Bellows College Training', category: 'Training' },
  { name: 'First Up Consultants', category: 'Consulting' },
  { name: 'Nod Publishers', category: 'Marketing' },
  { name: 'Contoso Pharmaceuticals', category: 'Health & Safety' },
  { name: 'Fabrikam Residences', category: 'Facilities' },
  { name: 'Lamna Healthcare', category: 'Health & Safety' },
];

/** The reports cover the 24 months up to and including the month of the invoice world's last day. */
export const MONTHS = 24;

let until = new Date().toISOString().slice(0, 10);

/**
 * The last day of the seeded invoice world: the tenant's day (`TENANT_TODAY`, else the day it
 * started), so the invoices run up to today, the current month up to its day, as the provider's
 * daily extract would. The report host and the INVOICE_INTEL extract read the same invoices.
 */
export function invoicesUntil(): string {
  return until;
}

export function setInvoicesUntil(day: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day === until) return;
  until = day;
  cache.clear();
}

/** mulberry32: small, fast and good enough for demo data; the same seed gives the same stream. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function monthsOfReport(last: string = until): string[] {
  const [year, month] = last.slice(0, 7).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (MONTHS - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

const cache = new Map<string, Invoice[]>();

/**
 * A few thousand invoices of one client (by hubspot_company_xref), always the same ones for a last
 * day: none after it (this month's run up to its day).
 */
export function invoicesOf(xref: number, last: string = until): Invoice[] {
  const key = `${xref}:${last}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const next = random(xref * 2_654_435_761);
  const months = monthsOfReport(last);
  // Each client buys from its own mix of vendors, a few large ones and a long tail (Zipf-like
  // weights), and some vendors only start supplying part-way through (new vs recurring vendors).
  // The client's contract vendors first, in a shuffled order (its largest suppliers), then vendors
  // it has no contract with: real spend has a tail off contract.
  const contracted = tradeVendorsOf(xref);
  const shuffled = (list: readonly { name: string; category: string }[]) =>
    list
      .map((vendor) => ({ vendor, order: next() }))
      .sort((a, b) => a.order - b.order)
      .map(({ vendor }) => vendor);
  const vendors = [...shuffled(contracted), ...shuffled(VENDORS)]
    .slice(0, 18 + Math.floor(next() * 8))
    .map((vendor) => ({ vendor }))
    .map(({ vendor }, rank) => ({
      ...vendor,
      weight: 1 / (rank + 1) ** 0.9,
      typicalCents: Math.round((800 + next() * 9_000) * 100),
      firstMonth: rank < 8 ? 0 : Math.floor(next() * (MONTHS - 2)),
    }));
  const count = 2_500 + Math.floor(next() * 1_500);
  const invoices: Invoice[] = [];
  for (let index = 0; index < count; index++) {
    const monthIndex = Math.min(MONTHS - 1, Math.floor(next() ** 0.85 * MONTHS));
    const eligible = vendors.filter((vendor) => vendor.firstMonth <= monthIndex);
    const total = eligible.reduce((sum, vendor) => sum + vendor.weight, 0);
    let pick = next() * total;
    const vendor =
      eligible.find((candidate) => {
        pick -= candidate.weight;
        return pick <= 0;
      }) ?? eligible[0];
    if (!vendor) continue;
    const month = months[monthIndex] as string;
    const day = 1 + Math.floor(next() * 28);
    // Log-normal-ish amounts around the vendor's typical invoice, with the odd large one.
    const spread = Math.exp((next() + next() + next() - 1.5) * 1.2);
    const amountCents = Math.max(1_500, Math.round(vendor.typicalCents * spread * (next() < 0.02 ? 12 : 1)));
    const age = MONTHS - 1 - monthIndex;
    const roll = next();
    const status: InvoiceStatus =
      age > 2
        ? roll < 0.93
          ? 'Paid'
          : roll < 0.97
            ? 'Disputed'
            : 'Overdue'
        : roll < 0.35
          ? 'Paid'
          : roll < 0.65
            ? 'Approved'
            : roll < 0.9
              ? 'Pending'
              : roll < 0.95
                ? 'Disputed'
                : 'Overdue';
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (date > last) continue;
    invoices.push({
      number: '',
      vendor: vendor.name,
      category: vendor.category,
      date,
      amountCents,
      status,
    });
  }
  invoices.sort((a, b) => a.date.localeCompare(b.date) || a.vendor.localeCompare(b.vendor));
  invoices.forEach((invoice, index) => {
    invoice.number = `INV-${xref}-${String(index + 1).padStart(5, '0')}`;
  });
  cache.set(key, invoices);
  return invoices;
}

const cents = (value: number) => Math.round(value) / 100;

/** The file of the client's library (in INVOICE_INTEL) that holds the provider's invoice extract. */
export const INVOICE_EXTRACT_NAME = 'Invoice extract.csv';

/**
 * Invoices as the provider's extract lays them out (a CSV of the client's library): a header row,
 * one invoice a row, amounts in dollars with two decimals, dates as `YYYY-MM-DD`.
 */
export function invoiceExtractRows(invoices: readonly Invoice[]): string[][] {
  return [
    ['invoice_number', 'vendor', 'category', 'invoice_date', 'amount', 'currency', 'status'],
    ...invoices.map((invoice) => [
      invoice.number,
      invoice.vendor,
      invoice.category,
      invoice.date,
      (invoice.amountCents / 100).toFixed(2),
      'USD',
      invoice.status,
    ]),
  ];
}

function sumBy<T>(items: readonly T[], key: (item: T) => string, value: (item: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item));
  return sums;
}

function ranked(sums: Map<string, number>): { name: string; amount: number }[] {
  return [...sums]
    .map(([name, amount]) => ({ name, amount: cents(amount) }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

export interface InvoiceIntelData {
  report: 'InvoiceIntel';
  clients: string[];
  kpis: { totalSpend: number; invoices: number; averageInvoice: number; vendors: number; openAmount: number };
  months: string[];
  spendByMonth: number[];
  invoicesByMonth: number[];
  byVendor: { name: string; amount: number }[];
  byCategory: { name: string; amount: number }[];
  byStatus: { name: string; amount: number; count: number }[];
  topInvoices: { number: string; vendor: string; category: string; date: string; amount: number; status: string }[];
}

export function invoiceIntel(
  clientNames: string[],
  invoices: readonly Invoice[],
  months = monthsOfReport(),
): InvoiceIntelData {
  const byMonth = sumBy(
    invoices,
    (invoice) => invoice.date.slice(0, 7),
    (invoice) => invoice.amountCents,
  );
  const countByMonth = sumBy(
    invoices,
    (invoice) => invoice.date.slice(0, 7),
    () => 1,
  );
  const total = invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0);
  const open = invoices
    .filter((invoice) => invoice.status !== 'Paid')
    .reduce((sum, invoice) => sum + invoice.amountCents, 0);
  const statusCounts = sumBy(
    invoices,
    (invoice) => invoice.status,
    () => 1,
  );
  const statusSums = sumBy(
    invoices,
    (invoice) => invoice.status,
    (invoice) => invoice.amountCents,
  );
  return {
    report: 'InvoiceIntel',
    clients: clientNames,
    kpis: {
      totalSpend: cents(total),
      invoices: invoices.length,
      averageInvoice: invoices.length ? cents(total / invoices.length) : 0,
      vendors: new Set(invoices.map((invoice) => invoice.vendor)).size,
      openAmount: cents(open),
    },
    months,
    spendByMonth: months.map((month) => cents(byMonth.get(month) ?? 0)),
    invoicesByMonth: months.map((month) => countByMonth.get(month) ?? 0),
    byVendor: ranked(
      sumBy(
        invoices,
        (invoice) => invoice.vendor,
        (invoice) => invoice.amountCents,
      ),
    ).slice(0, 12),
    byCategory: ranked(
      sumBy(
        invoices,
        (invoice) => invoice.category,
        (invoice) => invoice.amountCents,
      ),
    ),
    byStatus: INVOICE_STATUSES.map((status) => ({
      name: status,
      amount: cents(statusSums.get(status) ?? 0),
      count: statusCounts.get(status) ?? 0,
    })),
    topInvoices: [...invoices]
      .sort((a, b) => b.amountCents - a.amountCents || a.number.localeCompare(b.number))
      .slice(0, 20)
      .map((invoice) => ({
        number: invoice.number,
        vendor: invoice.vendor,
        category: invoice.category,
        date: invoice.date,
        amount: cents(invoice.amountCents),
        status: invoice.status,
      })),
  };
}

export interface VendorIntelData {
  report: 'VendorIntel';
  clients: string[];
  kpis: { vendors: number; topFiveShare: number; herfindahl: number; newVendorsLastYear: number };
  /** Vendors by spend, largest first, with their share and the running (cumulative) share, in %. */
  concentration: { name: string; amount: number; share: number; cumulativeShare: number }[];
  /** The ten largest vendors and the rest as 'Other vendors'. */
  share: { name: string; amount: number }[];
  months: string[];
  /** Spend per month with vendors first seen that month, and with vendors seen before. */
  newSpend: number[];
  recurringSpend: number[];
  newVendorsByMonth: number[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function vendorIntel(
  clientNames: string[],
  invoices: readonly Invoice[],
  months = monthsOfReport(),
): VendorIntelData {
  const spend = ranked(
    sumBy(
      invoices,
      (invoice) => invoice.vendor,
      (invoice) => invoice.amountCents,
    ),
  );
  const total = spend.reduce((sum, vendor) => sum + vendor.amount, 0);
  let running = 0;
  const concentration = spend.map((vendor) => {
    running += vendor.amount;
    return {
      ...vendor,
      share: total ? round1((vendor.amount / total) * 100) : 0,
      cumulativeShare: total ? round1((running / total) * 100) : 0,
    };
  });
  const herfindahl = total
    ? Math.round(spend.reduce((sum, vendor) => sum + ((vendor.amount / total) * 100) ** 2, 0))
    : 0;
  const rest = spend.slice(10).reduce((sum, vendor) => sum + vendor.amount, 0);
  // A vendor counts as new in the month of its first invoice (over all the clients shown).
  const firstSeen = new Map<string, string>();
  for (const invoice of invoices) {
    const month = invoice.date.slice(0, 7);
    const seen = firstSeen.get(invoice.vendor);
    if (!seen || month < seen) firstSeen.set(invoice.vendor, month);
  }
  const newSpend = new Map<string, number>();
  const recurringSpend = new Map<string, number>();
  for (const invoice of invoices) {
    const month = invoice.date.slice(0, 7);
    const target = firstSeen.get(invoice.vendor) === month ? newSpend : recurringSpend;
    target.set(month, (target.get(month) ?? 0) + invoice.amountCents);
  }
  const newByMonth = months.map((month) => [...firstSeen.values()].filter((first) => first === month).length);
  return {
    report: 'VendorIntel',
    clients: clientNames,
    kpis: {
      vendors: spend.length,
      topFiveShare: total
        ? round1((spend.slice(0, 5).reduce((sum, vendor) => sum + vendor.amount, 0) / total) * 100)
        : 0,
      herfindahl,
      newVendorsLastYear: newByMonth.slice(-12).reduce((sum, count) => sum + count, 0),
    },
    concentration,
    share: [...spend.slice(0, 10), ...(rest > 0 ? [{ name: 'Other vendors', amount: cents(rest * 100) }] : [])],
    months,
    newSpend: months.map((month) => cents(newSpend.get(month) ?? 0)),
    recurringSpend: months.map((month) => cents(recurringSpend.get(month) ?? 0)),
    newVendorsByMonth: newByMonth,
  };
}

/** The periods a report can be narrowed to: the last 6, 12 or all 24 months. */
export const REPORT_PERIODS = [6, 12, 24] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The report's filters (its slicers): one invoice status or all, and the period. */
export interface ReportFilters {
  status: InvoiceStatus | null;
  months: ReportPeriod;
}

export const NO_FILTERS: ReportFilters = { status: null, months: 24 };

/** The invoices the filters keep, and the months the report then shows. */
export function filterInvoices(
  invoices: readonly Invoice[],
  filters: ReportFilters,
): { invoices: Invoice[]; months: string[] } {
  const months = monthsOfReport().slice(-filters.months);
  const first = months[0] ?? '';
  return {
    invoices: invoices.filter(
      (invoice) => (filters.status === null || invoice.status === filters.status) && invoice.date.slice(0, 7) >= first,
    ),
    months,
  };
}

/** Reads filters from query parameters (`status`, `months`); anything unknown is no filter. */
export function filtersFromQuery(query: URLSearchParams): ReportFilters {
  const status = query.get('status');
  const months = Number(query.get('months'));
  return {
    status: (INVOICE_STATUSES as readonly string[]).includes(status ?? '') ? (status as InvoiceStatus) : null,
    months: (REPORT_PERIODS as readonly number[]).includes(months) ? (months as ReportPeriod) : 24,
  };
}

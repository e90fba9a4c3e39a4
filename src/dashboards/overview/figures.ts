/**
 * The Overview's figures, pure: what needs notice (from the contract model, the one definition
 * the bell and the register use), the contracts by status and by category with their annual
 * value, and the spend by period and vendor from the invoices of the provider's extract (the same
 * invoices the invoice report draws, so the same period gives the same total).
 */
import type { ContractEntry, ContractStatus } from '../../contracts/contract.ts';
import { CONTRACT_STATUSES } from '../../contracts/contract.ts';
import { addDays, addMonths, type CalendarDay } from '../../contracts/deadlines.ts';
import {
  type ContractState,
  contractsNeedingNotice,
  contractsWithNoticeMissed,
  type DeadlineBucket,
  NOTICE_WINDOWS,
} from '../../contracts/model.ts';
import { mainCurrencyOf } from '../../contracts/widgets.ts';
import { HIDDEN_FOLDERS } from '../../file-manager/listing.ts';
import { foldersOf } from '../../file-manager/search.ts';
import type { RecentItem } from '../../services/server-graph.ts';

/** Counts of contracts needing notice within each window, and of those whose notice was missed. */
export interface NoticesDue {
  windows: { days: (typeof NOTICE_WINDOWS)[number]; count: number }[];
  missed: number;
}

export function noticesDueOf(states: readonly ContractState[]): NoticesDue {
  return {
    windows: NOTICE_WINDOWS.map((days) => ({ days, count: contractsNeedingNotice(states, days).length })),
    missed: contractsWithNoticeMissed(states).length,
  };
}

/** A group of contracts: how many, and their annual value in the main currency (others apart). */
export interface ValuedGroup<Key> {
  key: Key;
  count: number;
  /** In `currency`; contracts valued in another currency are counted, not added in. */
  value: number;
  /** How many of them are valued in another currency, or not valued. */
  otherCurrency: number;
}

export interface ContractsSummary {
  total: number;
  /** The currency values are given in: the one most contracts in force are valued in. */
  currency: string | null;
  byStatus: ValuedGroup<ContractStatus>[];
  /** Active contracts by category, largest value first; those without a category last. */
  byCategory: ValuedGroup<string | null>[];
}

function valued<Key>(key: Key, states: readonly ContractState[], currency: string | null): ValuedGroup<Key> {
  let value = 0;
  let otherCurrency = 0;
  for (const { entry } of states) {
    const { annualValue, currency: its } = entry.facts;
    if (annualValue !== null && its !== null && its === currency) value += annualValue;
    else otherCurrency += 1;
  }
  return { key, count: states.length, value, otherCurrency };
}

export function contractsSummaryOf(states: readonly ContractState[], today: CalendarDay): ContractsSummary {
  const currency = mainCurrencyOf(
    states.map((state) => state.entry),
    today,
  );
  const byStatus = CONTRACT_STATUSES.map((status) =>
    valued(
      status,
      states.filter((state) => state.status === status),
      currency,
    ),
  );
  const categories = new Map<string | null, ContractState[]>();
  for (const state of states) {
    if (state.status !== 'Active') continue;
    const category = state.entry.facts.category;
    categories.set(category, [...(categories.get(category) ?? []), state]);
  }
  const byCategory = [...categories]
    .map(([category, group]) => valued(category, group, currency))
    .sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : b.value - a.value || b.count - a.count));
  return { total: states.length, currency, byStatus, byCategory };
}

/** One invoice of the provider's extract, as the Overview needs it. */
export interface ExtractInvoice {
  vendor: string;
  /** `YYYY-MM-DD`. */
  date: CalendarDay;
  /** In cents, so sums are exact. */
  amountCents: number;
  currency: string;
}

/** The periods the spend is compared over: this one so far against the whole one before. */
export const SPEND_PERIODS = ['month', 'quarter', 'year', 'last12'] as const;
export type SpendPeriod = (typeof SPEND_PERIODS)[number];

export interface PeriodSpend {
  period: SpendPeriod;
  /** First and last day of the period (the last one: the extract's last day at most). */
  from: CalendarDay;
  to: CalendarDay;
  amount: number;
  /** The period before (for the last 12 months, the 12 before them); null when the extract does not reach back. */
  previous: number | null;
}

export interface SpendSummary {
  currency: string;
  /** The day the extract's invoices run to. */
  until: CalendarDay;
  periods: PeriodSpend[];
  /** The largest vendors over the last 12 months, the invoice report's default period. */
  topVendors: { vendor: string; amount: number; share: number }[];
  /** Spend per month (`YYYY-MM`) over the last 12 months, this one so far last. */
  months: { month: string; amount: number }[];
}

/** How many vendors the Overview names. */
export const TOP_VENDORS = 5;

const firstOfMonth = (day: CalendarDay) => `${day.slice(0, 7)}-01`;
const dayBefore = (day: CalendarDay) => addDays(day, -1);

/** The start of the period holding `day`, and of the one before it. */
function periodStarts(period: SpendPeriod, day: CalendarDay): { start: CalendarDay; before: CalendarDay } {
  const month = firstOfMonth(day);
  switch (period) {
    case 'month':
      return { start: month, before: addMonths(month, -1) };
    case 'quarter': {
      const start = addMonths(month, -((Number(day.slice(5, 7)) - 1) % 3));
      return { start, before: addMonths(start, -3) };
    }
    case 'year':
      return { start: `${day.slice(0, 4)}-01-01`, before: `${Number(day.slice(0, 4)) - 1}-01-01` };
    case 'last12':
      // As the invoice report counts its 12 months: this month and the eleven before, whole.
      return { start: addMonths(month, -11), before: addMonths(month, -23) };
  }
}

/**
 * The spend of each period up to `today` (or the extract's last day, if earlier) against the
 * period before, in the currency most of the extract is in. Amounts are dollars with cents.
 */
export function spendSummaryOf(invoices: readonly ExtractInvoice[], today: CalendarDay): SpendSummary | null {
  if (invoices.length === 0) return null;
  const counts = new Map<string, number>();
  for (const invoice of invoices) counts.set(invoice.currency, (counts.get(invoice.currency) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'USD';
  const inCurrency = invoices.filter((invoice) => invoice.currency === currency);
  const days = inCurrency.map((invoice) => invoice.date).sort();
  const first = days[0] ?? today;
  const last = days.at(-1) ?? today;
  const until = last < today ? last : today;
  const sum = (from: CalendarDay, to: CalendarDay) =>
    inCurrency.reduce(
      (total, invoice) => (invoice.date >= from && invoice.date <= to ? total + invoice.amountCents : total),
      0,
    );
  const periods = SPEND_PERIODS.map((period): PeriodSpend => {
    const { start, before } = periodStarts(period, until);
    return {
      period,
      from: start,
      to: until,
      amount: sum(start, until) / 100,
      previous: before >= firstOfMonth(first) ? sum(before, dayBefore(start)) / 100 : null,
    };
  });
  const last12 = periodStarts('last12', until).start;
  const byVendor = new Map<string, number>();
  for (const invoice of inCurrency)
    if (invoice.date >= last12 && invoice.date <= until)
      byVendor.set(invoice.vendor, (byVendor.get(invoice.vendor) ?? 0) + invoice.amountCents);
  const total = [...byVendor.values()].reduce((a, b) => a + b, 0);
  const topVendors = [...byVendor]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_VENDORS)
    .map(([vendor, cents]) => ({ vendor, amount: cents / 100, share: total === 0 ? 0 : (cents / total) * 100 }));
  const months = Array.from({ length: 12 }, (_, index) => addMonths(last12, index).slice(0, 7));
  const byMonth = new Map<string, number>();
  for (const invoice of inCurrency)
    if (invoice.date >= last12 && invoice.date <= until)
      byMonth.set(invoice.date.slice(0, 7), (byMonth.get(invoice.date.slice(0, 7)) ?? 0) + invoice.amountCents);
  return {
    currency,
    until,
    periods,
    topVendors,
    months: months.map((month) => ({ month, amount: (byMonth.get(month) ?? 0) / 100 })),
  };
}

/** What a person is asked to do next, from the product's own facts: notices to decide, soonest first. */
export interface NoticeTask {
  contractId: string;
  title: string;
  vendor: string | null;
  deadline: CalendarDay;
  kind: 'notice' | 'end';
  daysLeft: number;
  /** Where it stands on its deadline, as the register colours it. */
  bucket: DeadlineBucket;
}

/** How many decisions the Overview lists; the rest are a link away. */
export const TASKS_SHOWN = 5;

export function noticeTasksOf<T extends ContractEntry>(states: readonly ContractState<T>[]): NoticeTask[] {
  return contractsNeedingNotice(states, 30)
    .slice(0, TASKS_SHOWN)
    .flatMap(({ entry, deadline, daysLeft, bucket }) =>
      deadline && daysLeft !== null && bucket
        ? [
            {
              contractId: entry.id,
              title: entry.facts.title ?? entry.fileName ?? '',
              vendor: entry.facts.vendor,
              deadline: deadline.day,
              kind: deadline.kind,
              daysLeft,
              bucket,
            },
          ]
        : [],
    );
}

/** A document changed lately, as the Overview lists it. */
export interface RecentDocument {
  id: string;
  name: string;
  /** The folder holding it (what the file manager opens), '' at Home. */
  parentId: string;
  /** The folders from Home down to it. */
  folders: string[];
  lastModified: string | null;
  modifiedBy: string | null;
}

/** How many recent documents the Overview lists. */
export const RECENT_SHOWN = 6;

/**
 * The documents changed most lately that the file manager shows: folders and anything in a
 * reserved folder (the contract locker's, the invoice extracts, the portal's assets) left out.
 */
export function recentDocumentsOf(items: readonly RecentItem[]): RecentDocument[] {
  return items
    .flatMap((item) => {
      const folders = foldersOf(item.parentPath ?? undefined);
      if (item.isFolder || (folders[0] !== undefined && HIDDEN_FOLDERS.has(folders[0]))) return [];
      return [
        {
          id: item.id,
          name: item.name,
          parentId: folders.length === 0 ? '' : (item.parentId ?? ''),
          folders,
          lastModified: item.lastModified,
          modifiedBy: item.modifiedBy,
        },
      ];
    })
    .slice(0, RECENT_SHOWN);
}

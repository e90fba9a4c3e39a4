/**
 * The contract locker's widgets computed from the client's contracts, in the specification's
 * shapes (docs/data.md), so they keep their places and labels (decision 085). Pure. The
 * dashboards' part cache keys a widget by client and by its data object's version; a listing's
 * widgets are one object (`keptLockerWidgetsOf`), so a new listing draws them again.
 */
import {
  type DailyWidget,
  type DonutRange,
  type DonutWidget,
  donutRanges,
  type ExpirationWidget,
  type LockerWidgets,
  type MapWidget,
  type MonthlyWidget,
  type SparklineWidget,
} from '../content/schemas/contract-locker.ts';
import { ACTIVITY_KINDS, dailyActivity, type LockerActivity, mostOpened } from './activity.ts';
import type { ContractEntry } from './contract.ts';
import { addDays, type CalendarDay } from './deadlines.ts';
import { type ContractState, contractStateOf, contractStatesOf } from './model.ts';
import { placeOf } from './places.ts';

/**
 * Expirations by year (widget1), per month: **Due for Review** an auto-renewing contract's last
 * day to give notice, **Renewing** the end of an auto-renewing one, **Expiring** the end of one
 * that does not renew. Years: last year, this year and the next two, and any other year a
 * contract of the register ends in (within ten years of today), so nothing is left out.
 */
export function expirationWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  title: string,
): ExpirationWidget {
  const thisYear = Number(today.slice(0, 4));
  const counts = new Map<string, { dueForReview: number[]; expiring: number[]; renewing: number[] }>();
  const yearOf = (year: string) => {
    let kept = counts.get(year);
    if (!kept) {
      kept = { dueForReview: Array(12).fill(0), expiring: Array(12).fill(0), renewing: Array(12).fill(0) };
      counts.set(year, kept);
    }
    return kept;
  };
  for (let year = thisYear - 1; year <= thisYear + 2; year++) yearOf(String(year));
  const add = (day: CalendarDay, key: 'dueForReview' | 'expiring' | 'renewing') => {
    const year = Number(day.slice(0, 4));
    if (Math.abs(year - thisYear) > 10) return;
    const series = yearOf(String(year))[key];
    const month = Number(day.slice(5, 7)) - 1;
    series[month] = (series[month] ?? 0) + 1;
  };
  for (const state of contractStatesOf(contracts, today)) {
    const { termEnd, deadline, status } = state;
    if (termEnd === null || deadline === null || status === 'Draft' || status === null) continue;
    if (state.entry.facts.autoRenew && !state.ended) {
      add(termEnd, 'renewing');
      if (deadline.kind === 'notice') add(deadline.day, 'dueForReview');
    } else add(termEnd, 'expiring');
  }
  const years: ExpirationWidget['years'] = {};
  for (const year of [...counts.keys()].sort()) {
    const kept = yearOf(year);
    years[year] = {
      months: Array.from({ length: 12 }, (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`),
      series: [
        { key: 'dueForReview', name: 'Due for Review', data: kept.dueForReview },
        { key: 'expiring', name: 'Expiring', data: kept.expiring },
        { key: 'renewing', name: 'Renewing', data: kept.renewing },
      ],
    };
  }
  return { id: 'widget1', title, currentYear: String(thisYear), years };
}

/**
 * Whether a contract was in force on a day, as the model sees it that day: started, and its
 * status as it stood then Active (an expired one's last term counts up to its end). Today that is
 * the register's Active count, the Overview's and the status donut's, but for a contract signed
 * whose term has not begun yet: Active in the register, not yet in force.
 */
function inForce(contract: ContractEntry, day: CalendarDay): boolean {
  const { start, end, status } = contract.facts;
  if (end === null || status === 'Draft' || status === 'Terminated' || status === null) return false;
  if (start !== null && day < start) return false;
  if (status === 'Expired') return day <= end;
  return contractStateOf(contract, day).status === 'Active';
}

/** The days `count` days up to `today` (today last). */
function daysUpTo(today: CalendarDay, count: number): CalendarDay[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
}

/** Percent change from `before` to `now`, one decimal; 0 when there was nothing before. */
function changeOf(before: number, now: number): number {
  return before === 0 ? 0 : Math.round(((now - before) / before) * 1000) / 10;
}

/**
 * The currency most of the client's contracts in force are valued in: sums are given in it only,
 * since the register has no exchange rates (a contract in another currency is not added in).
 */
export function mainCurrencyOf(contracts: readonly ContractEntry[], today: CalendarDay): string | null {
  const counts = new Map<string, number>();
  for (const contract of contracts)
    if (contract.facts.currency && contract.facts.annualValue !== null && inForce(contract, today))
      counts.set(contract.facts.currency, (counts.get(contract.facts.currency) ?? 0) + 1);
  let best: string | null = null;
  for (const [currency, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0) || (count === counts.get(best) && currency < best))
      best = currency;
  return best;
}

/** Contracts in force per day over the last seven days (widget2). */
export function activeWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: SparklineWidget,
): SparklineWidget {
  const days = daysUpTo(today, 7);
  const count = (day: CalendarDay) => contracts.filter((contract) => inForce(contract, day)).length;
  const data = days.map(count);
  const value = data.at(-1) ?? 0;
  return { ...base, unit: 'count', value, change: changeOf(count(addDays(today, -7)), value), days, data };
}

/**
 * Renewals committed per day over the last seven days (widget3): an auto-renewing contract whose
 * last day to give notice passed that day renews itself; the figure is the week's total.
 */
export function renewalsWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: SparklineWidget,
): SparklineWidget {
  const passed = new Map<CalendarDay, number>();
  for (const state of contractStatesOf(contracts, today)) {
    // The notice day is the last day to give notice: the renewal is committed the day after.
    if (state.status !== 'Active' || state.deadline?.kind !== 'notice' || !state.noticeMissed) continue;
    const committed = addDays(state.deadline.day, 1);
    passed.set(committed, (passed.get(committed) ?? 0) + 1);
  }
  const days = daysUpTo(today, 7);
  const data = days.map((day) => passed.get(day) ?? 0);
  const value = data.reduce((sum, n) => sum + n, 0);
  const before = daysUpTo(addDays(today, -7), 7).reduce((sum, day) => sum + (passed.get(day) ?? 0), 0);
  return { ...base, unit: 'count', value, change: changeOf(before, value), days, data };
}

/** The annual value under contract in the main currency, per day over the last 15 days (widget4). */
export function spendWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: SparklineWidget,
): SparklineWidget {
  const currency = mainCurrencyOf(contracts, today);
  const valueOn = (day: CalendarDay) =>
    contracts.reduce(
      (sum, contract) =>
        contract.facts.currency === currency && inForce(contract, day) ? sum + (contract.facts.annualValue ?? 0) : sum,
      0,
    );
  const days = daysUpTo(today, 15);
  const data = days.map(valueOn);
  const value = data.at(-1) ?? 0;
  const { currency: _unused, ...rest } = base;
  return {
    ...rest,
    unit: 'amount',
    ...(currency ? { currency } : {}),
    value,
    change: changeOf(valueOn(addDays(today, -15)), value),
    days,
    data,
  };
}

/**
 * The value committed per month of this year (widget5): a twelfth of the annual value of each
 * contract in force on the month's first day, in the main currency. The register knows nothing
 * of invoices, so the specification's "Invoiced" series is not drawn from it.
 */
export function monthlyValueWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: MonthlyWidget,
): MonthlyWidget {
  const currency = mainCurrencyOf(contracts, today);
  const year = today.slice(0, 4);
  const months = Array.from({ length: 12 }, (_, month) => `${year}-${String(month + 1).padStart(2, '0')}`);
  const data = months.map((month) =>
    Math.round(
      contracts.reduce(
        (sum, contract) =>
          contract.facts.currency === currency && inForce(contract, `${month}-01`)
            ? sum + (contract.facts.annualValue ?? 0) / 12
            : sum,
        0,
      ),
    ),
  );
  return { ...base, months, series: [{ key: 'committed', name: 'Committed', data }] };
}

const DONUT_DAYS: Record<DonutRange, number> = { today: 0, last30: 30, last60: 60, last90: 90 };

/** A contract's slice of the status donut, by its status as it stands (an Active past its end has expired). */
function sliceOf(state: ContractState): 'active' | 'inReview' | 'expired' | null {
  switch (state.status) {
    case 'Active':
      return 'active';
    case 'Draft':
      return 'inReview';
    case 'Expired':
    case 'Terminated':
      return 'expired';
    default:
      return null;
  }
}

/**
 * Contracts by status (widget7), in the specification's slices: Active; In review (drafts);
 * Expired (expired or terminated), each contract by its status as it stands today. Today, the
 * range shown first: every contract of the register, so the donut adds up to the register; the
 * last 30, 60 or 90 days: the contracts that started or ended in them.
 */
export function statusWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: DonutWidget,
): DonutWidget {
  const states = contractStatesOf(contracts, today);
  const ranges = Object.fromEntries(
    donutRanges.map((range) => {
      const from = addDays(today, -DONUT_DAYS[range]);
      const within = (day: CalendarDay | null) => day !== null && from <= day && day <= today;
      const counts = { active: 0, inReview: 0, expired: 0 };
      for (const state of states) {
        const slice = sliceOf(state);
        if (slice === null) continue;
        if (range === 'today' || within(state.entry.facts.start) || within(state.termEnd)) counts[slice] += 1;
      }
      return [
        range,
        [
          { key: 'active', label: 'Active', value: counts.active },
          { key: 'inReview', label: 'In review', value: counts.inReview },
          { key: 'expired', label: 'Expired', value: counts.expired },
        ],
      ];
    }),
  ) as DonutWidget['ranges'];
  return { ...base, currentRange: 'today', ranges };
}

/** The vendors' map, with how many vendors under contract it could not place. */
export type VendorMapWidget = MapWidget & { unplaced: number };

/**
 * Where the vendors under contract are (widget6): one marker per vendor and place, from the
 * contracts' vendor city and country; a vendor whose place is not given, or not known to the
 * portal, gets no marker and is counted as unplaced.
 */
export function vendorMapWidgetOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: Pick<MapWidget, 'id' | 'title'>,
): VendorMapWidget {
  const markers = new Map<string, MapWidget['markers'][number]>();
  const unplaced = new Set<string>();
  for (const state of contractStatesOf(contracts, today)) {
    const { vendor, vendorCity, vendorCountry } = state.entry.facts;
    if (state.status !== 'Active' || vendor === null) continue;
    const place = placeOf(vendorCity, vendorCountry);
    if (!place) {
      unplaced.add(vendor);
      continue;
    }
    const key = `${vendor}\n${place.lat},${place.lng}`;
    if (!markers.has(key)) markers.set(key, { ...place, label: `${vendor} · ${vendorCity}` });
  }
  for (const marker of markers.values()) unplaced.delete(marker.label.split(' · ')[0] ?? '');
  return {
    id: base.id,
    title: base.title,
    markers: [...markers.values()].sort((a, b) => a.label.localeCompare(b.label)),
    unplaced: unplaced.size,
  };
}

/** How many contracts the most opened list shows. */
const MOST_OPENED_ROWS = 8;

export interface MostOpenedWidget {
  id: string;
  rows: { contractId: string; title: string; vendor: string | null; opens: number; people: number }[];
}

/** The contracts people opened most (widget8), as the portal counted them, still in the register. */
export function mostOpenedWidgetOf(contracts: readonly ContractEntry[], activity: LockerActivity): MostOpenedWidget {
  const byId = new Map(contracts.map((contract) => [contract.id, contract]));
  return {
    id: 'widget8',
    rows: mostOpened(activity, (id) => byId.has(id), MOST_OPENED_ROWS).map((row) => {
      const contract = byId.get(row.contractId);
      return {
        ...row,
        title: contract?.facts.title ?? contract?.fileName ?? '',
        vendor: contract?.facts.vendor ?? null,
      };
    }),
  };
}

/** The locker's activity per day over 15 days (widget9): documents opened, facts edited, reminders sent. */
export function activityWidgetOf(activity: LockerActivity, today: CalendarDay): DailyWidget {
  const { days, series } = dailyActivity(activity, today, 15);
  return {
    id: 'widget9',
    title: 'Locker activity',
    days,
    series: ACTIVITY_KINDS.map((kind) => ({ key: kind, name: kind, data: series[kind] })),
  };
}

/**
 * The contract locker's widgets for a client that the register has the facts for, computed from
 * its contracts (expirations, active contracts, renewals, spend, value by month, vendors' places,
 * contracts by status); the most opened contracts and the activity come from what the portal
 * counted (`mostOpenedWidgetOf`, `activityWidgetOf`).
 */
export type RegisterWidgets = Omit<LockerWidgets, 'widget6'> & { widget6: VendorMapWidget };

export function lockerWidgetsOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: LockerWidgets,
): RegisterWidgets {
  return {
    ...base,
    widget1: expirationWidgetOf(contracts, today, base.widget1.title),
    widget2: activeWidgetOf(contracts, today, base.widget2),
    widget3: renewalsWidgetOf(contracts, today, base.widget3),
    widget4: spendWidgetOf(contracts, today, base.widget4),
    widget5: monthlyValueWidgetOf(contracts, today, base.widget5),
    widget6: vendorMapWidgetOf(contracts, today, base.widget6),
    widget7: statusWidgetOf(contracts, today, base.widget7),
  };
}

const kept = new WeakMap<
  readonly ContractEntry[],
  { today: CalendarDay; base: LockerWidgets; widgets: RegisterWidgets }
>();

/**
 * The widgets of one listing, computed once per listing and day: the same object while the
 * register source keeps the listing, so the dashboards' part cache (keyed by the data's version)
 * serves the drawn widgets; a new listing (after an edit, or a minute) is a new object, new keys.
 */
export function keptLockerWidgetsOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  base: LockerWidgets,
): RegisterWidgets {
  const hit = kept.get(contracts);
  if (hit && hit.today === today && hit.base === base) return hit.widgets;
  const widgets = lockerWidgetsOf(contracts, today, base);
  kept.set(contracts, { today, base, widgets });
  return widgets;
}

export interface VendorUnderContract {
  vendor: string;
  /** Contracts with this vendor in force today. */
  contracts: number;
  /** Their annual value in each currency. */
  values: { currency: string; value: number }[];
  /** The first contract's end day, the nearest. */
  nextEnd: CalendarDay | null;
}

export interface CategoryOfVendors {
  category: string | null;
  vendors: VendorUnderContract[];
}

/**
 * Who has what: the vendors the client has contracts in force with today, by category (those
 * without a category last), vendors in the language's order.
 */
export function vendorsByCategoryOf(
  contracts: readonly ContractEntry[],
  today: CalendarDay,
  tag: string,
): CategoryOfVendors[] {
  const categories = new Map<string | null, Map<string, VendorUnderContract>>();
  for (const state of contractStatesOf(contracts, today)) {
    const contract = state.entry;
    const { vendor, category, currency, annualValue } = contract.facts;
    const end = state.termEnd;
    if (vendor === null || !inForce(contract, today)) continue;
    let vendors = categories.get(category);
    if (!vendors) {
      vendors = new Map();
      categories.set(category, vendors);
    }
    let entry = vendors.get(vendor);
    if (!entry) {
      entry = { vendor, contracts: 0, values: [], nextEnd: null };
      vendors.set(vendor, entry);
    }
    entry.contracts += 1;
    if (currency !== null && annualValue !== null) {
      const value = entry.values.find((each) => each.currency === currency);
      if (value) value.value += annualValue;
      else entry.values.push({ currency, value: annualValue });
    }
    if (end !== null && (entry.nextEnd === null || end < entry.nextEnd)) entry.nextEnd = end;
  }
  const collator = new Intl.Collator(tag);
  return [...categories]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : collator.compare(a, b)))
    .map(([category, vendors]) => ({
      category,
      vendors: [...vendors.values()].sort((a, b) => collator.compare(a.vendor, b.vendor)),
    }));
}

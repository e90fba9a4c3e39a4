/**
 * The contract register's rules, pure: search, filters, sort, paging, and the view kept in the
 * address (`?q=&status=&category=&vendor=&within=&sort=end&dir=asc&page=2`) so a filtered list can
 * be shared or bookmarked. Bad input in the address never fails: unknown values are dropped and
 * the page is clamped to the pages there are.
 */
import { CONTRACT_STATUSES, type ContractEntry, type ContractStatus } from './contract.ts';
import { type CalendarDay, daysLeft, deadlineOf } from './deadlines.ts';

export const SORT_COLUMNS = [
  'vendor',
  'title',
  'category',
  'start',
  'end',
  'deadline',
  'noticePeriodDays',
  'autoRenew',
  'annualValue',
  'currency',
  'owner',
  'status',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface RegisterView {
  /** Words searched in vendor and title. */
  q: string;
  status: ContractStatus | null;
  category: string | null;
  vendor: string | null;
  /** Only contracts whose deadline is within this many days from today (passed ones excluded). */
  within: number | null;
  sort: SortColumn;
  dir: SortDirection;
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: RegisterView = {
  q: '',
  status: null,
  category: null,
  vendor: null,
  within: null,
  sort: 'deadline',
  dir: 'asc',
  page: 1,
};

export const PAGE_SIZE = 25;
export const MAX_WITHIN_DAYS = 3650;
const MAX_TEXT = 200;

/** Lower case, accents and marks removed, Turkish dotless ı and dotted İ folded: "İŞ" finds "is". */
export function foldText(value: string): string {
  return value.replace(/İ/g, 'i').replace(/ı/g, 'i').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The deadline of an entry, when its facts give one. */
function deadlineDay(entry: ContractEntry): CalendarDay | null {
  const { end, autoRenew, noticePeriodDays } = entry.facts;
  return end === null ? null : deadlineOf({ end, autoRenew, noticePeriodDays: noticePeriodDays ?? 0 }).day;
}

/** The entries the view's search and filters keep, in the order given. */
export function filterContracts<T extends ContractEntry>(
  entries: readonly T[],
  view: RegisterView,
  today: CalendarDay,
): T[] {
  const words = foldText(view.q).split(/\s+/).filter(Boolean);
  const category = view.category === null ? null : foldText(view.category);
  const vendor = view.vendor === null ? null : foldText(view.vendor);
  return entries.filter((entry) => {
    const { facts } = entry;
    if (words.length > 0) {
      const haystack = foldText(`${facts.vendor ?? ''} ${facts.title ?? ''}`);
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    if (view.status !== null && facts.status !== view.status) return false;
    if (category !== null && (facts.category === null || foldText(facts.category) !== category)) return false;
    if (vendor !== null && (facts.vendor === null || foldText(facts.vendor) !== vendor)) return false;
    if (view.within !== null) {
      const deadline = deadlineDay(entry);
      if (deadline === null) return false;
      const left = daysLeft(deadline, today);
      if (left < 0 || left > view.within) return false;
    }
    return true;
  });
}

type SortValue = string | number | boolean | null;

function sortValue(entry: ContractEntry, column: SortColumn): SortValue {
  if (column === 'deadline') return deadlineDay(entry);
  return entry.facts[column];
}

/**
 * Sorted by a column, stable (equal rows keep their order), empty values last in either direction;
 * text by the language's collation (numbers in text by value: "Lot 9" before "Lot 10").
 */
export function sortContracts<T extends ContractEntry>(
  entries: readonly T[],
  column: SortColumn,
  dir: SortDirection,
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = dir === 'asc' ? 1 : -1;
  const dates = column === 'start' || column === 'end' || column === 'deadline';
  const compare = (a: SortValue, b: SortValue): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
    // Calendar days sort as text; other text by the language's rules.
    if (dates) return a === b ? 0 : String(a) < String(b) ? -1 : 1;
    return collator.compare(String(a), String(b));
  };
  return entries
    .map((entry, index) => ({ entry, index, value: sortValue(entry, column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ entry }) => entry);
}

export interface RegisterPage<T> {
  rows: T[];
  /** The page shown, clamped to 1…pageCount. */
  page: number;
  pageCount: number;
  total: number;
}

export function pageOf<T>(entries: readonly T[], page: number, size = PAGE_SIZE): RegisterPage<T> {
  const pageCount = Math.max(1, Math.ceil(entries.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    rows: entries.slice((shown - 1) * size, shown * size),
    page: shown,
    pageCount,
    total: entries.length,
  };
}

/** Search, filters, sort and page of a view, in that order. */
export function applyView<T extends ContractEntry>(
  entries: readonly T[],
  view: RegisterView,
  today: CalendarDay,
  locale: string,
  size = PAGE_SIZE,
): RegisterPage<T> {
  return pageOf(sortContracts(filterContracts(entries, view, today), view.sort, view.dir, locale), view.page, size);
}

function textParam(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : null;
}

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice.toLowerCase() === value?.trim().toLowerCase()) ?? null;
}

function wholeNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= 1 && number <= max ? number : null;
}

/** The view an address asks for; what it cannot mean is left at the default. */
export function viewFromQuery(query: URLSearchParams): RegisterView {
  return {
    q: (query.get('q') ?? '').trim().slice(0, MAX_TEXT),
    status: oneOf(CONTRACT_STATUSES, query.get('status')),
    category: textParam(query.get('category')),
    vendor: textParam(query.get('vendor')),
    within: wholeNumber(query.get('within'), MAX_WITHIN_DAYS),
    sort: oneOf(SORT_COLUMNS, query.get('sort')) ?? DEFAULT_VIEW.sort,
    dir: oneOf(['asc', 'desc'] as const, query.get('dir')) ?? DEFAULT_VIEW.dir,
    page: wholeNumber(query.get('page'), Number.MAX_SAFE_INTEGER) ?? 1,
  };
}

/** The address query of a view, defaults left out, in a fixed order (one view, one address). */
export function queryOfView(view: RegisterView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.q) query.set('q', view.q);
  if (view.status) query.set('status', view.status);
  if (view.category) query.set('category', view.category);
  if (view.vendor) query.set('vendor', view.vendor);
  if (view.within !== null) query.set('within', String(view.within));
  if (view.sort !== DEFAULT_VIEW.sort || view.dir !== DEFAULT_VIEW.dir) {
    query.set('sort', view.sort);
    query.set('dir', view.dir);
  }
  if (view.page > 1) query.set('page', String(view.page));
  return query;
}

/**
 * The contract register's rules, pure: search, filters, sort, paging, and the view kept in the
 * address (`?q=&status=&category=&vendor=&within=&sort=end&dir=asc&page=2`) so a filtered list can
 * be shared or bookmarked. Bad input in the address never fails: unknown values are dropped and
 * the page is clamped to the pages there are.
 */
import { foldText } from '../search/normalise.ts';
import { CONTRACT_STATUSES, type ContractEntry, type ContractStatus } from './contract.ts';
import { type ContractState, needsNoticeWithin } from './model.ts';

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
  /** Only contracts that need notice within this many days (the model's one definition). */
  within: number | null;
  /** Only active auto-renewing contracts whose last day to give notice has passed. */
  missed: boolean;
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
  missed: false,
  sort: 'deadline',
  dir: 'asc',
  page: 1,
};

export const PAGE_SIZE = 25;
export const MAX_WITHIN_DAYS = 3650;
const MAX_TEXT = 200;

/** The contracts the view's search and filters keep, in the order given. */
export function filterContracts<T extends ContractEntry>(
  states: readonly ContractState<T>[],
  view: RegisterView,
): ContractState<T>[] {
  const words = foldText(view.q).split(/\s+/).filter(Boolean);
  const category = view.category === null ? null : foldText(view.category);
  const vendor = view.vendor === null ? null : foldText(view.vendor);
  return states.filter((state) => {
    const { facts } = state.entry;
    if (words.length > 0) {
      const haystack = foldText(`${facts.vendor ?? ''} ${facts.title ?? ''}`);
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    if (view.status !== null && state.status !== view.status) return false;
    if (category !== null && (facts.category === null || foldText(facts.category) !== category)) return false;
    if (vendor !== null && (facts.vendor === null || foldText(facts.vendor) !== vendor)) return false;
    if (view.within !== null && !needsNoticeWithin(state, view.within)) return false;
    if (view.missed && !state.noticeMissed) return false;
    return true;
  });
}

type SortValue = string | number | boolean | null;

function sortValue(state: ContractState, column: SortColumn): SortValue {
  switch (column) {
    case 'deadline':
      // A contract that ended has no date left that matters: it goes after those still running.
      return state.ended ? null : (state.deadline?.day ?? null);
    case 'end':
      return state.termEnd;
    case 'status':
      return state.status;
    default:
      return state.entry.facts[column];
  }
}

/**
 * Sorted by a column, stable (equal rows keep their order), empty values last in either direction;
 * text by the language's collation (numbers in text by value: "Lot 9" before "Lot 10").
 */
export function sortContracts<T extends ContractEntry>(
  states: readonly ContractState<T>[],
  column: SortColumn,
  dir: SortDirection,
  locale: string,
): ContractState<T>[] {
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
  return states
    .map((state, index) => ({ state, index, value: sortValue(state, column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ state }) => state);
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
  states: readonly ContractState<T>[],
  view: RegisterView,
  locale: string,
  size = PAGE_SIZE,
): RegisterPage<ContractState<T>> {
  return pageOf(sortContracts(filterContracts(states, view), view.sort, view.dir, locale), view.page, size);
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
    missed: query.get('notice') === 'missed',
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
  if (view.missed) query.set('notice', 'missed');
  if (view.sort !== DEFAULT_VIEW.sort || view.dir !== DEFAULT_VIEW.dir) {
    query.set('sort', view.sort);
    query.set('dir', view.dir);
  }
  if (view.page > 1) query.set('page', String(view.page));
  return query;
}

/**
 * A contract as the client's library holds it: a document in the `CONTRACT_LOCKER` folder whose
 * facts are the library's columns, read through Graph as the item's list-item fields (a
 * fieldValueSet). Parsing never throws: a contract whose facts are missing or malformed comes back
 * incomplete, with the good facts kept and each problem named, so the register shows it as such.
 */

import { type CalendarDay, daysBetween, isCalendarDay } from './deadlines.ts';
import type { ContractFollowUp } from './decisions.ts';

/** The library's columns (SharePoint internal names), as they appear in a fieldValueSet. */
export const CONTRACT_COLUMNS = {
  vendor: 'Vendor',
  title: 'Title',
  category: 'Category',
  start: 'StartDate',
  end: 'EndDate',
  noticePeriodDays: 'NoticePeriodDays',
  autoRenew: 'AutoRenew',
  annualValue: 'AnnualValue',
  currency: 'Currency',
  owner: 'Owner',
  status: 'Status',
  vendorCity: 'VendorCity',
  vendorCountry: 'VendorCountry',
} as const;
export type ContractFact = keyof typeof CONTRACT_COLUMNS;

/** The content type of contract documents, the CONTRACT_LOCKER folder's default. */
export const CONTRACT_CONTENT_TYPE = 'Contract';

/**
 * Whether a library item is a contract: a file whose fields carry the Contract content type. Other
 * files of the folder (the provider's old "Contract register.xlsx", a Document) are not listed.
 */
export function isContractItem(fieldValueSet: unknown): boolean {
  return (
    typeof fieldValueSet === 'object' &&
    fieldValueSet !== null &&
    (fieldValueSet as Record<string, unknown>)['ContentType'] === CONTRACT_CONTENT_TYPE
  );
}

/** The choices of the Status column. */
export const CONTRACT_STATUSES = ['Draft', 'Active', 'Expired', 'Terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const MAX_NOTICE_PERIOD_DAYS = 365;

export interface ContractFacts {
  vendor: string | null;
  title: string | null;
  category: string | null;
  start: CalendarDay | null;
  end: CalendarDay | null;
  noticePeriodDays: number | null;
  autoRenew: boolean;
  annualValue: number | null;
  /** ISO 4217 code, upper case. */
  currency: string | null;
  owner: string | null;
  status: ContractStatus | null;
  /** Where the vendor is: a city, and its country as an ISO 3166 code (`DE`). */
  vendorCity: string | null;
  vendorCountry: string | null;
}

/** Why a fact cannot be used: absent, not of its kind, or against the rules. */
export type ProblemReason = 'missing' | 'malformed' | 'endBeforeStart' | 'outOfRange' | 'negative';
export interface ContractProblem {
  fact: ContractFact;
  reason: ProblemReason;
}

export interface ContractEntry {
  /** The drive item's id (what opens the document). */
  id: string;
  /** The list item's eTag, sent back as If-Match when the facts are edited. */
  eTag: string | null;
  /** The document's file name. */
  fileName: string | null;
  facts: ContractFacts;
  /** Empty for a complete contract. */
  problems: readonly ContractProblem[];
  /** What the portal keeps of it besides the columns: reminder recipients and decisions (decisions.ts). */
  followUp?: ContractFollowUp | undefined;
}

/** A contract as listed: its facts, and where its document is. */
export interface LibraryContract extends ContractEntry {
  /** The folders below CONTRACT_LOCKER, `/`-separated; empty at the top. */
  folder: string;
  /** The document in SharePoint (opens in the browser for people with access to the site). */
  webUrl: string | null;
  size: number | null;
  lastModified: string | null;
}

/** What a person reads for a contract in a list of changes: its vendor and title, else its file. */
export function contractLabelOf(entry: Pick<ContractEntry, 'id' | 'fileName' | 'facts'>): string {
  const { vendor, title } = entry.facts;
  return [vendor, title].filter(Boolean).join(' · ') || (entry.fileName ?? entry.id);
}

/** A contract with every fact the deadlines need. */
export type Contract = ContractEntry & {
  facts: ContractFacts & { vendor: string; title: string; end: CalendarDay; status: ContractStatus };
  problems: readonly [];
};

export function isComplete(entry: ContractEntry): entry is Contract {
  return entry.problems.length === 0;
}

// Each column's reading: the value as a fact, or undefined when it is not of the column's kind.
// Plain functions, not a schema library: the staff edit form runs these same rules in the
// browser, where a schema library would be most of what its first save downloads (decision 098).
type Reader<T> = (value: unknown) => T | undefined;

const text: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= 255 ? trimmed : undefined;
};
/** A dateTime column as Graph returns it (`2027-03-31T00:00:00Z`); a plain day is taken too. */
const DAY_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z)?$/;
const day: Reader<CalendarDay> = (value) => {
  if (typeof value !== 'string' || !DAY_OR_DATE_TIME.test(value)) return undefined;
  const calendarDay = value.slice(0, 10);
  return isCalendarDay(calendarDay) ? calendarDay : undefined;
};
/** A Number column; SharePoint's text columns and imports bring numbers as strings. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const number: Reader<number> = (value) => {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL.test(value.trim())
        ? Number(value.trim())
        : undefined;
  return parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined;
};
const YES = ['Yes', 'true', '1'];
const NO = ['No', 'false', '0'];
const yesNo: Reader<boolean> = (value) => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  return YES.includes(value) ? true : NO.includes(value) ? false : undefined;
};
let currencies: ReadonlySet<string> | undefined;
/** Whether a code is an ISO 4217 currency this runtime knows (`EUR`, `TRY`; not `ABC`). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}
const currency: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : undefined;
};
const country: Reader<string> = (value) =>
  typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : undefined;
const status: Reader<ContractStatus> = (value) =>
  typeof value === 'string' && (CONTRACT_STATUSES as readonly string[]).includes(value)
    ? (value as ContractStatus)
    : undefined;

/** Facts a contract cannot be without (the register, the deadlines and the reminders need them). */
const REQUIRED: readonly ContractFact[] = ['vendor', 'title', 'end', 'status'];

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Parses a fieldValueSet (any JSON) into a contract, complete or not; never throws. */
export function parseContract(
  fieldValueSet: unknown,
  item: { id: string; eTag?: string | null; fileName?: string | null },
): ContractEntry {
  const fields: Record<string, unknown> =
    typeof fieldValueSet === 'object' && fieldValueSet !== null ? (fieldValueSet as Record<string, unknown>) : {};
  const problems: ContractProblem[] = [];
  const read = <T>(fact: ContractFact, reader: Reader<T>): T | null => {
    const value = fields[CONTRACT_COLUMNS[fact]];
    if (isAbsent(value)) {
      if (REQUIRED.includes(fact)) problems.push({ fact, reason: 'missing' });
      return null;
    }
    const parsed = reader(value);
    if (parsed !== undefined) return parsed;
    problems.push({ fact, reason: 'malformed' });
    return null;
  };
  const facts: ContractFacts = {
    vendor: read('vendor', text),
    title: read('title', text),
    category: read('category', text),
    start: read('start', day),
    end: read('end', day),
    noticePeriodDays: read('noticePeriodDays', number),
    autoRenew: read('autoRenew', yesNo) ?? false,
    annualValue: read('annualValue', number),
    currency: read('currency', currency),
    owner: read('owner', text),
    status: read('status', status),
    vendorCity: read('vendorCity', text),
    vendorCountry: read('vendorCountry', country),
  };
  problems.push(...ruleProblems(facts));
  // A fact against the rules is not used: the register shows it as missing, not as a wrong number.
  for (const problem of problems)
    if (problem.reason !== 'missing' && problem.reason !== 'malformed') {
      if (problem.fact === 'noticePeriodDays') facts.noticePeriodDays = null;
      if (problem.fact === 'annualValue') facts.annualValue = null;
    }
  if (facts.annualValue !== null && facts.currency === null && !problems.some((p) => p.fact === 'currency'))
    problems.push({ fact: 'currency', reason: 'missing' });
  if (facts.autoRenew && facts.noticePeriodDays === null && !problems.some((p) => p.fact === 'noticePeriodDays'))
    problems.push({ fact: 'noticePeriodDays', reason: 'missing' });
  return { id: item.id, eTag: item.eTag ?? null, fileName: item.fileName ?? null, facts, problems };
}

/** The rules facts must keep together: end after start, notice 0–365 days, value not negative. */
export function ruleProblems(facts: Pick<ContractFacts, 'start' | 'end' | 'noticePeriodDays' | 'annualValue'>) {
  const problems: ContractProblem[] = [];
  if (facts.start !== null && facts.end !== null && daysBetween(facts.start, facts.end) <= 0)
    problems.push({ fact: 'end', reason: 'endBeforeStart' });
  if (
    facts.noticePeriodDays !== null &&
    (!Number.isInteger(facts.noticePeriodDays) ||
      facts.noticePeriodDays < 0 ||
      facts.noticePeriodDays > MAX_NOTICE_PERIOD_DAYS)
  )
    problems.push({ fact: 'noticePeriodDays', reason: 'outOfRange' });
  if (facts.annualValue !== null && facts.annualValue < 0) problems.push({ fact: 'annualValue', reason: 'negative' });
  return problems;
}

/** A contract's list item fieldValueSet as the library answers it, and the eTag to send with the next write. */
export interface StoredFields {
  fieldValueSet: Record<string, unknown>;
  eTag: string | null;
}

/**
 * The contract model: a contract's facts as the library holds them, and every fact derived from
 * them as seen on one day, computed here once. The register, its filters, sort and export, the
 * widgets, the bell and its reminders, the calendar, the search and the Overview read these facts
 * and compute none of them again. Pure.
 *
 * - **Status** as it stands: a contract marked Active that does not renew itself and whose end
 *   has passed has expired, whatever the column still says.
 * - **The current term's end**: an active auto-renewing contract whose end has passed has renewed
 *   itself, term after term, for as long as its first term (12 months when its start is unknown).
 * - **The deadline** of the current term: for an auto-renewing contract the last day to give
 *   notice, else the end.
 * - **Notice missed**: an active auto-renewing contract whose last day to give notice has passed
 *   renews at its term's end; that is said apart, never as "overdue", and its next term's notice
 *   day comes once the term has rolled.
 * - **Needs notice**: an active contract whose deadline is still ahead (today included). One
 *   definition, one count: the bell, the register's filter, the exports, the calendar and the
 *   Overview all ask `needsNoticeWithin`. Drafts, terminated and expired contracts never need it.
 * - **Renewal decisions** (decision 128, `decisions.ts`), each made for one term: Renew rolls the
 *   term on (a contract that does not renew itself too), so the deadline becomes the next term's;
 *   Terminate means notice is given: the contract no longer needs notice (no reminder, no calendar
 *   event), ends at its term's end and is Terminated from the day after; Renegotiate is recorded
 *   and changes no date. A contract open within DECISION_WINDOW_DAYS of its deadline with no
 *   decision for its term has a decision due.
 */
import type { ContractEntry, ContractStatus } from './contract.ts';
import { addDays, addMonths, type CalendarDay, type Deadline, daysBetween, monthsBetween } from './deadlines.ts';
import { DECISION_WINDOW_DAYS, decisionFor, type RenewalDecision } from './decisions.ts';

/** A notice period as contracts state it: in days, or in months. */
export type NoticePeriod = { days: number } | { months: number };

/** The last day to give notice before a term ending on `termEnd` (notice given that day still counts). */
export function noticeDayOf(termEnd: CalendarDay, period: NoticePeriod): CalendarDay {
  return 'days' in period ? addDays(termEnd, -period.days) : addMonths(termEnd, -period.months);
}

function isZero(period: NoticePeriod): boolean {
  return 'days' in period ? period.days <= 0 : period.months <= 0;
}

/** Months an auto-renewing contract renews for: as long as its first term, a year when unknown. */
export function renewalMonthsOf(start: CalendarDay | null, end: CalendarDay): number {
  if (start === null || start > end) return 12;
  return Math.max(1, monthsBetween(start, addDays(end, 1)));
}

/**
 * The end of the term that holds `today`: the first term's end, rolled forward by whole renewal
 * terms, each counted from the day after the first end, so month ends and 29 February do not
 * drift from term to term.
 */
export function currentTermEnd(
  end: CalendarDay,
  renewalMonths: number,
  today: CalendarDay,
): { termEnd: CalendarDay; renewals: number } {
  if (end >= today) return { termEnd: end, renewals: 0 };
  const nextStart = addDays(end, 1);
  // A first guess from the months passed, then step to the first term end on or after today.
  let renewals = Math.max(1, Math.floor(monthsBetween(nextStart, today) / renewalMonths));
  const termEndAfter = (count: number) => addDays(addMonths(nextStart, count * renewalMonths), -1);
  while (renewals > 1 && termEndAfter(renewals - 1) >= today) renewals -= 1;
  while (termEndAfter(renewals) < today) renewals += 1;
  return { termEnd: termEndAfter(renewals), renewals };
}

/** Where a contract stands on its deadline, for colour and grouping. */
export const DEADLINE_BUCKETS = ['missed', 'passed', 'within7', 'within30', 'within90', 'later', 'ended'] as const;
export type DeadlineBucket = (typeof DEADLINE_BUCKETS)[number];

/** The windows people ask "what needs notice within …" of (days). */
export const NOTICE_WINDOWS = [7, 30, 90] as const;

export interface ContractState<T extends ContractEntry = ContractEntry> {
  entry: T;
  /** The status as it stands today (see above); null when the column cannot be read. */
  status: ContractStatus | null;
  /** The current term's end: the end, or for a renewed contract its current term's. */
  termEnd: CalendarDay | null;
  /** How many times an auto-renewing contract has renewed itself since its recorded end. */
  renewals: number;
  /** The date that matters in the current term; null when the facts give none (no end). */
  deadline: Deadline | null;
  /** Calendar days from today to the deadline (0: today; negative: passed). */
  daysLeft: number | null;
  /** The last day to give notice has passed: the contract renews at `termEnd`. */
  noticeMissed: boolean;
  /** Expired or terminated: nothing is left to act on. */
  ended: boolean;
  /** Active, and its deadline is today or ahead: a decision can still be made in time. */
  open: boolean;
  bucket: DeadlineBucket | null;
  /** The decision that stands for the current term: made for it, or the Renew that rolled into it. */
  decision: RenewalDecision | null;
  /** Terminate was decided for the current term: notice is given, nothing more is due. */
  noticeGiven: boolean;
  /** A decision is due (open, within DECISION_WINDOW_DAYS, none made for this term), by the deadline. */
  decisionDue: CalendarDay | null;
}

function bucketOf(state: Pick<ContractState, 'ended' | 'noticeMissed' | 'daysLeft'>): DeadlineBucket | null {
  if (state.ended) return 'ended';
  if (state.noticeMissed) return 'missed';
  const left = state.daysLeft;
  if (left === null) return null;
  if (left < 0) return 'passed';
  if (left <= 7) return 'within7';
  if (left <= 30) return 'within30';
  if (left <= 90) return 'within90';
  return 'later';
}

/** Terms a walk through a contract's decisions goes at most (a monthly term for a century). */
const MAX_TERMS_WALKED = 1200;

/**
 * The term that holds `today` for an active contract with decisions: each term's end in turn,
 * moving on while the term has passed and the contract renews (by itself, or a Renew decided for
 * that term), or while Renew was decided for a term still running; stopping at a Terminate.
 */
function termWithDecisions(
  end: CalendarDay,
  start: CalendarDay | null,
  autoRenew: boolean,
  decisions: readonly RenewalDecision[],
  today: CalendarDay,
): { termEnd: CalendarDay; renewals: number; decision: RenewalDecision | null; status: ContractStatus } {
  const months = renewalMonthsOf(start, end);
  const nextStart = addDays(end, 1);
  const termEndAfter = (count: number) => (count === 0 ? end : addDays(addMonths(nextStart, count * months), -1));
  let rolledBy: RenewalDecision | null = null;
  for (let renewals = 0; ; renewals++) {
    const termEnd = termEndAfter(renewals);
    const decision = decisionFor(decisions, termEnd) ?? null;
    const standing = decision ?? rolledBy;
    if (decision?.choice === 'terminate')
      return { termEnd, renewals, decision, status: termEnd < today ? 'Terminated' : 'Active' };
    const renews = decision?.choice === 'renew';
    if ((termEnd >= today && !renews) || renewals >= MAX_TERMS_WALKED)
      return { termEnd, renewals, decision: standing, status: 'Active' };
    if (termEnd < today && !renews && !autoRenew) return { termEnd, renewals, decision: standing, status: 'Expired' };
    rolledBy = renews ? decision : null;
  }
}

/** Every derived fact of a contract as seen on `today`. */
export function contractStateOf<T extends ContractEntry>(entry: T, today: CalendarDay): ContractState<T> {
  const { end, start, autoRenew, noticePeriodDays, status: recorded } = entry.facts;
  const notice: NoticePeriod = { days: noticePeriodDays ?? 0 };
  const decisions = entry.followUp?.decisions ?? [];
  let status = recorded;
  let termEnd = end;
  let renewals = 0;
  let decision: RenewalDecision | null = null;
  if (end !== null && recorded === 'Active') {
    if (decisions.length > 0)
      ({ termEnd, renewals, decision, status } = termWithDecisions(end, start, autoRenew, decisions, today));
    else if (autoRenew) ({ termEnd, renewals } = currentTermEnd(end, renewalMonthsOf(start, end), today));
    else if (end < today) status = 'Expired';
  }
  const noticeGiven = decision?.choice === 'terminate' && decision.termEnd === termEnd;
  const deadline: Deadline | null =
    termEnd === null
      ? null
      : autoRenew && !isZero(notice) && !noticeGiven
        ? { kind: 'notice', day: noticeDayOf(termEnd, notice) }
        : { kind: 'end', day: termEnd };
  const daysLeft = deadline === null ? null : daysBetween(today, deadline.day);
  const ended = status === 'Expired' || status === 'Terminated';
  const noticeMissed = status === 'Active' && deadline?.kind === 'notice' && (daysLeft ?? 0) < 0;
  const open = status === 'Active' && !noticeGiven && daysLeft !== null && daysLeft >= 0;
  const decided = decision !== null && decision.termEnd === termEnd;
  const decisionDue =
    open && deadline !== null && daysLeft !== null && daysLeft <= DECISION_WINDOW_DAYS && !decided
      ? deadline.day
      : null;
  const state = {
    entry,
    status,
    termEnd,
    renewals,
    deadline,
    daysLeft,
    noticeMissed,
    ended,
    open,
    bucket: null,
    decision,
    noticeGiven,
    decisionDue,
  };
  return { ...state, bucket: bucketOf(state) };
}

/** Whether a contract needs notice within `days` days: open, and its deadline no later than that. */
export function needsNoticeWithin(state: ContractState, days: number): boolean {
  return state.open && state.daysLeft !== null && state.daysLeft <= days;
}

/** The contracts that need notice within `days` days, soonest deadline first. */
export function contractsNeedingNotice<T extends ContractEntry>(
  states: readonly ContractState<T>[],
  days: number,
): ContractState<T>[] {
  return states.filter((state) => needsNoticeWithin(state, days)).sort((a, b) => (a.daysLeft ?? 0) - (b.daysLeft ?? 0));
}

/** Active contracts whose notice day passed, so they renew at their term's end. */
export function contractsWithNoticeMissed<T extends ContractEntry>(
  states: readonly ContractState<T>[],
): ContractState<T>[] {
  return states.filter((state) => state.noticeMissed);
}

const kept = new WeakMap<readonly ContractEntry[], { today: CalendarDay; states: ContractState[] }>();

/**
 * The states of one listing on one day, computed once: the register source keeps a listing as
 * one array while it is current, so every reader of a page (register, widgets, bell) shares them.
 */
export function contractStatesOf<T extends ContractEntry>(
  entries: readonly T[],
  today: CalendarDay,
): ContractState<T>[] {
  const hit = kept.get(entries);
  if (hit && hit.today === today) return hit.states as ContractState<T>[];
  const states = entries.map((entry) => contractStateOf(entry, today));
  kept.set(entries, { today, states });
  return states;
}

/** A calendar day as a Date at UTC midnight (what Intl formats with `timeZone: 'UTC'`, and Excel stores). */
export function dateOfDay(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

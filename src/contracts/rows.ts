/**
 * A register row as the page, the export and the calendar show it: the contract's facts with its
 * deadline (the date that matters), the days left and the bucket, as seen on `today`. Pure.
 */
import type { ContractEntry } from './contract.ts';
import { bucketOf, type CalendarDay, type Deadline, type DeadlineBucket, daysLeft, deadlineOf } from './deadlines.ts';

export interface RegisterRow<T extends ContractEntry = ContractEntry> {
  entry: T;
  /** Null when the facts give none (no end). */
  deadline: Deadline | null;
  daysLeft: number | null;
  bucket: DeadlineBucket | null;
  /**
   * Expired or terminated, and its date passed: nothing is left to act on, so it "ended" rather
   * than being overdue (it still sorts and filters by its date, in the overdue bucket).
   */
  ended: boolean;
}

export function rowOf<T extends ContractEntry>(entry: T, today: CalendarDay): RegisterRow<T> {
  const { end, autoRenew, noticePeriodDays } = entry.facts;
  if (end === null) return { entry, deadline: null, daysLeft: null, bucket: null, ended: false };
  const deadline = deadlineOf({ end, autoRenew, noticePeriodDays: noticePeriodDays ?? 0 });
  const left = daysLeft(deadline.day, today);
  const { status } = entry.facts;
  const ended = left < 0 && (status === 'Expired' || status === 'Terminated');
  return { entry, deadline, daysLeft: left, bucket: bucketOf(left), ended };
}

/** A calendar day as a Date at UTC midnight (what Intl formats with `timeZone: 'UTC'`, and Excel stores). */
export function dateOfDay(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00Z`);
}

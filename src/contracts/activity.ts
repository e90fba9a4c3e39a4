/**
 * The contract locker's activity as the portal saw it happen: documents opened (by whom, counted
 * once a person a day), facts edited, reminders sent, per client and day. What the locker's
 * "Most opened contracts" and "Locker activity" widgets draw, instead of made-up figures. Pure:
 * the server keeps one such record per client (server/activity-store.ts).
 */
import { addDays, type CalendarDay } from './deadlines.ts';

export const ACTIVITY_KINDS = ['opens', 'edits', 'reminders'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Days of activity kept: the widget shows 15, a month is kept for the change against the previous. */
export const ACTIVITY_DAYS = 30;
/** Contracts whose opens are counted; the least opened goes when a new one comes. */
const MAX_CONTRACTS = 200;
/** People remembered per contract for "people who opened it" (pseudonymous keys, never names). */
const MAX_PEOPLE = 100;

export interface ContractOpens {
  count: number;
  /** Pseudonymous keys of the people who opened it. */
  people: string[];
}

export interface LockerActivity {
  days: Record<CalendarDay, Record<ActivityKind, number>>;
  opens: Record<string, ContractOpens>;
}

export const NO_ACTIVITY: LockerActivity = { days: {}, opens: {} };

function withDay(
  activity: LockerActivity,
  day: CalendarDay,
  kind: ActivityKind,
  count: number,
): LockerActivity['days'] {
  const from = addDays(day, -(ACTIVITY_DAYS - 1));
  const days: LockerActivity['days'] = {};
  for (const [kept, counts] of Object.entries(activity.days)) if (kept >= from) days[kept] = counts;
  const counts = days[day] ?? { opens: 0, edits: 0, reminders: 0 };
  days[day] = { ...counts, [kind]: counts[kind] + count };
  return days;
}

/** The activity with one more event of a kind on a day (older days than the kept month go). */
export function withEvent(activity: LockerActivity, day: CalendarDay, kind: ActivityKind, count = 1): LockerActivity {
  return { ...activity, days: withDay(activity, day, kind, count) };
}

/** The activity with a contract opened by a person (`person`: a pseudonymous key). */
export function withOpen(
  activity: LockerActivity,
  day: CalendarDay,
  contractId: string,
  person: string,
): LockerActivity {
  const opens = { ...activity.opens };
  const kept = opens[contractId] ?? { count: 0, people: [] };
  opens[contractId] = {
    count: kept.count + 1,
    people: kept.people.includes(person) ? kept.people : [...kept.people, person].slice(-MAX_PEOPLE),
  };
  const ids = Object.keys(opens);
  if (ids.length > MAX_CONTRACTS) {
    const least = ids
      .filter((id) => id !== contractId)
      .sort((a, b) => (opens[a]?.count ?? 0) - (opens[b]?.count ?? 0))[0];
    if (least !== undefined) delete opens[least];
  }
  return { days: withDay(activity, day, 'opens', 1), opens };
}

export interface MostOpened {
  contractId: string;
  opens: number;
  people: number;
}

/** The most opened contracts of those still in the register, most first (ties by fewer people last). */
export function mostOpened(activity: LockerActivity, inRegister: (id: string) => boolean, limit: number): MostOpened[] {
  return Object.entries(activity.opens)
    .filter(([id]) => inRegister(id))
    .map(([contractId, { count, people }]) => ({ contractId, opens: count, people: people.length }))
    .sort((a, b) => b.opens - a.opens || b.people - a.people || a.contractId.localeCompare(b.contractId))
    .slice(0, limit);
}

/** Each kind's count per day over the `count` days up to `today` (today last). */
export function dailyActivity(
  activity: LockerActivity,
  today: CalendarDay,
  count: number,
): { days: CalendarDay[]; series: Record<ActivityKind, number[]> } {
  const days = Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
  const series = Object.fromEntries(
    ACTIVITY_KINDS.map((kind) => [kind, days.map((day) => activity.days[day]?.[kind] ?? 0)]),
  ) as Record<ActivityKind, number[]>;
  return { days, series };
}

/** The week ranges of the specification's dashboards: this week so far, last week, two weeks ago. */
export const ACTIVITY_WEEKS = ['TW', 'LW', '2W'] as const;
export type ActivityWeek = (typeof ACTIVITY_WEEKS)[number];

/** Each kind's count over a week (Monday to Sunday; this one up to today). */
export function weekActivity(
  activity: LockerActivity,
  today: CalendarDay,
  week: ActivityWeek,
): Record<ActivityKind, number> {
  // Monday of this week: days back from today to the Monday (getUTCDay: Sunday 0).
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const back = ACTIVITY_WEEKS.indexOf(week) * 7;
  const from = addDays(today, -weekday - back);
  const to = week === 'TW' ? today : addDays(from, 6);
  const totals: Record<ActivityKind, number> = { opens: 0, edits: 0, reminders: 0 };
  for (const [day, counts] of Object.entries(activity.days))
    if (day >= from && day <= to) for (const kind of ACTIVITY_KINDS) totals[kind] += counts[kind];
  return totals;
}

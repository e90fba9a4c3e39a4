/**
 * The contract locker's widgets computed from the client's contracts, in the specification's
 * shapes (docs/data.md), so they keep their places and labels. Pure. Not shown yet: the
 * dashboards' panel cache (dashboards/server/panel-cache.ts) keys a panel by language and
 * address only, so a chart of one client's data would be served to every client; its key must
 * first name the data it was drawn from.
 */
import type { ExpirationWidget } from '../content/schemas/contract-locker.ts';
import type { ContractEntry } from './contract.ts';
import { type CalendarDay, deadlineOf } from './deadlines.ts';

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
  for (const contract of contracts) {
    const { end, autoRenew, noticePeriodDays, status } = contract.facts;
    if (end === null || status === 'Draft') continue;
    if (autoRenew) {
      add(end, 'renewing');
      const deadline = deadlineOf({ end, autoRenew, noticePeriodDays: noticePeriodDays ?? 0 });
      if (deadline.kind === 'notice') add(deadline.day, 'dueForReview');
    } else add(end, 'expiring');
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

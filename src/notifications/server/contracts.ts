import type { ContractEntry } from '../../contracts/contract.ts';
import { type CalendarDay, remindersDue } from '../../contracts/deadlines.ts';
import { rowOf } from '../../contracts/rows.ts';
import type { NewNotification } from './inbox.ts';

/**
 * The reminders of one client's contracts due on `today`: at 90, 60, 30 and 7 days before each
 * active contract's deadline (its notice day when it renews itself, else its end), soonest
 * deadline first. Only the nearest threshold crossed is given: a person signing in 20 days before
 * a deadline is told once, not three times. Each is sent once per person (`once` names the
 * contract, its deadline and the threshold, so a moved deadline is reminded of again).
 */
export function contractReminders(
  contracts: readonly ContractEntry[],
  client: { hubspot_company_xref: number; client_name: string },
  today: CalendarDay,
): NewNotification[] {
  const due: { reminder: NewNotification; day: CalendarDay }[] = [];
  for (const contract of contracts) {
    if (contract.facts.status !== 'Active') continue;
    const { deadline } = rowOf(contract, today);
    if (!deadline) continue;
    const threshold = remindersDue(deadline.day, null, today).at(-1);
    if (threshold === undefined) continue;
    due.push({
      day: deadline.day,
      reminder: {
        kind: 'contractEnding',
        values: {
          contract: contract.facts.title ?? contract.fileName ?? '',
          vendor: contract.facts.vendor ?? '',
          client: client.client_name,
          endsOn: deadline.day,
          deadline: deadline.kind,
          contractId: contract.id,
        },
        variant: threshold <= 30 ? 'warning' : 'info',
        once: `contract:${client.hubspot_company_xref}:${contract.id}:${deadline.kind}:${deadline.day}:${threshold}`,
      },
    });
  }
  return due.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0)).map(({ reminder }) => reminder);
}

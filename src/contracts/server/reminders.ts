import type { NewNotification } from '../../notifications/server/inbox.ts';
import type { ContractEntry } from '../contract.ts';
import { type CalendarDay, REMINDER_DAYS, remindersDue } from '../deadlines.ts';
import { contractStatesOf, contractsNeedingNotice } from '../model.ts';

/** The reminders' window: the register filtered to it shows the contracts a summary counts. */
export const REMINDER_WINDOW_DAYS = Math.max(...REMINDER_DAYS);

/**
 * The reminders of one client's contracts due on `today`: at 90, 60, 30 and 7 days before each
 * deadline of a contract that needs notice (the model's one definition: active, its deadline
 * ahead; its notice day when it renews itself, else its end), soonest deadline first. Only the
 * nearest threshold crossed is given: a person signing in 20 days before a deadline is told
 * once, not three times. Each is sent once per person (`once` names the
 * contract, its deadline and the threshold, so a moved deadline is reminded of again).
 */
export function contractReminders(
  contracts: readonly ContractEntry[],
  client: { hubspot_company_xref: number; client_name: string },
  today: CalendarDay,
): NewNotification[] {
  return contractsNeedingNotice(contractStatesOf(contracts, today), REMINDER_WINDOW_DAYS).flatMap((state) => {
    const { entry: contract, deadline } = state;
    const threshold = deadline ? remindersDue(deadline.day, null, today).at(-1) : undefined;
    if (!deadline || threshold === undefined) return [];
    return [
      {
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
      } satisfies NewNotification,
    ];
  });
}

/** Up to this many reminders due at once are given one by one; more become one summary. */
export const REMINDERS_ONE_BY_ONE = 3;

/**
 * What a person is told of a client's reminders (`contractReminders`) at one sign-in: those not
 * sent to them before, one by one when there are a few; when there are more, one notice counting
 * them ("16 contracts need notice"), which leads to the register filtered to the active
 * contracts whose deadline is within the reminders' window, and marks each reminder it stands
 * for as sent, so none of them comes again one by one.
 */
export function contractNotices(
  reminders: readonly NewNotification[],
  sentBefore: (once: string) => boolean,
  client: { hubspot_company_xref: number; client_name: string },
  today: CalendarDay,
): NewNotification[] {
  const unsent = reminders.filter((reminder) => !(reminder.once && sentBefore(reminder.once)));
  if (unsent.length <= REMINDERS_ONE_BY_ONE) return unsent;
  return [
    {
      kind: 'contractsNeedNotice',
      values: { client: client.client_name, count: unsent.length, within: REMINDER_WINDOW_DAYS },
      variant: unsent.some((reminder) => reminder.variant === 'warning') ? 'warning' : 'info',
      once: `contracts:${client.hubspot_company_xref}:${today}:${unsent.length}`,
      alsoSent: unsent.flatMap((reminder) => (reminder.once ? [reminder.once] : [])),
    },
  ];
}

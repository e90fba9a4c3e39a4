/**
 * Contract reminders by email (decision 126): 90, 60, 30 and 7 days before a contract's deadline
 * (its notice day when it renews itself, else its end), to its owner and its extra recipients,
 * each threshold once per recipient. Only the nearest threshold crossed is sent (a contract
 * first seen 20 days before its deadline gets the 30-day reminder, not three). A contract whose
 * Terminate was decided needs no notice any more and gets none (the model says it is not open).
 * Pure: the states in, one reminder per contract out, with the key that makes it once.
 */
import { type CalendarDay, REMINDER_DAYS, type ReminderThreshold, remindersDue } from '../contracts/deadlines.ts';
import { type ContractState, contractsNeedingNotice } from '../contracts/model.ts';
import { addressIn } from './addresses.ts';

export interface ContractReminder {
  contractId: string;
  title: string;
  vendor: string;
  owner: string | null;
  deadline: { kind: 'notice' | 'end'; day: CalendarDay };
  daysLeft: number;
  threshold: ReminderThreshold;
  /** Names the client, contract, deadline and threshold: a moved deadline is reminded of again. */
  once: string;
  /** The owner's address (the portal's, else the Owner column when it is one), then the extras. */
  recipients: string[];
}

/**
 * The reminders due on `today` for one client's contracts. `ownerAddress` finds the address of an
 * owner named in the Owner column (a person of the portal with that name and client), when the
 * portal keeps none for the contract and the column is not an address itself.
 */
export function contractReminderMails(
  states: readonly ContractState[],
  clientId: number,
  today: CalendarDay,
  ownerAddress: (owner: string) => string | undefined = () => undefined,
): ContractReminder[] {
  return contractsNeedingNotice(states, Math.max(...REMINDER_DAYS)).flatMap((state) => {
    const { entry, deadline, daysLeft } = state;
    const threshold = deadline ? remindersDue(deadline.day, null, today).at(-1) : undefined;
    if (!deadline || daysLeft === null || threshold === undefined) return [];
    const owner = entry.facts.owner;
    const ownerEmail =
      entry.followUp?.ownerEmail ?? addressIn(owner) ?? (owner ? ownerAddress(owner) : undefined) ?? null;
    const recipients = [...new Set([ownerEmail, ...(entry.followUp?.recipients ?? [])].filter((a) => a !== null))];
    if (recipients.length === 0) return [];
    return [
      {
        contractId: entry.id,
        title: entry.facts.title ?? entry.fileName ?? '',
        vendor: entry.facts.vendor ?? '',
        owner,
        deadline,
        daysLeft,
        threshold,
        once: `contract:${clientId}:${entry.id}:${deadline.kind}:${deadline.day}:${threshold}`,
        recipients,
      },
    ];
  });
}

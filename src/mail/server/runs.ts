/**
 * The mail run (decisions 126, 127), started by the queue's scheduler on one instance, or at once
 * by `npm run mail:digest`: for each client someone of it may see, its contracts read app-only
 * (the register source, follow-ups and decisions laid over), then
 * - each contract reminder due (90, 60, 30, 7 days) to the contract's owner and extra recipients:
 *   a mail each, and on the bell of a recipient who is a person of the portal;
 * - each person's digest of that client, when their period's is due and not yet sent, and not empty.
 * Every mail is queued under the id that makes it once (ledger.ts): a run made twice, here or on
 * another instance, queues nothing new.
 */
import { z } from 'zod';
import { type CalendarDay, todayOf } from '../../contracts/deadlines.ts';
import { contractStatesOf } from '../../contracts/model.ts';
import { registerSourceOf } from '../../contracts/server/register-source.ts';
import { contractReminders } from '../../notifications/server/contracts.ts';
import { addNotification } from '../../notifications/server/inbox.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { digestOf } from '../digest.ts';
import { contractReminderMails } from '../reminders.ts';
import { digestDue, digestPeriodOf, periodStartOf, wallClockOf } from '../schedule.ts';
import { allMailPeople, type MailClient, type MailPerson } from './people.ts';
import type { MailQueue } from './queue.ts';

const firstSeenSchema = z.object({ seen: z.record(z.string(), z.string()) });

/** The day each contract of a library was first seen by a run; a library's first run sees all as old. */
async function firstSeenOf(config: StorageConfig, siteID: string, ids: readonly string[], today: CalendarDay) {
  const seen = await collectionOf(config, {
    prefix: 'contract-first-seen',
    schema: firstSeenSchema,
    keyOf: (id) => Buffer.from(id, 'utf8').toString('base64url'),
  }).update(siteID, (current) => {
    const before = current?.seen;
    const unseen = ids.filter((id) => !before || !Object.hasOwn(before, id));
    if (before && unseen.length === 0) return undefined;
    // Before the portal counted: not new.
    const day = before ? today : '1970-01-01';
    return { seen: { ...before, ...Object.fromEntries(unseen.map((id) => [id, day])) } };
  });
  return (id: string) => (seen?.seen && Object.hasOwn(seen.seen, id) ? seen.seen[id] : undefined);
}

export interface MailRunResult {
  clients: number;
  people: number;
  reminders: number;
  digests: number;
  failedClients: number;
}

export async function runMail(
  config: PortalConfig,
  queue: MailQueue,
  { now = new Date(), atOnce = false }: { now?: Date; atOnce?: boolean } = {},
): Promise<MailRunResult> {
  const log = logOf(config);
  const today = todayOf(now);
  const people = await allMailPeople(config);
  const clients = new Map<string, MailClient>();
  for (const person of people) for (const client of person.clients) clients.set(client.id, client);
  const byAddress = new Map(people.map((person) => [person.email, person]));
  const result: MailRunResult = {
    clients: clients.size,
    people: people.length,
    reminders: 0,
    digests: 0,
    failedClients: 0,
  };
  for (const client of clients.values()) {
    let contracts: Awaited<ReturnType<ReturnType<typeof registerSourceOf>['contractsOf']>>;
    try {
      contracts = await registerSourceOf(config).contractsOf(client);
    } catch (error) {
      result.failedClients += 1;
      log.warn({ client: client.id, err: error }, 'Mail run: the contracts of a client could not be read');
      continue;
    }
    const states = contractStatesOf(contracts, today);
    const ofClient = people.filter((person) => person.clients.some((each) => each.id === client.id));
    result.reminders += await queueReminders(config, queue, client, contracts, states, today, ofClient, byAddress);
    const firstSeen = await firstSeenOf(
      config,
      client.siteID,
      contracts.map((contract) => contract.id),
      today,
    );
    // A client's digest is the same for everyone whose period began the same day: made once each.
    const digests = new Map<CalendarDay, ReturnType<typeof digestOf>>();
    const sectionsSince = (newSince: CalendarDay) => {
      let sections = digests.get(newSince);
      if (!sections) {
        sections = digestOf({ states, newSince, firstSeen });
        digests.set(newSince, sections);
      }
      return sections;
    };
    for (const person of ofClient) {
      if (await queueDigest(queue, person, client, sectionsSince, now, atOnce)) result.digests += 1;
    }
  }
  return result;
}

async function queueReminders(
  config: PortalConfig,
  queue: MailQueue,
  client: MailClient,
  contracts: Parameters<typeof contractReminders>[0],
  states: Parameters<typeof contractReminderMails>[0],
  today: CalendarDay,
  ofClient: readonly MailPerson[],
  byAddress: ReadonlyMap<string, MailPerson>,
): Promise<number> {
  const named = (owner: string) =>
    ofClient.find((person) => person.name.toLowerCase() === owner.trim().toLowerCase())?.email;
  const reminders = contractReminderMails(states, client.xref, today, named);
  if (reminders.length === 0) return 0;
  // The bell's reminder of the same contract and threshold, under the same key as at sign-in.
  const bells = new Map(
    contractReminders(contracts, { hubspot_company_xref: client.xref, client_name: client.name }, today).map((bell) => [
      String(bell.values['contractId']),
      bell,
    ]),
  );
  let queued = 0;
  for (const reminder of reminders) {
    const { recipients, once, ...rest } = reminder;
    for (const address of recipients) {
      const person = byAddress.get(address);
      const added = await queue.add({
        id: `${once}:${address}`,
        to: address,
        language: person?.language ?? 'en',
        message: { kind: 'reminders', client: { xref: client.xref, name: client.name }, reminder: rest },
      });
      if (added) queued += 1;
      const bell = bells.get(reminder.contractId);
      if (added && person && bell) await addNotification(config, person.uid, bell);
    }
  }
  return queued;
}

async function queueDigest(
  queue: MailQueue,
  person: MailPerson,
  client: MailClient,
  sectionsSince: (newSince: CalendarDay) => ReturnType<typeof digestOf>,
  now: Date,
  atOnce: boolean,
): Promise<boolean> {
  const frequency = person.digests[client.id] ?? 'off';
  if (frequency === 'off' || !digestDue(frequency, now, person.timeZone, atOnce)) return false;
  const period = digestPeriodOf(frequency, now, person.timeZone);
  const sections = sectionsSince(periodStartOf(frequency, now, person.timeZone));
  // Nothing to say: nothing sent (and the period stays open, in case something comes later).
  if (!period || sections.length === 0) return false;
  return queue.add({
    id: `digest:${person.uid}:${client.xref}:${period}`,
    to: person.email,
    language: person.language,
    uid: person.uid,
    message: {
      kind: 'digest',
      client: { xref: client.xref, name: client.name },
      frequency,
      day: wallClockOf(now, person.timeZone).day,
      sections,
    },
  });
}

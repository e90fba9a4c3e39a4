/**
 * The mail run (decisions 126, 127, 143), started by the queue's scheduler on one instance, or at
 * once by `npm run mail:digest`: for each client someone of the portal has, its RFP events read
 * from the storage and
 * - each notice its events owe (invited, deadline in 3 days or 1 day, clarification answered,
 *   closed, awarded) to the invited vendors' addresses and the client's people who asked for mail;
 * then, for a client someone is granted the contract locker of, its contracts read app-only (the
 * register source, follow-ups and decisions laid over), and
 * - each contract reminder due (90, 60, 30, 7 days) to the contract's owner and extra recipients:
 *   a mail each, and on the bell of a recipient who is a person of the portal;
 * - each person's digest of that client (its contracts as far as they may see the register, the
 *   RFP deadlines they may see), when their period's is due and not yet sent, and not empty.
 * Every mail is queued under the id that makes it once (ledger.ts): a run made twice, here or on
 * another instance, queues nothing new.
 */
import { z } from 'zod';
import { type CalendarDay, todayOf } from '../../contracts/deadlines.ts';
import { type ContractState, contractStatesOf } from '../../contracts/model.ts';
import { registerSourceOf } from '../../contracts/server/register-source.ts';
import { contractReminders } from '../../contracts/server/reminders.ts';
import { inRegisterScope, registerScopeKey, registerScopeOf } from '../../contracts/vendor-scope.ts';
import { addNotification } from '../../notifications/server/inbox.ts';
import type { Viewer } from '../../rfp/events/access.ts';
import type { RfpEvent } from '../../rfp/events/event.ts';
import { eventsOf } from '../../rfp/events/server/event-store.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { type DigestSections, type DigestSource, digestInOrder, digestOf } from '../digest.ts';
import { contractReminderMails } from '../reminders.ts';
import { rfpDeadlinesDue, rfpDeadlinesSeenBy, rfpNoticeMails } from '../rfp.ts';
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
  /** RFP events' notices (decision 143). */
  rfpNotices: number;
  failedClients: number;
}

/** What a person is in a client's RFP events, from their roles there at their last sign-in. */
const viewerOf = (person: MailPerson, client: MailClient): Viewer => ({
  uid: person.uid,
  name: person.name,
  roles: client.roles,
  organisation: client.organisation,
});

/** The part of the register a person's digest covers (decision 130: a vendor user, their organisation's). */
const scopeOf = (client: MailClient) =>
  registerScopeOf({ userInfo: { companyName: client.organisation ?? '' } }, client.roles);

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
    rfpNotices: 0,
    failedClients: 0,
  };
  for (const client of clients.values()) {
    // Each person of the client with what they are there (their roles on it, their organisation).
    const ofClient = people.flatMap((person) => {
      const entry = person.clients.find((each) => each.id === client.id);
      return entry ? [{ person, entry }] : [];
    });
    let events: RfpEvent[] = [];
    try {
      events = await eventsOf(config, client.id, now);
      result.rfpNotices += await queueRfpNotices(queue, client, events, ofClient, byAddress, now);
    } catch (error) {
      log.warn({ client: client.id, err: error }, 'Mail run: the RFP events of a client could not be read');
    }
    // Contract mail and digests: for the people granted the client's contract locker.
    const withLocker = ofClient.filter(({ entry }) => entry.locker);
    if (withLocker.length === 0) continue;
    let contracts: Awaited<ReturnType<ReturnType<typeof registerSourceOf>['contractsOf']>>;
    try {
      contracts = await registerSourceOf(config).contractsOf(client);
    } catch (error) {
      result.failedClients += 1;
      log.warn({ client: client.id, err: error }, 'Mail run: the contracts of a client could not be read');
      continue;
    }
    const states = contractStatesOf(contracts, today);
    const lockerPeople = withLocker.map(({ person }) => person);
    result.reminders += await queueReminders(config, queue, client, contracts, states, today, lockerPeople, byAddress);
    const firstSeen = await firstSeenOf(
      config,
      client.siteID,
      contracts.map((contract) => contract.id),
      today,
    );
    const sectionsOf = digestSectionsOf(states, firstSeen, events, now);
    for (const { person, entry } of withLocker) {
      const since = (newSince: CalendarDay) => sectionsOf(person, entry, newSince);
      if (await queueDigest(queue, person, client, since, now, atOnce)) result.digests += 1;
    }
  }
  return result;
}

/**
 * How a client's digests are made in one run: the contract sections are the same for everyone
 * whose period began the same day and who sees the same part of the register (decision 130), made
 * once each; the RFP deadlines are found once, then kept per person to the events they may see.
 */
export function digestSectionsOf(
  states: readonly ContractState[],
  firstSeen: DigestSource['firstSeen'],
  events: readonly RfpEvent[],
  now: Date,
): (person: MailPerson, client: MailClient, newSince: CalendarDay) => DigestSections {
  const contractSections = new Map<string, DigestSections>();
  const deadlines = rfpDeadlinesDue(events, now);
  return (person, client, newSince) => {
    const scope = scopeOf(client);
    const key = `${newSince}|${registerScopeKey(scope)}`;
    let ofContracts = contractSections.get(key);
    if (!ofContracts) {
      const seen = scope.whole ? states : states.filter((state) => inRegisterScope(state.entry, scope));
      ofContracts = digestOf({ states: seen, newSince, firstSeen, rfpDeadlines: [] }, 'contracts');
      contractSections.set(key, ofContracts);
    }
    const rfpDeadlines = deadlines.length === 0 ? [] : rfpDeadlinesSeenBy(deadlines, viewerOf(person, client));
    if (rfpDeadlines.length === 0) return ofContracts;
    return digestInOrder(ofContracts, digestOf({ states: [], newSince, firstSeen, rfpDeadlines }, 'rfpEvents'));
  };
}

/**
 * The RFP events' notices by mail (decision 143): to the addresses each invited vendor gave, and to
 * the client's people who asked for its mail (a digest of it), each in the reader's language when
 * the portal knows the address, else English; each notice once per address.
 */
async function queueRfpNotices(
  queue: MailQueue,
  client: MailClient,
  events: readonly RfpEvent[],
  ofClient: readonly { person: MailPerson; entry: MailClient }[],
  byAddress: ReadonlyMap<string, MailPerson>,
  now: Date,
): Promise<number> {
  if (events.length === 0) return 0;
  const readers = ofClient
    .filter(({ person, entry }) => entry.locker && (person.digests[client.id] ?? 'off') !== 'off')
    .map(({ person, entry }) => ({ address: person.email, viewer: viewerOf(person, entry) }));
  let queued = 0;
  for (const mail of rfpNoticeMails(events, readers, client.name, now)) {
    const added = await queue.add({
      id: mail.id,
      to: mail.to,
      language: byAddress.get(mail.to)?.language ?? 'en',
      message: { kind: 'rfp', client: { xref: client.xref, name: client.name }, side: mail.side, notice: mail.notice },
    });
    if (added) queued += 1;
  }
  return queued;
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
  sectionsSince: (newSince: CalendarDay) => DigestSections,
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

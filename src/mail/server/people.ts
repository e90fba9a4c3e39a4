/**
 * The people mail goes to (decisions 127, 143): each person who signed in, with their address,
 * name, their clients (read from the auth API at that sign-in: a digest never shows a client the
 * person has lost), with their roles on each and the vendor organisation they answer for (what
 * they may see of its register and RFP events), and their mail settings: language, time zone and
 * a digest frequency per client whose contract locker they are granted. One document per person,
 * and one index of everyone (for the digest run and to find a person by address or name), written
 * only when something changed.
 */
import { z } from 'zod';
import { grantsFeature } from '../../auth/features.ts';
import type { PortalSession } from '../../auth/server/session-store.ts';
import { sessionRoles } from '../../auth/server/sessions.ts';
import { vendorOrganisationOf } from '../../auth/vendor-organisation.ts';
import { type Locale, locales } from '../../i18n/locales.ts';
import { DEFAULT_TIME_ZONE } from '../../i18n/time-zones.ts';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { normalAddress } from '../addresses.ts';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '../schedule.ts';

const clientSchema = z.object({
  id: z.string(),
  xref: z.number().int(),
  name: z.string(),
  siteID: z.string(),
  /** The person's roles with this client active (a document written before they were kept: none). */
  roles: z.array(z.string()).max(100).default([]),
  /** The vendor organisation they answer for there (vendor users), else null. */
  organisation: z.string().max(200).nullable().default(null),
  /** Granted the client's contract locker: its digest and contract mail (older documents kept only these). */
  locker: z.boolean().default(true),
});
export type MailClient = z.infer<typeof clientSchema>;

const personSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  clients: z.array(clientSchema).max(500),
  language: z.enum(locales),
  timeZone: z.string().max(64),
  /** Per client id; a client not named is off. */
  digests: z.record(z.string(), z.enum(DIGEST_FREQUENCIES)),
  /** When the grants were last read at a sign-in (ms). */
  confirmedAt: z.number(),
});
export type MailPerson = z.infer<typeof personSchema>;

const indexSchema = z.object({ people: z.record(z.string(), z.object({ email: z.string(), name: z.string() })) });

function people(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'mail-people',
    schema: personSchema,
    keyOf: (uid) => Buffer.from(uid, 'utf8').toString('base64url'),
  });
}
function index(config: StorageConfig) {
  return collectionOf(config, { prefix: 'mail-people-index', schema: indexSchema });
}

/** A person's clients as mail sees them: each with their roles there, and whether they have its contract locker. */
function mailClientsOf(session: PortalSession): MailClient[] {
  return session.clients.map((client) => {
    const roles = sessionRoles(session, client);
    return {
      id: client.id,
      xref: client.hubspot_company_xref,
      name: client.client_name,
      siteID: client.siteID,
      roles,
      organisation: vendorOrganisationOf(session, roles),
      locker: grantsFeature(roles, 'CONTRACT_LOCKER'),
    };
  });
}

/** The clients whose contract locker the person is granted: their digests and contract mail. */
export const lockerClientsOf = (person: Pick<MailPerson, 'clients'>): MailClient[] =>
  person.clients.filter((client) => client.locker);

/** Grants older than this are confirmed again at the next sign-in even when nothing changed. */
const CONFIRM_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * At sign-in: the person's address, name and clients as the auth API just said; their language
 * the first time (the page's). Written only when something changed, or the grants are a day old.
 */
export async function recordMailPerson(
  config: StorageConfig,
  session: PortalSession,
  language: Locale,
  now = Date.now(),
) {
  const clients = mailClientsOf(session);
  const email = normalAddress(session.email);
  await people(config).update(session.uid, (current) => {
    if (
      current &&
      current.email === email &&
      current.name === session.displayName &&
      JSON.stringify(current.clients) === JSON.stringify(clients) &&
      now - current.confirmedAt < CONFIRM_EVERY_MS
    )
      return undefined;
    return {
      uid: session.uid,
      email,
      name: session.displayName,
      clients,
      language: current?.language ?? language,
      timeZone: current?.timeZone ?? DEFAULT_TIME_ZONE,
      digests: current?.digests ?? {},
      confirmedAt: now,
    };
  });
  await index(config).update('all', (current) => {
    const known = current?.people[session.uid];
    if (known && known.email === email && known.name === session.displayName) return undefined;
    return { people: { ...(current?.people ?? {}), [session.uid]: { email, name: session.displayName } } };
  });
}

export function mailPersonOf(config: StorageConfig, uid: string): Promise<MailPerson | undefined> {
  return people(config).get(uid);
}

export interface MailSettings {
  language: Locale;
  timeZone: string;
  digests: Record<string, DigestFrequency>;
}

/** Saves a person's mail settings (only for clients whose locker they have); undefined when they never signed in. */
export function saveMailSettings(config: StorageConfig, uid: string, settings: MailSettings) {
  return people(config).update(uid, (current) => {
    if (!current) return undefined;
    const digests = Object.fromEntries(
      Object.entries(settings.digests).filter(([clientId]) =>
        lockerClientsOf(current).some((client) => client.id === clientId),
      ),
    );
    return {
      ...current,
      language: settings.language,
      timeZone: settings.timeZone,
      digests: { ...current.digests, ...digests },
    };
  });
}

/** Turns one client's digest off (the digest's unsubscribe link). */
export async function stopDigest(config: StorageConfig, uid: string, xref: number): Promise<void> {
  await people(config).update(uid, (current) => {
    const client = current?.clients.find((each) => each.xref === xref);
    if (!current || !client || current.digests[client.id] === 'off') return undefined;
    return { ...current, digests: { ...current.digests, [client.id]: 'off' } };
  });
}

/** Everyone mail may go to, read one by one (the digest run). */
export async function allMailPeople(config: StorageConfig): Promise<MailPerson[]> {
  const uids = Object.keys((await index(config).get('all'))?.people ?? {});
  const found = await Promise.all(uids.map((uid) => people(config).get(uid)));
  return found.filter((person) => person !== undefined);
}

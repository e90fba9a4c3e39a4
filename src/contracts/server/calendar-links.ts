/**
 * Calendar subscription links (decision 085): a person's secret address for the active client's
 * contract deadlines (.ics), which Outlook fetches on its own, without the portal's session
 * cookie. One link per person and client, kept in the portal's storage: the link's document under
 * a hash of its token (the token itself never names a key), and the person's list of links, so
 * they can be shown again, replaced, stopped, and checked at each sign-in against the person's
 * current grants. A link serves only while the person's grants, last confirmed at a sign-in (or
 * the session's renewal) within CONFIRMED_FOR_DAYS, include the client's CONTRACT_LOCKER; a
 * sign-in that brings nothing new confirms again at most once a day (CONFIRM_EVERY_MS).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { grantsFeature } from '../../auth/features.ts';
import { type PortalSession, type SessionClient, sessionClientSchema } from '../../auth/server/session-store.ts';
import { sessionRoles } from '../../auth/server/sessions.ts';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';
import { type RegisterScope, registerScopeOf, registerScopeSchema } from '../vendor-scope.ts';

/**
 * A link whose person has not confirmed their grant (signed in) for
 * this long stops answering until they do: the portal cannot ask the provider's auth API about a
 * person without their token, so a grant withdrawn while they stay away is bounded by this.
 */
export const CONFIRMED_FOR_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const linkSchema = z.object({
  uid: z.string(),
  client: sessionClientSchema,
  createdAt: z.number(),
  /** When the person was last seen granted the client's CONTRACT_LOCKER. */
  confirmedAt: z.number(),
  /**
   * What of the register the person sees (vendor-scope.ts), as of that confirmation. Absent in links
   * made before it was kept: read from the client's roles until the next sign-in writes it.
   */
  scope: registerScopeSchema.optional(),
});

const personSchema = z.object({
  links: z.array(z.object({ clientId: z.string(), token: z.string() })),
  /**
   * The last confirmation: when, and what it confirmed (a digest of the links and of each one's
   * client facts, or that it was not granted). Absent in documents written before it was kept.
   */
  confirmed: z.object({ at: z.number(), of: z.string() }).optional(),
});

/**
 * The links are confirmed again at a sign-in only when what the grants say of them changed, or
 * this long after the last confirmation: a sign-in or unlock that changes nothing writes nothing,
 * while a link's CONFIRMED_FOR_DAYS runs from a confirmation at most this old.
 */
export const CONFIRM_EVERY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const linksOf = (config: StorageConfig) =>
  collectionOf(config, {
    prefix: 'calendar-link',
    schema: linkSchema,
    keyOf: hashOf,
    // Redis drops a link nobody confirmed in time; files are read and refused the same way.
    ttlSeconds: (link) => (link.confirmedAt + CONFIRMED_FOR_DAYS * DAY_MS - Date.now()) / 1000,
  });
const peopleOf = (config: StorageConfig) => collectionOf(config, { prefix: 'calendar-links-of', schema: personSchema });

/** 32 random bytes, URL-safe: what a subscription address carries. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isCalendarToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

function scopeOf(session: PortalSession, client: SessionClient): RegisterScope {
  return registerScopeOf(session, sessionRoles(session, client));
}

function granted(session: PortalSession, client: SessionClient | undefined): client is SessionClient {
  return client !== undefined && grantsFeature(sessionRoles(session, client), 'CONTRACT_LOCKER');
}

/** The person's link for a client, if they made one. */
export async function calendarTokenOf(
  config: StorageConfig,
  uid: string,
  clientId: string,
): Promise<string | undefined> {
  return (await peopleOf(config).get(uid))?.links.find((link) => link.clientId === clientId)?.token;
}

/** The address Outlook subscribes to: the person's link for a client, if they made one. */
export async function calendarAddressOf(
  config: StorageConfig & { publicUrl: string },
  uid: string,
  clientId: string,
): Promise<string | undefined> {
  const token = await calendarTokenOf(config, uid, clientId);
  return token ? new URL(`/api/contract-calendar/${token}.ics`, config.publicUrl).href : undefined;
}

/**
 * A new link for the session's person and a client they are granted the contract locker of; their
 * previous link for that client stops. Undefined when the client's contract locker is not theirs.
 */
export async function createCalendarLink(
  config: StorageConfig,
  session: PortalSession,
  client: SessionClient,
  now = Date.now(),
): Promise<string | undefined> {
  if (!granted(session, client)) return undefined;
  const token = newCalendarToken();
  await linksOf(config).set(token, {
    uid: session.uid,
    client,
    createdAt: now,
    confirmedAt: now,
    scope: scopeOf(session, client),
  });
  let previous: string | undefined;
  await peopleOf(config).update(session.uid, (person) => {
    const links = person?.links ?? [];
    previous = links.find((link) => link.clientId === client.id)?.token;
    return { links: [...links.filter((link) => link.clientId !== client.id), { clientId: client.id, token }] };
  });
  if (previous !== undefined) await linksOf(config).remove(previous);
  return token;
}

/** Stops the person's link for a client (nothing to do if there is none). */
export async function revokeCalendarLink(config: StorageConfig, uid: string, clientId: string): Promise<void> {
  let previous: string | undefined;
  await peopleOf(config).update(uid, (person) => {
    previous = person?.links.find((link) => link.clientId === clientId)?.token;
    if (!person || previous === undefined) return undefined;
    return { links: person.links.filter((link) => link.clientId !== clientId) };
  });
  if (previous !== undefined) await linksOf(config).remove(previous);
}

/** What a confirmation with these grants would write: each link's client as granted now, or none. */
function grantsDigest(session: PortalSession, links: { clientId: string; token: string }[]): string {
  const facts = links.map(({ clientId, token }) => {
    const client = session.clients.find((each) => each.id === clientId);
    return [clientId, hashOf(token), granted(session, client) ? [client, scopeOf(session, client)] : null];
  });
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url');
}

/**
 * At sign-in and the session's renewal (the grants just read from the auth API): each of the
 * person's links is confirmed, with the client's facts as they are now, or stopped when the person
 * is no longer granted that client's contract locker. A person without links costs one read; with
 * links, the work is done when the grants say something new of them, or once per CONFIRM_EVERY_MS.
 * Answers whether it confirmed (for the tests).
 */
export async function confirmCalendarLinks(
  config: StorageConfig,
  session: PortalSession,
  now = Date.now(),
): Promise<boolean> {
  const person = await peopleOf(config).get(session.uid);
  if (!person || person.links.length === 0) return false;
  const digest = grantsDigest(session, person.links);
  const last = person.confirmed;
  if (last && last.of === digest && now - last.at >= 0 && now - last.at < CONFIRM_EVERY_MS) return false;
  for (const { clientId, token } of person.links) {
    const client = session.clients.find((each) => each.id === clientId);
    if (!granted(session, client)) {
      await revokeCalendarLink(config, session.uid, clientId);
      continue;
    }
    await linksOf(config).update(token, (link) =>
      link && link.uid === session.uid
        ? { ...link, client, confirmedAt: now, scope: scopeOf(session, client) }
        : undefined,
    );
  }
  // What is confirmed is the list as it is after the revocations above.
  await peopleOf(config).update(session.uid, (current) =>
    current ? { ...current, confirmed: { at: now, of: grantsDigest(session, current.links) } } : undefined,
  );
  return true;
}

/**
 * The client whose deadlines a subscription address serves, and what of its register its person
 * sees: its link exists, is still the person's current one for that client, and was confirmed
 * within CONFIRMED_FOR_DAYS.
 */
export async function clientOfCalendarToken(
  config: StorageConfig,
  token: string,
  now = Date.now(),
): Promise<{ client: SessionClient; scope: RegisterScope } | undefined> {
  if (!isCalendarToken(token)) return undefined;
  const link = await linksOf(config).get(token);
  if (!link || now - link.confirmedAt > CONFIRMED_FOR_DAYS * DAY_MS) return undefined;
  const current = await calendarTokenOf(config, link.uid, link.client.id);
  if (current !== token) return undefined;
  // A link older than the scope it keeps: a vendor user's serves nothing until they sign in again.
  const scope = link.scope ?? registerScopeOf({ userInfo: { companyName: '' } }, link.client.user_client_roles);
  return { client: link.client, scope };
}

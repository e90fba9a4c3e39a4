import { z } from 'zod';
import { organisationKey } from '../../../auth/vendor-organisation.ts';
import { collectionOf, type StorageConfig } from '../../../server/storage/storage.ts';
import { emptyResponse, eventSchema, phaseOf, type RfpEvent, responseSchema, type VendorResponse } from '../event.ts';

/**
 * RFP events in the portal's storage (files or Redis, shared by every instance): one document per
 * event, one per invited vendor's answers (so vendors typing at once never wait on each other), and
 * one list of event ids per client. Every change is a read-change-write of one document (one at a
 * time on files, compare-and-set on Redis).
 */
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const events = (config: StorageConfig) => collectionOf(config, { prefix: 'rfp-events', schema: eventSchema });

const eventIds = (config: StorageConfig) =>
  collectionOf(config, { prefix: 'rfp-event-ids', schema: z.array(z.string()), keyOf: base64url });

const responses = (config: StorageConfig) =>
  collectionOf(config, { prefix: 'rfp-responses', schema: responseSchema, keyOf: base64url });

const responseKey = (eventId: string, organisation: string) => `${eventId}/${organisationKey(organisation)}`;

export async function addEvent(config: StorageConfig, event: RfpEvent): Promise<void> {
  await events(config).set(event.id, event);
  await eventIds(config).update(event.clientId, (ids) =>
    ids?.includes(event.id) ? undefined : [...(ids ?? []), event.id],
  );
}

/** The event as it stands: an open one past its deadline is written closed first (once). */
export async function readEvent(config: StorageConfig, id: string, now = new Date()): Promise<RfpEvent | undefined> {
  const event = await events(config).get(id);
  if (!event || !(event.status === 'open' && phaseOf(event, now) === 'closed')) return event;
  return closeAtDeadline(config, id, now);
}

/**
 * Closes an open event whose deadline has passed, recorded as closed at its deadline, whichever
 * request or instance notices first; a close is never undone (nothing reopens an event).
 */
async function closeAtDeadline(config: StorageConfig, id: string, now: Date): Promise<RfpEvent | undefined> {
  const closed = await events(config).update(id, (current) => {
    if (current?.status !== 'open') return undefined;
    if (now.getTime() < Date.parse(current.deadline)) return undefined;
    return { ...current, status: 'closed', closed: { at: current.deadline, by: null } };
  });
  // Left as it was (closed already, by another request or instance): as it stands.
  return closed ?? events(config).get(id);
}

/** The client's events, newest first, each as it stands. */
export async function eventsOf(config: StorageConfig, clientId: string, now = new Date()): Promise<RfpEvent[]> {
  const ids = (await eventIds(config).get(clientId)) ?? [];
  const found = await Promise.all(ids.map((id) => readEvent(config, id, now)));
  return found.filter((event): event is RfpEvent => event !== undefined).reverse();
}

export async function changeEvent(
  config: StorageConfig,
  id: string,
  change: (current: RfpEvent) => RfpEvent | undefined,
): Promise<RfpEvent | undefined> {
  return events(config).update(id, (current) => (current ? change(current) : undefined));
}

export async function readResponse(
  config: StorageConfig,
  eventId: string,
  organisation: string,
): Promise<VendorResponse> {
  return (await responses(config).get(responseKey(eventId, organisation))) ?? emptyResponse();
}

export async function changeResponse(
  config: StorageConfig,
  eventId: string,
  organisation: string,
  change: (current: VendorResponse) => VendorResponse | undefined,
): Promise<VendorResponse> {
  const next = await responses(config).update(responseKey(eventId, organisation), (current) =>
    change(current ?? emptyResponse()),
  );
  return next ?? (await readResponse(config, eventId, organisation));
}

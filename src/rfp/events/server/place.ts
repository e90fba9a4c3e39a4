import { randomBytes } from 'node:crypto';
import { vendorOrganisationOf } from '../../../auth/vendor-organisation.ts';
import type { EventRole, Viewer } from '../access.ts';
import { eventRoleOf } from '../access.ts';
import type { RfpEvent } from '../event.ts';
import { readEvent } from './event-store.ts';

/** What the server knows of the person looking at RFP events. */
type PlaceLocals = Pick<App.Locals, 'session' | 'roles' | 'activeClient' | 'config'>;

export function viewerOf(locals: PlaceLocals): Viewer | undefined {
  const { session, roles } = locals;
  if (!session) return undefined;
  return { uid: session.uid, name: session.displayName, roles, organisation: vendorOrganisationOf(session, roles) };
}

/** The active client's project, as the evaluation and the events read it. */
export function projectOf(locals: PlaceLocals): string {
  const { session, activeClient } = locals;
  return session?.activeProject[0] ?? activeClient?.projects[0]?.project_name ?? '';
}

/**
 * The event as this person may see it: of the active client, and seen by its role; undefined (a
 * 404, whatever the reason, so ids cannot be probed) otherwise.
 */
export async function eventInPlace(
  locals: PlaceLocals,
  id: string,
  now: Date,
): Promise<{ event: RfpEvent; role: Exclude<EventRole, 'none'>; viewer: Viewer } | undefined> {
  const viewer = viewerOf(locals);
  const client = locals.activeClient;
  if (!viewer || !client || !/^[\w-]{1,40}$/.test(id)) return undefined;
  const event = await readEvent(locals.config, id, now);
  if (!event || event.clientId !== client.id) return undefined;
  const role = eventRoleOf(event, viewer);
  return role === 'none' ? undefined : { event, role, viewer };
}

/** A new id for an event or a clarification: random, so nobody guesses another's. */
export const newId = (): string => randomBytes(12).toString('base64url');

import { authRoles, hasPermission } from '../../auth/roles.ts';
import { sameOrganisation } from '../../auth/vendor-organisation.ts';
import { phaseOf, type RfpEvent, type VendorResponse } from './event.ts';

/**
 * Who does what in an RFP event (decision 140). Provider staff run it for the client as its buyer:
 * they import, publish, answer clarifications, close and award. The client's users follow it and
 * evaluate once it has closed. An invited vendor's users answer for their organisation and see
 * nothing of another's. Everyone else sees nothing of it.
 */
export type EventRole = 'buyer' | 'client' | 'vendor' | 'none';

export interface Viewer {
  uid: string;
  name: string;
  roles: readonly string[];
  /** The vendor organisation the person answers for (vendor users only). */
  organisation: string | null;
}

export function eventRoleOf(event: Pick<RfpEvent, 'status' | 'invited'>, viewer: Viewer): EventRole {
  if (hasPermission(authRoles.staff, viewer.roles)) return 'buyer';
  if (viewer.organisation !== null) {
    const invited = event.invited.some((vendor) => sameOrganisation(vendor.organisation, viewer.organisation ?? ''));
    // A draft is the buyer's until it is published.
    return invited && event.status !== 'draft' ? 'vendor' : 'none';
  }
  if (hasPermission(authRoles.cpUsers, viewer.roles)) return event.status === 'draft' ? 'none' : 'client';
  return 'none';
}

/** Whether the person may read this organisation's answers now: its own people always, the
 * buyer and the client only once the event has closed, another vendor never. */
export function answersReadable(
  event: Pick<RfpEvent, 'status' | 'deadline' | 'invited'>,
  viewer: Viewer,
  organisation: string,
  now: Date,
): boolean {
  const role = eventRoleOf(event, viewer);
  if (role === 'vendor') return sameOrganisation(organisation, viewer.organisation ?? '');
  if (role === 'buyer' || role === 'client')
    return phaseOf(event, now) === 'closed' || phaseOf(event, now) === 'awarded';
  return false;
}

/**
 * A vendor's file as this person may download it: its own people any file of their draft or of
 * their submission; the buyer and the client, once the event has closed, the files the vendor
 * submitted; nobody else any (undefined: the same 404 whatever the reason).
 */
export function fileReadable(
  event: Pick<RfpEvent, 'status' | 'deadline' | 'invited'>,
  viewer: Viewer,
  organisation: string,
  response: VendorResponse,
  itemId: string,
  now: Date,
): { name: string; itemId: string } | undefined {
  if (!answersReadable(event, viewer, organisation, now)) return undefined;
  const submitted = response.submitted?.receipt.files.find((file) => file.itemId === itemId);
  const held = submitted?.itemId ? { name: submitted.name, itemId: submitted.itemId } : undefined;
  if (eventRoleOf(event, viewer) !== 'vendor') return held;
  const drafted = Object.values(response.files)
    .flat()
    .find((file) => file.itemId === itemId);
  return drafted ? { name: drafted.name, itemId: drafted.itemId } : held;
}

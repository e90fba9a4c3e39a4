import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { collectionOf } from '../../server/storage/storage.ts';
import { type ActivityKind, type LockerActivity, NO_ACTIVITY, withEvent, withOpen } from '../activity.ts';
import { todayOf } from '../deadlines.ts';

/**
 * The contract locker's activity, one document per client in the portal's storage (files or
 * Redis, so every instance counts into the same one). People are kept as a keyed hash of their
 * id: the widget counts them, and names no one.
 */
const countsSchema = z.object({
  opens: z.number().int().nonnegative(),
  edits: z.number().int().nonnegative(),
  reminders: z.number().int().nonnegative(),
});
const activitySchema = z.object({
  days: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), countsSchema),
  opens: z.record(
    z.string().max(200),
    z.object({ count: z.number().int().nonnegative(), people: z.array(z.string().max(64)).max(100) }),
  ),
});

function activityOf(config: PortalConfig) {
  return collectionOf(config, { prefix: 'contract-activity', schema: activitySchema });
}

/** A person as the activity keeps them: not their id, a hash of it within the client. */
function personKey(clientId: string, uid: string): string {
  return createHash('sha256').update(`${clientId}\n${uid}`).digest('base64url').slice(0, 22);
}

export async function readLockerActivity(config: PortalConfig, clientId: string): Promise<LockerActivity> {
  return (await activityOf(config).get(clientId)) ?? NO_ACTIVITY;
}

/**
 * Counts an event into the client's activity. The activity is what the widgets show, never what a
 * request depends on: a failure to count is logged and the request goes on.
 */
async function record(config: PortalConfig, clientId: string, change: (activity: LockerActivity) => LockerActivity) {
  try {
    await activityOf(config).update(clientId, (current) => change(current ?? NO_ACTIVITY));
  } catch (error) {
    logOf(config).warn({ err: error, clientId }, 'Contract locker activity was not counted');
  }
}

export function recordContractOpened(config: PortalConfig, clientId: string, contractId: string, uid: string) {
  return record(config, clientId, (activity) => withOpen(activity, todayOf(), contractId, personKey(clientId, uid)));
}

export function recordLockerEvent(
  config: PortalConfig,
  clientId: string,
  kind: Exclude<ActivityKind, 'opens'>,
  count = 1,
) {
  return record(config, clientId, (activity) => withEvent(activity, todayOf(), kind, count));
}

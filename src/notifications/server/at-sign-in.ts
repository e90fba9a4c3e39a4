import { grantsFeature } from '../../auth/features.ts';
import type { PortalSession } from '../../auth/server/session-store.ts';
import { sessionRoles } from '../../auth/server/sessions.ts';
import { activeClientOf } from '../../clients/client.ts';
import { todayOf } from '../../contracts/deadlines.ts';
import { recordLockerEvent } from '../../contracts/server/activity-store.ts';
import { contractsSeenBy } from '../../contracts/server/register-source.ts';
import { contractNotices, contractReminders } from '../../contracts/server/reminders.ts';
import { registerScopeOf } from '../../contracts/vendor-scope.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { addNotification, sentBeforeOf } from './inbox.ts';

/**
 * At sign-in and when another client is chosen: reminders of the active client's contracts at
 * 90, 60, 30 and 7 days before their deadlines, each once per person (decision 065, docs/data.md, Contracts),
 * when the client has the contract locker; more than a few at once as one notice (decision 098). The contracts are read app-only from the client's
 * library (decision 075). A failure here is logged and never stands in the way of signing in.
 */
export async function announceEndingContracts(config: PortalConfig, session: PortalSession, requestId: string) {
  const client = activeClientOf(session.clients, session.activeClientId);
  if (!client || !grantsFeature(sessionRoles(session, client), 'CONTRACT_LOCKER')) return;
  try {
    // A vendor's people are reminded of their own company's contracts only, as their register shows.
    const contracts = await contractsSeenBy(config, client, registerScopeOf(session, sessionRoles(session, client)));
    const today = todayOf();
    const reminders = contractReminders(contracts, client, today);
    // A few are told one by one; more (a first sign-in) as one notice counting them.
    const notices = contractNotices(reminders, await sentBeforeOf(config, session.uid), client, today);
    // The soonest is added last, so it is the newest: the first the panel shows.
    for (const notification of notices.reverse()) await addNotification(config, session.uid, notification);
    // Each contract a notice stands for, for the locker's activity.
    const reminded = notices.reduce((sum, notice) => sum + (notice.alsoSent?.length ?? 1), 0);
    if (reminded > 0) await recordLockerEvent(config, client.id, 'reminders', reminded);
  } catch (error) {
    logOf(config).error({ requestId, err: error }, 'Contracts ending soon were not announced');
  }
}

import { grantsFeature } from '../../auth/features.ts';
import type { PortalSession } from '../../auth/server/session-store.ts';
import { sessionRoles } from '../../auth/server/sessions.ts';
import { activeClientOf } from '../../clients/client.ts';
import { dayIn } from '../../contracts/deadlines.ts';
import { registerSourceOf } from '../../contracts/server/register-source.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { contractReminders } from './contracts.ts';
import { addNotification } from './inbox.ts';

/**
 * At sign-in and when another client is chosen: reminders of the active client's contracts at
 * 90, 60, 30 and 7 days before their deadlines, each once per person (decision 065, docs/data.md, Contracts),
 * when the client has the contract locker. The contracts are read app-only from the client's
 * library (decision 075). A failure here is logged and never stands in the way of signing in.
 */
export async function announceEndingContracts(config: PortalConfig, session: PortalSession, requestId: string) {
  const client = activeClientOf(session.clients, session.activeClientId);
  if (!client || !grantsFeature(sessionRoles(session, client), 'CONTRACT_LOCKER')) return;
  try {
    const contracts = await registerSourceOf(config).contractsOf(client);
    const ending = contractReminders(contracts, client, dayIn(new Date(), 'UTC'));
    // The soonest is added last, so it is the newest: the first the panel shows.
    for (const notification of ending.reverse()) await addNotification(config, session.uid, notification);
  } catch (error) {
    logOf(config).error({ requestId, err: error }, 'Contracts ending soon were not announced');
  }
}

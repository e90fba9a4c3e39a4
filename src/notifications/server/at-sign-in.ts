import { grantsFeature } from '../../auth/features.ts';
import type { PortalSession } from '../../auth/server/session-store.ts';
import { sessionRoles } from '../../auth/server/sessions.ts';
import { activeClientOf } from '../../clients/client.ts';
import { contractRegister } from '../../content/load.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { contractsEndingSoon } from './contracts.ts';
import { addNotification } from './inbox.ts';

/**
 * At sign-in and when another client is chosen: the active client's contracts that end within
 * 30 days, once a day each (decision 065), when the client has the contract locker. A failure
 * here is logged and never stands in the way of signing in.
 */
export async function announceEndingContracts(config: PortalConfig, session: PortalSession, requestId: string) {
  const client = activeClientOf(session.clients, session.activeClientId);
  if (!client || !grantsFeature(sessionRoles(session, client), 'CONTRACT_LOCKER')) return;
  try {
    const ending = contractsEndingSoon(await contractRegister(), client, Date.now());
    // The soonest is added last, so it is the newest: the first the panel shows.
    for (const notification of ending.reverse()) await addNotification(config, session.uid, notification);
  } catch (error) {
    logOf(config).error({ requestId, err: error }, 'Contracts ending soon were not announced');
  }
}

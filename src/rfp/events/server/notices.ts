import type { PortalSession } from '../../../auth/server/session-store.ts';
import { sessionRoles } from '../../../auth/server/sessions.ts';
import { vendorOrganisationOf } from '../../../auth/vendor-organisation.ts';
import { activeClientOf } from '../../../clients/client.ts';
import { addNotification } from '../../../notifications/server/inbox.ts';
import type { PortalConfig } from '../../../server/config.ts';
import { logOf } from '../../../server/log.ts';
import { rfpNotices } from '../notices.ts';
import { eventsOf } from './event-store.ts';

/**
 * At sign-in, at a switch of client and when the RFP pages are opened: what the active client's
 * RFP events owe the person, on the bell, each once. A failure is logged, never in anyone's way.
 */
export async function announceRfpEvents(
  config: PortalConfig,
  session: PortalSession,
  requestId: string,
): Promise<void> {
  const client = activeClientOf(session.clients, session.activeClientId);
  if (!client) return;
  try {
    const now = new Date();
    const roles = sessionRoles(session, client);
    const viewer = {
      uid: session.uid,
      name: session.displayName,
      roles,
      organisation: vendorOrganisationOf(session, roles),
    };
    const notices = rfpNotices(await eventsOf(config, client.id, now), viewer, client.client_name, now);
    for (const notice of notices) {
      const variant = notice.values.what === 'deadlineSoon' ? 'warning' : 'info';
      await addNotification(config, session.uid, {
        kind: 'rfpEvent',
        values: notice.values,
        variant,
        once: notice.once,
      });
    }
  } catch (error) {
    logOf(config).error({ requestId, err: error }, 'RFP events were not announced');
  }
}

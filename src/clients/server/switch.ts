import type { PortalSession } from '../../auth/server/session-store.ts';
import { saveSession } from '../../auth/server/sessions.ts';
import type { PortalConfig } from '../../server/config.ts';
import { type ClientSwitch, withActiveClient } from '../switching.ts';

/** `withActiveClient`, stored. */
export async function switchActiveClient(
  config: PortalConfig,
  session: PortalSession,
  clientId: string,
  projects?: readonly string[],
): Promise<ClientSwitch<PortalSession> | undefined> {
  const switched = withActiveClient(session, clientId, projects);
  if (switched) await saveSession(config, switched.session);
  return switched;
}

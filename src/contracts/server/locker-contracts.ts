/**
 * The active client's contracts for the contract locker's widgets and the who-has-what view: the
 * register source's listing (decision 083), or null when there is no client or the library cannot
 * be read (the register above says why; the widgets drawn from it are then left out rather than
 * shown with another client's or made-up figures).
 */
import type { SessionClient } from '../../auth/server/session-store.ts';
import type { PortalConfig } from '../../server/config.ts';
import type { LibraryContract } from '../../services/server-graph.ts';
import { registerSourceOf } from './register-source.ts';

export async function lockerContractsOf(
  config: PortalConfig,
  client: SessionClient | undefined | null,
): Promise<LibraryContract[] | null> {
  if (!client) return null;
  try {
    return await registerSourceOf(config).contractsOf(client);
  } catch {
    return null;
  }
}

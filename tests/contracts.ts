/**
 * What the browser suites expect of a client's contracts: its register as the server reads it
 * from a running local tenant (app-only, decision 075), through the portal's own rules.
 */
import { findClient, SERVER_CLIENT_ID, SERVER_CLIENT_SECRET } from '@client-portal/local-tenant';
import { contractNotices, contractReminders } from '../src/contracts/server/reminders.ts';
import type { NewNotification } from '../src/notifications/server/inbox.ts';
import { createServerGraph } from '../src/services/server-graph.ts';

/** The tenant beside the suite's main portal (playwright.config.ts: the portal's port + 1). */
export const suiteTenantPort = () => Number(process.env['E2E_PORT'] ?? 4391) + 1;

/** A client's contracts as the tenant at `tenantPort` serves them. */
export async function contractsOf(xref: number, tenantPort = suiteTenantPort()) {
  const client = findClient(xref);
  if (!client) throw new Error(`No seed client ${xref}`);
  const tenant = `http://localhost:${tenantPort}`;
  const graph = createServerGraph({
    graphApi: `${tenant}/graph/v1.0`,
    credentials: {
      tokenUrl: `${tenant}/idp/token`,
      clientId: SERVER_CLIENT_ID,
      clientSecret: SERVER_CLIENT_SECRET,
      scope: 'api://local-tenant/.default',
    },
  });
  return { client, contracts: await graph.listContracts(client) };
}

/** The reminders a person of the client gets at their first sign-in today, soonest deadline first. */
export async function expectedReminders(xref: number, tenantPort?: number): Promise<NewNotification[]> {
  const { client, contracts } = await contractsOf(xref, tenantPort);
  return contractReminders(contracts, client, new Date().toISOString().slice(0, 10));
}

/**
 * The notifications a person of the client gets at their first sign-in today: the reminders one by
 * one when there are a few, else one notice counting them (decision 098).
 */
export async function expectedNotices(xref: number, tenantPort?: number): Promise<NewNotification[]> {
  const { client, contracts } = await contractsOf(xref, tenantPort);
  const today = new Date().toISOString().slice(0, 10);
  return contractNotices(contractReminders(contracts, client, today), () => false, client, today);
}

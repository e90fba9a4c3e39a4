import type { ContractRegister } from '../../content/schemas/contract-locker.ts';
import { CONTRACT_NOTICE_DAYS } from '../notification.ts';
import type { NewNotification } from './inbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The notifications of one client's contracts that end within CONTRACT_NOTICE_DAYS of `now`
 * (today included), soonest first; each is sent once a day (UTC).
 */
export function contractsEndingSoon(
  register: ContractRegister,
  client: { hubspot_company_xref: number; client_name: string },
  now: number,
): NewNotification[] {
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  // The register's days move with today (see contractRegisterSchema).
  const shift = today - Date.parse(`${register.datedAsOf}T00:00:00Z`);
  return register.contracts
    .filter((contract) => contract.client === client.hubspot_company_xref)
    .map((contract) => ({ contract, endsAt: Date.parse(`${contract.endsOn}T00:00:00Z`) + shift }))
    .filter(({ endsAt }) => endsAt >= today && endsAt <= today + CONTRACT_NOTICE_DAYS * DAY_MS)
    .sort((a, b) => a.endsAt - b.endsAt)
    .map(({ contract, endsAt }) => ({
      kind: 'contractEnding',
      values: { contract: contract.title, vendor: contract.vendor, client: client.client_name, endsOn: dayOf(endsAt) },
      variant: 'warning',
      once: `contract:${client.hubspot_company_xref}:${contract.id}:${dayOf(today)}`,
    }));
}

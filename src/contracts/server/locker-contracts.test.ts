import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionClient } from '../../auth/server/session-store.ts';
import type { PortalConfig } from '../../server/config.ts';
import { WHOLE_REGISTER } from '../vendor-scope.ts';

const contractsOf = vi.fn(async (_client: SessionClient) => [{ id: 'contract-1' }]);
vi.mock('./register-source.ts', () => ({
  contractsSeenBy: (_config: PortalConfig, client: SessionClient) => contractsOf(client),
}));

const { lockerContractsOf, readsRegister } = await import('./locker-contracts.ts');

const config = {} as PortalConfig;
const client: SessionClient = {
  id: 'client-1',
  hubspot_company_xref: 1001,
  client_name: 'Northwind Traders',
  projects: [],
  user_client_roles: [],
  siteID: 'site-1',
  parentID: 'p',
  LibraryUploadID: 'u',
  logo_path: '',
};

describe("the contract locker's contracts", () => {
  beforeEach(() => contractsOf.mockClear());

  it('are read for someone granted the contract locker', async () => {
    expect(
      await lockerContractsOf(config, client, ['EFI_USER', 'CONTRACT_LOCKER', 'WHO_HAS_WHAT'], WHOLE_REGISTER),
    ).toEqual([{ id: 'contract-1' }]);
    expect(contractsOf).toHaveBeenCalledTimes(1);
  });

  it('are read for a client whose record lists no feature (it has them all)', async () => {
    expect(await lockerContractsOf(config, client, ['CLIENT_USER'], WHOLE_REGISTER)).not.toBeNull();
    expect(readsRegister(['CLIENT_USER'])).toBe(true);
  });

  it('are not read for someone granted who has what without the contract locker', async () => {
    expect(await lockerContractsOf(config, client, ['CLIENT_USER', 'WHO_HAS_WHAT'], WHOLE_REGISTER)).toBeNull();
    expect(readsRegister(['CLIENT_USER', 'WHO_HAS_WHAT', 'FILE_MANAGER'])).toBe(false);
    expect(contractsOf).not.toHaveBeenCalled();
  });

  it('are not read without an active client', async () => {
    expect(await lockerContractsOf(config, undefined, ['CONTRACT_LOCKER'], WHOLE_REGISTER)).toBeNull();
    expect(contractsOf).not.toHaveBeenCalled();
  });
});

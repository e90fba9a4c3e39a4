import { describe, expect, it } from 'vitest';
import { parseContract } from '../contract.ts';
import { lockerContractsOf, readsRegister } from './locker-contracts.ts';
import type { RegisterRead } from './register-source.ts';

const contract = {
  ...parseContract({ ContractTitle: 'Cloud', Vendor: 'Hooli' }, { id: 'contract-1', eTag: null, fileName: null }),
  folder: '',
  webUrl: null,
  size: null,
  lastModified: null,
};
const read: RegisterRead = { contracts: [contract] };

describe("the contract locker's contracts", () => {
  it("are the page's reading for someone granted the contract locker", () => {
    expect(lockerContractsOf(read, ['EFI_USER', 'CONTRACT_LOCKER', 'WHO_HAS_WHAT'])).toEqual([contract]);
  });

  it('are given to a client whose record lists no feature (it has them all)', () => {
    expect(lockerContractsOf(read, ['CLIENT_USER'])).toEqual([contract]);
    expect(readsRegister(['CLIENT_USER'])).toBe(true);
  });

  it('are not given to someone granted who has what without the contract locker', () => {
    expect(lockerContractsOf(read, ['CLIENT_USER', 'WHO_HAS_WHAT'])).toBeNull();
    expect(readsRegister(['CLIENT_USER', 'WHO_HAS_WHAT', 'FILE_MANAGER'])).toBe(false);
  });

  it('are none without an active client or when the library could not be read', () => {
    expect(lockerContractsOf(null, ['CONTRACT_LOCKER'])).toBeNull();
    expect(lockerContractsOf({ error: new Error('busy') }, ['CONTRACT_LOCKER'])).toBeNull();
  });
});

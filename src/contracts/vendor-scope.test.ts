import { describe, expect, it } from 'vitest';
import type { ContractEntry } from './contract.ts';
import { contractsInScope, registerScopeKey, registerScopeOf, WHOLE_REGISTER } from './vendor-scope.ts';

const entry = (id: string, vendor: string | null) => ({ id, facts: { vendor } }) as unknown as ContractEntry;
const register = [entry('a', 'Vendor Co'), entry('b', 'Temenos'), entry('c', ' vendor  co '), entry('d', null)];
const vera = { userInfo: { companyName: 'Vendor Co' } };

describe('what of the register a person sees', () => {
  it('is the whole register for staff and client users', () => {
    expect(registerScopeOf(vera, ['user', 'EFI_USER'])).toEqual(WHOLE_REGISTER);
    expect(registerScopeOf(vera, ['user', 'CLIENT_PROSPECT_USER', 'VENDOR_USER'])).toEqual(WHOLE_REGISTER);
    expect(contractsInScope(register, WHOLE_REGISTER).map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('is the same array for the same listing and scope, and another for another', () => {
    const vendorScope = registerScopeOf(vera, ['user', 'VENDOR_USER']);
    expect(contractsInScope(register, WHOLE_REGISTER)).toBe(contractsInScope(register, WHOLE_REGISTER));
    expect(contractsInScope(register, vendorScope)).toBe(contractsInScope(register, vendorScope));
    expect(contractsInScope(register, vendorScope)).not.toBe(contractsInScope(register, WHOLE_REGISTER));
    expect(contractsInScope([...register], WHOLE_REGISTER)).not.toBe(contractsInScope(register, WHOLE_REGISTER));
  });

  it("is a vendor user's own organisation's contracts only", () => {
    const scope = registerScopeOf(vera, ['user', 'VENDOR_USER']);
    expect(scope).toEqual({ whole: false, vendor: 'Vendor Co' });
    expect(contractsInScope(register, scope).map((c) => c.id)).toEqual(['a', 'c']);
    expect(registerScopeKey(scope)).not.toBe(registerScopeKey(WHOLE_REGISTER));
  });

  it('is nothing for a vendor user the auth API names no organisation for', () => {
    const scope = registerScopeOf({ userInfo: { companyName: ' ' } }, ['VENDOR_USER']);
    expect(contractsInScope(register, scope)).toEqual([]);
    expect(contractsInScope(register, registerScopeOf(undefined, ['VENDOR_USER']))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ContractRegister } from '../../content/schemas/contract-locker.ts';
import { contractsEndingSoon } from './contracts.ts';

const register: ContractRegister = {
  datedAsOf: '2026-11-01',
  contracts: [
    { id: 'late', client: 1, title: 'Late', vendor: 'V', endsOn: '2026-12-01' },
    { id: 'soon', client: 1, title: 'Soon', vendor: 'V', endsOn: '2026-11-05' },
    { id: 'ended', client: 1, title: 'Ended', vendor: 'V', endsOn: '2026-10-31' },
    { id: 'today', client: 1, title: 'Today', vendor: 'V', endsOn: '2026-11-01' },
    { id: 'too-late', client: 1, title: 'Too late', vendor: 'V', endsOn: '2026-12-02' },
    { id: 'other', client: 2, title: 'Other client', vendor: 'V', endsOn: '2026-11-02' },
  ],
};
const client = { hubspot_company_xref: 1, client_name: 'Northwind' };

describe('contracts ending soon', () => {
  it("are the client's contracts ending from today to 30 days on, soonest first, once a day each", () => {
    const ending = contractsEndingSoon(register, client, Date.parse('2026-11-01T15:00:00Z'));
    expect(ending.map((n) => n.values['contract'])).toEqual(['Today', 'Soon', 'Late']);
    expect(ending[1]).toEqual({
      kind: 'contractEnding',
      values: { contract: 'Soon', vendor: 'V', client: 'Northwind', endsOn: '2026-11-05' },
      variant: 'warning',
      once: 'contract:1:soon:2026-11-01',
    });
  });

  it('move with today: the register is read as if its day were today', () => {
    const ending = contractsEndingSoon(register, client, Date.parse('2027-03-11T08:00:00Z'));
    expect(ending.map((n) => [n.values['contract'], n.values['endsOn']])).toEqual([
      ['Today', '2027-03-11'],
      ['Soon', '2027-03-15'],
      ['Late', '2027-04-10'],
    ]);
    expect(ending[0]?.once).toBe('contract:1:today:2027-03-11');
  });

  it('are none for a client without contracts', () => {
    expect(contractsEndingSoon(register, { hubspot_company_xref: 9, client_name: 'None' }, Date.now())).toEqual([]);
  });
});

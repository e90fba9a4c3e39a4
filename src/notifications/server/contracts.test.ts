import { describe, expect, it } from 'vitest';
import { parseContract } from '../../contracts/contract.ts';
import { contractReminders } from './contracts.ts';

const client = { hubspot_company_xref: 1, client_name: 'Northwind' };
const contract = (id: string, fields: Record<string, unknown>) =>
  parseContract({ Vendor: 'V', Title: id, Status: 'Active', ...fields }, { id });
const TODAY = '2026-11-26';

describe('contract reminders', () => {
  it('remind at the nearest of 90, 60, 30 and 7 days crossed, soonest deadline first', () => {
    const reminders = contractReminders(
      [
        contract('far', { EndDate: '2027-03-01' }), // 95 days: nothing yet
        contract('ninety', { EndDate: '2027-02-24' }), // 90 days: the 90-day reminder
        contract('fifty', { EndDate: '2027-01-15' }), // 50 days: the 60-day one only
        contract('five', { EndDate: '2026-12-01' }), // 5 days: the 7-day one only
        contract('passed', { EndDate: '2026-11-25' }), // passed: none
        contract('draft', { EndDate: '2026-12-01', Status: 'Draft' }), // not active: none
        contract('broken', { EndDate: 'soon' }), // no deadline: none
      ],
      client,
      TODAY,
    );
    expect(reminders.map((r) => [r.values['contract'], r.once])).toEqual([
      ['five', 'contract:1:five:end:2026-12-01:7'],
      ['fifty', 'contract:1:fifty:end:2027-01-15:60'],
      ['ninety', 'contract:1:ninety:end:2027-02-24:90'],
    ]);
    expect(reminders[0]?.variant).toBe('warning');
    expect(reminders[2]?.variant).toBe('info');
  });

  it('count to the notice day of an auto-renewing contract', () => {
    const [reminder] = contractReminders(
      [contract('renews', { EndDate: '2027-03-31', AutoRenew: true, NoticePeriodDays: 120 })],
      client,
      TODAY,
    );
    // Notice by 2026-12-01: five days left, so the 7-day reminder.
    expect(reminder).toMatchObject({
      values: { endsOn: '2026-12-01', deadline: 'notice' },
      once: 'contract:1:renews:notice:2026-12-01:7',
    });
  });

  it('give a deadline whose date moved its reminders again', () => {
    const before = contractReminders([contract('moved', { EndDate: '2026-12-20' })], client, TODAY);
    const after = contractReminders([contract('moved', { EndDate: '2026-12-21' })], client, TODAY);
    expect(before[0]?.once).not.toBe(after[0]?.once);
  });
});

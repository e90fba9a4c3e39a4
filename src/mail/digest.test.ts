import { describe, expect, it } from 'vitest';
import { parseContract } from '../contracts/contract.ts';
import { addDays } from '../contracts/deadlines.ts';
import { contractStatesOf } from '../contracts/model.ts';
import { digestOf } from './digest.ts';
import { contractReminderMails } from './reminders.ts';

const TODAY = '2026-12-07';
const contract = (id: string, fields: Record<string, unknown>, followUp?: Parameters<typeof withFollowUp>[1]) =>
  withFollowUp(
    parseContract({ Vendor: `V ${id}`, Title: id, Status: 'Active', Owner: 'Cem Client', ...fields }, { id }),
    followUp,
  );
function withFollowUp<T>(entry: T, followUp?: { ownerEmail: string | null; recipients: string[]; decisions: [] }) {
  return followUp ? { ...entry, followUp } : entry;
}
const ending = (days: number) => ({ EndDate: addDays(TODAY, days) });

const states = contractStatesOf(
  [
    contract('today', ending(0)),
    contract('seven', ending(7)),
    contract('eight', ending(8)),
    contract('thirty', ending(30)),
    contract('sixty', ending(60)),
    contract('ninety', ending(90)),
    contract('later', ending(91)),
    contract('draft', { ...ending(5), Status: 'Draft' }),
    // Renews itself on 2027-01-01 with 60 days' notice: notice was due on 2026-11-02.
    contract('missed', { EndDate: '2027-01-01', AutoRenew: true, NoticePeriodDays: 60, StartDate: '2026-01-02' }),
  ],
  TODAY,
);

describe('a digest', () => {
  it('puts each open contract in one bucket: within 7, 30, 60 or 90 days, or notice missed', () => {
    const sections = digestOf({ states, newSince: TODAY, firstSeen: () => undefined, rfpDeadlines: [] });
    const ids = Object.fromEntries(sections.map((section) => [section.id, section.items.map((item) => item.id)]));
    expect(ids['notice7']).toEqual(['today', 'seven']);
    expect(ids['notice30']).toEqual(['eight', 'thirty']);
    expect(ids['notice60']).toEqual(['sixty']);
    expect(ids['notice90']).toEqual(['ninety']);
    expect(ids['missed']).toEqual(['missed']);
    expect(ids['decisionsDue']).toHaveLength(6);
    expect(sections.find((section) => section.id === 'notice7')?.view).toBe('within=7');
  });

  it('lists the contracts first seen since the period began, and is empty (not sent) with nothing to say', () => {
    const sections = digestOf({
      states,
      newSince: TODAY,
      firstSeen: (id) => (id === 'later' ? TODAY : '1970-01-01'),
      rfpDeadlines: [],
    });
    expect(sections.find((section) => section.id === 'newContracts')?.items.map((item) => item.id)).toEqual(['later']);
    const quiet = contractStatesOf([contract('far', ending(400))], TODAY);
    expect(digestOf({ states: quiet, newSince: TODAY, firstSeen: () => '1970-01-01', rfpDeadlines: [] })).toEqual([]);
  });
});

describe('contract reminders by mail', () => {
  it('go to the owner and the extra recipients, at the nearest threshold crossed, once per key', () => {
    const reminders = contractReminderMails(
      contractStatesOf(
        [
          contract('twenty', ending(20), { ownerEmail: null, recipients: ['legal@northwind.test'], decisions: [] }),
          contract('addressed', { ...ending(60), Owner: 'Ada Admin <ada.admin@efi.test>' }),
          contract('nobody', { ...ending(7), Owner: 'Someone Unknown' }),
          contract('far', ending(95)),
        ],
        TODAY,
      ),
      1001,
      TODAY,
      (owner) => (owner === 'Cem Client' ? 'cem.client@northwind.test' : undefined),
    );
    expect(reminders.map((reminder) => [reminder.contractId, reminder.threshold, reminder.recipients])).toEqual([
      ['twenty', 30, ['cem.client@northwind.test', 'legal@northwind.test']],
      ['addressed', 60, ['ada.admin@efi.test']],
    ]);
    expect(reminders[0]?.once).toBe(`contract:1001:twenty:end:${addDays(TODAY, 20)}:30`);
  });
});

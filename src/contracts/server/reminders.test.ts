import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translator.ts';
import type { StoredNotification } from '../../notifications/server/inbox.ts';
import { notificationView } from '../../notifications/server/messages.ts';
import { parseContract } from '../contract.ts';
import { contractNotices, contractReminders, REMINDERS_ONE_BY_ONE } from './reminders.ts';

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

describe('contract notices at sign-in', () => {
  // Active contracts ending 10, 20, … days from TODAY: each due its 30-, 60- or 90-day reminder.
  const ending = (count: number) =>
    contractReminders(
      Array.from({ length: count }, (_, index) => {
        const end = new Date(Date.parse(`${TODAY}T00:00:00Z`) + (index + 1) * 10 * 86_400_000);
        return contract(`c${index}`, { EndDate: end.toISOString().slice(0, 10) });
      }),
      client,
      TODAY,
    );
  const never = () => false;

  it('give a few reminders one by one, as they are', () => {
    const reminders = ending(REMINDERS_ONE_BY_ONE);
    expect(contractNotices(reminders, never, client, TODAY)).toEqual(reminders);
  });

  it('give more than a few as one notice counting them, standing for each', () => {
    const reminders = ending(REMINDERS_ONE_BY_ONE + 1);
    const notices = contractNotices(reminders, never, client, TODAY);
    expect(notices).toEqual([
      {
        kind: 'contractsNeedNotice',
        values: { client: 'Northwind', count: 4, within: 90 },
        variant: 'warning',
        once: `contracts:1:${TODAY}:4`,
        alsoSent: reminders.map((reminder) => reminder.once),
      },
    ]);
  });

  it('count only the reminders not sent before', () => {
    const reminders = ending(6);
    const sent = new Set(reminders.slice(0, 3).map((reminder) => reminder.once));
    expect(contractNotices(reminders, (once) => sent.has(once), client, TODAY)).toEqual(reminders.slice(3));
    expect(contractNotices(reminders, () => true, client, TODAY)).toEqual([]);
  });

  it("read in the person's language, plural forms included, and lead to the register filtered to them", () => {
    const stored = (count: number): StoredNotification => ({
      id: 'n',
      kind: 'contractsNeedNotice',
      values: { client: 'Northwind', count, within: 90 },
      variant: 'warning',
      createdAt: 0,
      read: false,
    });
    const arabic = (count: number) => notificationView(stored(count), translatorFor('ar'), 'ar').message;
    expect(arabic(4)).toBe('Northwind: ٤ عقود تحتاج إلى إشعار خلال ٩٠ يومًا.');
    expect(arabic(16)).toBe('Northwind: ١٦ عقدًا تحتاج إلى إشعار خلال ٩٠ يومًا.');
    expect(arabic(100)).toBe('Northwind: ١٠٠ عقد تحتاج إلى إشعار خلال ٩٠ يومًا.');
    const english = notificationView(stored(16), translatorFor('en'), 'en');
    expect(english).toMatchObject({
      message: 'Northwind: 16 contracts need notice within 90 days.',
      link: { href: '/apps/dashboards/contractlocker?within=90', label: 'Show them in the register' },
    });
  });
});

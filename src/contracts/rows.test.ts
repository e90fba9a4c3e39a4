import { describe, expect, it } from 'vitest';
import { parseContract } from './contract.ts';
import { rowOf } from './rows.ts';

const entry = (fields: Record<string, unknown>) =>
  parseContract({ Vendor: 'Acme', Title: 'MSA', Status: 'Active', ...fields }, { id: '1' });

describe('a register row', () => {
  it('counts the days left to the notice deadline of an auto-renewing contract', () => {
    const row = rowOf(entry({ EndDate: '2027-03-31', AutoRenew: true, NoticePeriodDays: 60 }), '2026-11-26');
    expect(row.deadline).toEqual({ kind: 'notice', day: '2027-01-30' });
    expect(row.daysLeft).toBe(65);
    expect(row.bucket).toBe('within90');
  });

  it('counts to the end otherwise, and has no deadline without an end', () => {
    expect(rowOf(entry({ EndDate: '2026-11-20' }), '2026-11-26')).toMatchObject({ daysLeft: -6, bucket: 'overdue' });
    expect(rowOf(entry({}), '2026-11-26')).toMatchObject({ deadline: null, daysLeft: null, bucket: null });
  });

  it('says an expired or terminated contract past its date ended; an active one is overdue', () => {
    const past = { EndDate: '2026-11-20' };
    expect(rowOf(entry({ ...past, Status: 'Expired' }), '2026-11-26')).toMatchObject({
      bucket: 'overdue',
      ended: true,
    });
    expect(rowOf(entry({ ...past, Status: 'Terminated' }), '2026-11-26').ended).toBe(true);
    expect(rowOf(entry(past), '2026-11-26').ended).toBe(false);
    expect(rowOf(entry({ EndDate: '2026-12-20', Status: 'Expired' }), '2026-11-26').ended).toBe(false);
  });
});

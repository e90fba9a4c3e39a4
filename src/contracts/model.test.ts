import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContract } from './contract.ts';
import { addDays, daysBetween } from './deadlines.ts';
import { contractArb, dayArb, todayArb } from './generated-contracts.ts';
import {
  contractStateOf,
  contractStatesOf,
  currentTermEnd,
  needsNoticeWithin,
  noticeDayOf,
  renewalMonthsOf,
} from './model.ts';

const entry = (fields: Record<string, unknown>) =>
  parseContract({ Vendor: 'Acme', Title: 'MSA', Status: 'Active', ...fields }, { id: '1' });

describe('a contract as it stands', () => {
  it('counts the days left to the notice deadline of an auto-renewing contract', () => {
    const state = contractStateOf(
      entry({ EndDate: '2027-03-31', AutoRenew: true, NoticePeriodDays: 60 }),
      '2026-11-26',
    );
    expect(state.deadline).toEqual({ kind: 'notice', day: '2027-01-30' });
    expect(state.daysLeft).toBe(65);
    expect(state.bucket).toBe('within90');
    expect(state.open).toBe(true);
  });

  it('counts to the end for a contract that does not renew itself, whatever its notice period', () => {
    const state = contractStateOf(entry({ EndDate: '2027-03-31', NoticePeriodDays: 90 }), '2026-11-26');
    expect(state.deadline).toEqual({ kind: 'end', day: '2027-03-31' });
  });

  it('counts to the end for an auto-renewing contract without notice', () => {
    expect(contractStateOf(entry({ EndDate: '2027-03-31', AutoRenew: true }), '2026-11-26').deadline?.kind).toBe('end');
  });

  it('counts a leap day as a day when the notice period spans February of a leap year', () => {
    const noticeDay = (end: string, days: number) =>
      contractStateOf(entry({ EndDate: end, AutoRenew: true, NoticePeriodDays: days }), '2026-01-01').deadline?.day;
    expect(noticeDay('2028-03-01', 1)).toBe('2028-02-29');
    expect(noticeDay('2028-03-30', 30)).toBe('2028-02-29');
    expect(noticeDay('2027-03-30', 30)).toBe('2027-02-28');
    expect(noticeDay('2028-02-29', 365)).toBe('2027-03-01');
  });

  it('has no deadline without an end', () => {
    expect(contractStateOf(entry({}), '2026-11-26')).toMatchObject({ deadline: null, daysLeft: null, bucket: null });
  });

  it('has expired once a contract that does not renew itself is past its end, whatever the column says', () => {
    const state = contractStateOf(entry({ EndDate: '2026-11-20' }), '2026-11-26');
    expect(state).toMatchObject({ status: 'Expired', ended: true, bucket: 'ended', open: false, daysLeft: -6 });
  });

  it('says an expired or terminated contract ended, and never that it needs notice', () => {
    for (const Status of ['Expired', 'Terminated']) {
      const state = contractStateOf(entry({ EndDate: '2026-12-20', Status }), '2026-11-26');
      expect(state).toMatchObject({ ended: true, open: false, bucket: 'ended' });
      expect(needsNoticeWithin(state, 90)).toBe(false);
    }
  });

  it('never asks notice of a draft', () => {
    const state = contractStateOf(entry({ EndDate: '2026-12-20', Status: 'Draft' }), '2026-11-26');
    expect(state.open).toBe(false);
    expect(needsNoticeWithin(state, 90)).toBe(false);
  });

  it('says notice was missed once the last day to give it passed, and names the day it renews', () => {
    const state = contractStateOf(
      entry({ StartDate: '2026-01-01', EndDate: '2026-12-31', AutoRenew: true, NoticePeriodDays: 90 }),
      '2026-12-07',
    );
    expect(state).toMatchObject({ noticeMissed: true, bucket: 'missed', open: false, termEnd: '2026-12-31' });
    expect(needsNoticeWithin(state, 365)).toBe(false);
  });

  it('rolls an auto-renewing contract past its end into its next term, with a new notice day', () => {
    const state = contractStateOf(
      entry({ StartDate: '2025-01-01', EndDate: '2025-12-31', AutoRenew: true, NoticePeriodDays: 90 }),
      '2026-08-14',
    );
    expect(state).toMatchObject({ status: 'Active', termEnd: '2026-12-31', renewals: 1, noticeMissed: false });
    expect(state.deadline).toEqual({ kind: 'notice', day: '2026-10-02' });
    expect(state.daysLeft).toBe(49);
  });

  it('never reads "113 days overdue" for ever: after its term the missed notice becomes the next term', () => {
    const facts = { StartDate: '2025-09-01', EndDate: '2026-08-31', AutoRenew: true, NoticePeriodDays: 30 };
    expect(contractStateOf(entry(facts), '2026-08-20').noticeMissed).toBe(true);
    const next = contractStateOf(entry(facts), '2026-09-01');
    expect(next).toMatchObject({ noticeMissed: false, termEnd: '2027-08-31', open: true });
  });
});

describe('renewal terms', () => {
  it('last as long as the first term, or a year when its start is unknown', () => {
    expect(renewalMonthsOf('2025-03-01', '2026-02-28')).toBe(12);
    expect(renewalMonthsOf('2024-03-01', '2026-02-28')).toBe(24);
    expect(renewalMonthsOf('2026-01-01', '2026-03-31')).toBe(3);
    expect(renewalMonthsOf(null, '2026-02-28')).toBe(12);
  });

  it('keep month ends and 29 February from drifting', () => {
    expect(currentTermEnd('2028-02-29', 12, '2029-03-05')).toEqual({ termEnd: '2030-02-28', renewals: 2 });
    expect(currentTermEnd('2028-02-29', 12, '2028-03-01')).toEqual({ termEnd: '2029-02-28', renewals: 1 });
    expect(currentTermEnd('2026-06-30', 1, '2026-09-10')).toEqual({ termEnd: '2026-09-30', renewals: 3 });
  });

  it('take a notice period in months to the same day of an earlier month', () => {
    expect(noticeDayOf('2027-05-31', { months: 3 })).toBe('2027-02-28');
    expect(noticeDayOf('2027-05-31', { days: 90 })).toBe('2027-03-02');
  });
});

describe('one listing, one day', () => {
  it('is derived once and shared by every reader of the page', () => {
    const listing = [entry({ EndDate: '2027-01-01' })];
    expect(contractStatesOf(listing, '2026-11-26')).toBe(contractStatesOf(listing, '2026-11-26'));
    expect(contractStatesOf(listing, '2026-11-27')).not.toBe(contractStatesOf(listing, '2026-11-26'));
  });
});

const RUNS = { numRuns: 10_000 };

describe('every contract, as generated', () => {
  it('has its deadline no later than its current term end', () => {
    fc.assert(
      fc.property(contractArb, todayArb, (contract, today) => {
        const state = contractStateOf(contract, today);
        if (state.deadline && state.termEnd) expect(state.deadline.day <= state.termEnd).toBe(true);
      }),
      RUNS,
    );
  });

  it('never has an active contract that can still be noticed with a deadline in the past', () => {
    fc.assert(
      fc.property(contractArb, todayArb, (contract, today) => {
        const state = contractStateOf(contract, today);
        if (state.open) expect(daysBetween(today, state.deadline?.day ?? '0000-01-01')).toBeGreaterThanOrEqual(0);
        // An active auto-renewing contract is in a term that has not ended: missed at worst, never overdue.
        if (state.status === 'Active' && contract.facts.autoRenew && state.termEnd)
          expect(state.termEnd >= today).toBe(true);
        if (state.status === 'Active' && state.deadline) expect(state.open || state.noticeMissed).toBe(true);
      }),
      RUNS,
    );
  });

  it('never needs notice once terminated, expired or a draft', () => {
    fc.assert(
      fc.property(contractArb, todayArb, fc.integer({ min: 0, max: 400 }), (contract, today, window) => {
        const state = contractStateOf(contract, today);
        if (state.status !== 'Active') expect(needsNoticeWithin(state, window)).toBe(false);
      }),
      RUNS,
    );
  });

  it('rolls to the first term end on or after today, one renewal term after the last', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 36 }), todayArb, (end, months, today) => {
        const { termEnd, renewals } = currentTermEnd(end, months, today);
        expect(termEnd >= today).toBe(true);
        if (renewals > 0) expect(currentTermEnd(end, months, addDays(termEnd, 1)).renewals).toBe(renewals + 1);
        // A day earlier is the same term or the one before: never a jump of two terms.
        expect(renewals - currentTermEnd(end, months, addDays(today, -1)).renewals).toBeOneOf([0, 1]);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('renewal decisions in the model', () => {
  const TODAY = '2026-12-07';
  const decided = (choice: 'renew' | 'renegotiate' | 'terminate', termEnd: string, at = 1) => ({
    choice,
    termEnd,
    reason: 'r',
    by: { uid: 'u', name: 'Ada Admin' },
    at,
  });
  const withDecisions = (fields: Record<string, unknown>, decisions: ReturnType<typeof decided>[]) => ({
    ...parseContract({ Vendor: 'V', Title: 'T', Status: 'Active', ...fields }, { id: 'c' }),
    followUp: { ownerEmail: null, recipients: [], decisions },
  });
  const renewing = { StartDate: '2026-01-01', EndDate: '2026-12-31', AutoRenew: true, NoticePeriodDays: 30 };

  it('make a decision due within 90 days of an open deadline, until one is made for the term', () => {
    const open = contractStateOf(withDecisions(renewing, []), TODAY);
    expect(open).toMatchObject({
      deadline: { kind: 'notice', day: '2026-12-01' },
      decisionDue: null,
      noticeMissed: true,
    });
    const ahead = contractStateOf(withDecisions({ ...renewing, EndDate: '2027-01-31' }, []), TODAY);
    expect(ahead.decisionDue).toBe('2027-01-01');
    const made = contractStateOf(
      withDecisions({ ...renewing, EndDate: '2027-01-31' }, [decided('renegotiate', '2027-01-31')]),
      TODAY,
    );
    expect(made).toMatchObject({ decisionDue: null, open: true, decision: { choice: 'renegotiate' } });
  });

  it('Terminate gives notice: no longer open (no reminder, no calendar event), Terminated after its end', () => {
    const terminating = withDecisions({ ...renewing, EndDate: '2027-01-31' }, [decided('terminate', '2027-01-31')]);
    const before = contractStateOf(terminating, TODAY);
    expect(before).toMatchObject({
      status: 'Active',
      open: false,
      noticeGiven: true,
      deadline: { kind: 'end', day: '2027-01-31' },
    });
    expect(needsNoticeWithin(before, 365)).toBe(false);
    // An auto-renewing contract told to end does not roll on.
    expect(contractStateOf(terminating, '2027-03-01')).toMatchObject({
      status: 'Terminated',
      ended: true,
      termEnd: '2027-01-31',
    });
  });

  it('Renew rolls the term on, also for a contract that does not renew itself', () => {
    const fixed = { StartDate: '2026-02-01', EndDate: '2027-01-31' };
    const renewed = contractStateOf(withDecisions(fixed, [decided('renew', '2027-01-31')]), TODAY);
    expect(renewed).toMatchObject({
      termEnd: '2028-01-31',
      renewals: 1,
      deadline: { kind: 'end', day: '2028-01-31' },
      decisionDue: null,
    });
    expect(renewed.decision?.choice).toBe('renew');
    // Without the decision it would have expired after its end.
    expect(contractStateOf(withDecisions(fixed, []), '2027-03-01').status).toBe('Expired');
    expect(contractStateOf(withDecisions(fixed, [decided('renew', '2027-01-31')]), '2027-03-01').status).toBe('Active');
  });

  it('read the newest decision of a term, and ignore those of other terms', () => {
    const changed = contractStateOf(
      withDecisions({ ...renewing, EndDate: '2027-01-31' }, [
        decided('terminate', '2027-01-31', 1),
        decided('renegotiate', '2027-01-31', 2),
        decided('terminate', '2025-01-31', 3),
      ]),
      TODAY,
    );
    expect(changed).toMatchObject({ open: true, decision: { choice: 'renegotiate' } });
  });
});

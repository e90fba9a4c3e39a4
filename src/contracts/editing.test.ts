import { describe, expect, it } from 'vitest';
import type { ContractFacts } from './contract.ts';
import { softwareLicence } from './contract-examples.ts';
import { validateEdit } from './editing.ts';

const current: ContractFacts = softwareLicence;

describe('a staff edit of a contract', () => {
  it('becomes the partial fieldValueSet to PATCH, dates as Graph writes them', () => {
    expect(
      validateEdit(
        { end: '2028-03-31', noticePeriodDays: '90', annualValue: '52000.50', currency: 'gbp', autoRenew: false },
        current,
      ),
    ).toEqual({
      ok: true,
      fields: {
        EndDate: '2028-03-31T00:00:00Z',
        NoticePeriodDays: 90,
        AnnualValue: 52000.5,
        Currency: 'GBP',
        AutoRenew: false,
      },
    });
  });

  it('clears an optional fact left empty', () => {
    expect(validateEdit({ owner: '  ', start: '' }, current)).toEqual({
      ok: true,
      fields: { Owner: null, StartDate: null },
    });
  });

  it('refuses an end before the start, checking the new end against the start already there', () => {
    expect(validateEdit({ end: '2025-03-31' }, current)).toEqual({
      ok: false,
      errors: { end: 'contracts:edit.endBeforeStart' },
    });
  });

  it('refuses a start moved after the end already there', () => {
    expect(validateEdit({ start: '2027-04-01' }, current)).toEqual({
      ok: false,
      errors: { end: 'contracts:edit.endBeforeStart' },
    });
  });

  it('takes a notice period from 0 to 365 whole days and nothing else', () => {
    expect(validateEdit({ noticePeriodDays: '0' }, current).ok).toBe(true);
    expect(validateEdit({ noticePeriodDays: '365' }, current).ok).toBe(true);
    for (const bad of ['366', '-1', '1.5', 'abc'])
      expect(validateEdit({ noticePeriodDays: bad }, current)).toEqual({
        ok: false,
        errors: { noticePeriodDays: 'contracts:edit.noticeRange' },
      });
  });

  it('refuses a negative value, and an amount that is not a number', () => {
    expect(validateEdit({ annualValue: '-1' }, current)).toEqual({
      ok: false,
      errors: { annualValue: 'contracts:edit.negativeValue' },
    });
    expect(validateEdit({ annualValue: '12,5' }, current)).toEqual({
      ok: false,
      errors: { annualValue: 'contracts:edit.notANumber' },
    });
  });

  it('refuses an empty vendor, an impossible date, an unknown currency and an unknown status at once', () => {
    expect(validateEdit({ vendor: '', end: '2027-02-29', currency: 'XYZ', status: 'Signed' }, current)).toEqual({
      ok: false,
      errors: {
        vendor: 'contracts:edit.required',
        end: 'contracts:edit.notADate',
        currency: 'contracts:edit.unknownCurrency',
        status: 'contracts:edit.unknownStatus',
      },
    });
  });

  it('asks for a currency when a value remains without one', () => {
    expect(validateEdit({ currency: '' }, current)).toEqual({
      ok: false,
      errors: { currency: 'contracts:edit.currencyForValue' },
    });
    expect(validateEdit({ currency: '', annualValue: '' }, current).ok).toBe(true);
  });

  it('changes nothing when nothing is given', () => {
    expect(validateEdit({}, current)).toEqual({ ok: true, fields: {} });
  });
});

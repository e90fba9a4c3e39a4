import { describe, expect, it } from 'vitest';
import type { ContractFacts } from './contract.ts';
import { softwareLicence } from './contract-examples.ts';
import { changedFacts, editOfForm, formValuesOf, resolveConflict } from './edit-form.ts';

const facts: ContractFacts = { ...softwareLicence, annualValue: 48000.5 };
const opened = formValuesOf(facts);

describe('the edit form of a contract', () => {
  it('shows every fact as text, a missing one empty', () => {
    expect(opened).toEqual({
      vendor: 'Initech Software',
      title: 'Software licence',
      category: 'Software',
      start: '2025-04-01',
      end: '2027-03-31',
      noticePeriodDays: '60',
      autoRenew: true,
      annualValue: '48000.5',
      currency: 'EUR',
      owner: '',
      status: 'Active',
      vendorCity: 'Austin',
      vendorCountry: 'US',
    });
  });

  it('sends only the facts changed since it opened, spaces around a value not counting as a change', () => {
    const typed = { ...opened, owner: 'Marco Rossi', vendor: ' Initech Software ', autoRenew: false };
    expect(changedFacts(typed, opened)).toEqual(['autoRenew', 'owner']);
    expect(editOfForm(typed, opened, facts)).toEqual({ ok: true, fields: { AutoRenew: false, Owner: 'Marco Rossi' } });
  });

  it('sends nothing when nothing changed', () => {
    expect(editOfForm({ ...opened }, opened, facts)).toEqual({ ok: true, fields: {} });
  });

  it('checks the whole form, so an incomplete contract cannot be saved still missing what it needs', () => {
    const incomplete = formValuesOf({ ...facts, vendor: null, end: null });
    expect(editOfForm({ ...incomplete, owner: 'Marco' }, incomplete, { ...facts, vendor: null, end: null })).toEqual({
      ok: false,
      errors: { vendor: 'contracts:edit.required', end: 'contracts:edit.required' },
    });
    const completed = { ...incomplete, vendor: 'Globex', end: '2028-01-31' };
    expect(editOfForm(completed, incomplete, { ...facts, vendor: null, end: null })).toEqual({
      ok: true,
      fields: { Vendor: 'Globex', EndDate: '2028-01-31T00:00:00Z' },
    });
  });

  it('names each fact against the rules', () => {
    const typed = { ...opened, end: '2025-01-01', noticePeriodDays: '400', annualValue: '-1' };
    expect(editOfForm(typed, opened, facts)).toEqual({
      ok: false,
      errors: {
        end: 'contracts:edit.endBeforeStart',
        noticePeriodDays: 'contracts:edit.noticeRange',
        annualValue: 'contracts:edit.negativeValue',
      },
    });
  });
});

describe('a contract saved by someone else meanwhile', () => {
  const theirs = formValuesOf({ ...facts, owner: 'Ayşe Demir', end: '2027-06-30', autoRenew: false });

  it('keeps what this person typed, takes the other person’s values elsewhere, and names what they changed', () => {
    const typed = { ...opened, owner: 'Marco Rossi', noticePeriodDays: '90' };
    const conflict = resolveConflict(typed, opened, theirs);
    expect(conflict.values).toEqual({ ...theirs, owner: 'Marco Rossi', noticePeriodDays: '90' });
    expect(conflict.opened).toEqual(theirs);
    expect(conflict.changedMeanwhile).toEqual(['end', 'autoRenew', 'owner']);
    // Applied again, only this person's changes are written, over the other person's eTag.
    expect(editOfForm(conflict.values, conflict.opened, facts)).toEqual({
      ok: true,
      fields: { NoticePeriodDays: 90, Owner: 'Marco Rossi' },
    });
  });
});

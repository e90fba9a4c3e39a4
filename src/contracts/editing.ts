/**
 * A staff edit of a contract's facts, checked before it is written back to the library: end after
 * start, notice period 0–365 whole days, annual value not negative, a known currency. Messages are
 * dictionary keys (`contracts:edit.…`), so the form says them in the person's language; what passes
 * becomes the partial fieldValueSet the PATCH sends.
 */
import {
  CONTRACT_COLUMNS,
  CONTRACT_STATUSES,
  type ContractFact,
  type ContractFacts,
  isCurrencyCode,
  MAX_NOTICE_PERIOD_DAYS,
} from './contract.ts';
import { daysBetween, isCalendarDay } from './deadlines.ts';

/** What the edit form sends: text as typed (dates `YYYY-MM-DD`), the auto-renew box as a boolean. */
export type ContractEdit = Partial<Record<Exclude<ContractFact, 'autoRenew'>, string>> & { autoRenew?: boolean };

export type EditMessageKey =
  | 'contracts:edit.required'
  | 'contracts:edit.tooLong'
  | 'contracts:edit.notADate'
  | 'contracts:edit.endBeforeStart'
  | 'contracts:edit.noticeRange'
  | 'contracts:edit.notANumber'
  | 'contracts:edit.negativeValue'
  | 'contracts:edit.unknownCurrency'
  | 'contracts:edit.currencyForValue'
  | 'contracts:edit.unknownStatus'
  | 'contracts:edit.unknownCountry';

export type EditResult =
  | { ok: true; fields: Record<string, string | number | boolean | null> }
  | { ok: false; errors: Partial<Record<ContractFact, EditMessageKey>> };

const REQUIRED: readonly ContractFact[] = ['vendor', 'title', 'end', 'status'];
const TEXT: readonly ContractFact[] = ['vendor', 'title', 'category', 'owner', 'vendorCity'];

/** Graph's form of a date-only column: midnight UTC. */
function dateTimeOf(day: string): string {
  return `${day}T00:00:00Z`;
}

/**
 * Checks an edit against the contract's current facts (a rule between two facts, such as end after
 * start, holds for the pair after the edit) and answers the fields to PATCH, or a message per fact.
 */
export function validateEdit(edit: ContractEdit, current: ContractFacts): EditResult {
  const errors: Partial<Record<ContractFact, EditMessageKey>> = {};
  const fields: Record<string, string | number | boolean | null> = {};
  const given = <K extends keyof ContractEdit>(fact: K) => edit[fact] !== undefined;
  const trimmed = (fact: Exclude<ContractFact, 'autoRenew'>) => edit[fact]?.trim() ?? '';
  const empty = (fact: Exclude<ContractFact, 'autoRenew'>) => given(fact) && trimmed(fact) === '';

  for (const fact of REQUIRED) if (fact !== 'autoRenew' && empty(fact)) errors[fact] = 'contracts:edit.required';

  for (const fact of TEXT) {
    if (!given(fact as 'vendor') || errors[fact]) continue;
    const value = trimmed(fact as 'vendor');
    if (value.length > 255) errors[fact] = 'contracts:edit.tooLong';
    else fields[CONTRACT_COLUMNS[fact]] = value || null;
  }

  let start = current.start;
  let end = current.end;
  for (const fact of ['start', 'end'] as const) {
    if (!given(fact) || errors[fact]) continue;
    const value = trimmed(fact);
    if (value === '') {
      if (fact === 'start') start = null;
      fields[CONTRACT_COLUMNS[fact]] = null;
    } else if (!isCalendarDay(value)) errors[fact] = 'contracts:edit.notADate';
    else {
      if (fact === 'start') start = value;
      else end = value;
      fields[CONTRACT_COLUMNS[fact]] = dateTimeOf(value);
    }
  }
  if (!errors.start && !errors.end && start !== null && end !== null && daysBetween(start, end) <= 0)
    errors.end = 'contracts:edit.endBeforeStart';

  if (given('noticePeriodDays')) {
    const value = trimmed('noticePeriodDays');
    if (value === '') fields[CONTRACT_COLUMNS.noticePeriodDays] = null;
    else if (!/^\d+$/.test(value) || Number(value) > MAX_NOTICE_PERIOD_DAYS)
      errors.noticePeriodDays = 'contracts:edit.noticeRange';
    else fields[CONTRACT_COLUMNS.noticePeriodDays] = Number(value);
  }

  let hasValue = current.annualValue !== null;
  if (given('annualValue')) {
    // The form's number field sends a dot decimal whatever the language; a comma would be
    // ambiguous (a decimal in Turkish, thousands in English), so it is refused, not guessed.
    const value = trimmed('annualValue');
    if (value === '') {
      hasValue = false;
      fields[CONTRACT_COLUMNS.annualValue] = null;
    } else if (!/^-?\d+(\.\d{1,2})?$/.test(value)) errors.annualValue = 'contracts:edit.notANumber';
    else if (Number(value) < 0) errors.annualValue = 'contracts:edit.negativeValue';
    else {
      hasValue = true;
      fields[CONTRACT_COLUMNS.annualValue] = Number(value);
    }
  }

  let hasCurrency = current.currency !== null;
  if (given('currency')) {
    const value = trimmed('currency').toUpperCase();
    hasCurrency = value !== '';
    if (value !== '' && !isCurrencyCode(value)) errors.currency = 'contracts:edit.unknownCurrency';
    else fields[CONTRACT_COLUMNS.currency] = value || null;
  }
  if (!errors.annualValue && !errors.currency && hasValue && !hasCurrency)
    errors.currency = 'contracts:edit.currencyForValue';

  if (given('vendorCountry')) {
    const value = trimmed('vendorCountry').toUpperCase();
    if (value !== '' && !/^[A-Z]{2}$/.test(value)) errors.vendorCountry = 'contracts:edit.unknownCountry';
    else fields[CONTRACT_COLUMNS.vendorCountry] = value || null;
  }

  if (given('status') && !errors.status) {
    const value = trimmed('status');
    const status = CONTRACT_STATUSES.find((choice) => choice === value);
    if (status) fields[CONTRACT_COLUMNS.status] = status;
    else errors.status = 'contracts:edit.unknownStatus';
  }

  if (edit.autoRenew !== undefined) fields[CONTRACT_COLUMNS.autoRenew] = edit.autoRenew;

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

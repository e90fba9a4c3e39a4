/**
 * The staff edit form's values and what it sends: every fact as the form shows it (text, dates
 * `YYYY-MM-DD`, the auto-renew box), the facts a person changed since the form opened, and what
 * the form becomes when another person saved the contract meanwhile (Graph's 412): what this
 * person typed stays, the rest takes the other person's values, and each fact the other person
 * changed is named so the form can show their value beside it.
 */
import { CONTRACT_COLUMNS, type ContractFact, type ContractFacts } from './contract.ts';
import { type ContractEdit, type EditResult, validateEdit } from './editing.ts';

/** The form's values, one per fact: text as shown, the auto-renew box as a boolean. */
export type FormValues = Record<Exclude<ContractFact, 'autoRenew'>, string> & { autoRenew: boolean };

export const FORM_FACTS = Object.keys(CONTRACT_COLUMNS) as ContractFact[];

/** The form of a contract's facts; a fact the library lacks (or holds malformed) is empty. */
export function formValuesOf(facts: ContractFacts): FormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    vendor: text(facts.vendor),
    title: text(facts.title),
    category: text(facts.category),
    start: text(facts.start),
    end: text(facts.end),
    noticePeriodDays: text(facts.noticePeriodDays),
    autoRenew: facts.autoRenew,
    annualValue: text(facts.annualValue),
    currency: text(facts.currency),
    owner: text(facts.owner),
    vendorCity: text(facts.vendorCity),
    vendorCountry: text(facts.vendorCountry),
    status: text(facts.status),
  };
}

function same(fact: ContractFact, a: FormValues, b: FormValues): boolean {
  if (fact === 'autoRenew') return a.autoRenew === b.autoRenew;
  return a[fact].trim() === b[fact].trim();
}

/** The facts whose value in `typed` differs from `opened`. */
export function changedFacts(typed: FormValues, opened: FormValues): ContractFact[] {
  return FORM_FACTS.filter((fact) => !same(fact, typed, opened));
}

/**
 * Checks the whole form (a contract completed through it must end up with every fact it needs)
 * against the rules of editing.ts, and answers the fields to PATCH: only the facts changed since
 * the form opened, so a fact someone else changed and this person left alone is not written back.
 */
export function editOfForm(typed: FormValues, opened: FormValues, current: ContractFacts): EditResult {
  const whole: ContractEdit = { ...typed };
  const checked = validateEdit(whole, current);
  if (!checked.ok) return checked;
  const changed = new Set(changedFacts(typed, opened).map((fact) => CONTRACT_COLUMNS[fact] as string));
  return {
    ok: true,
    fields: Object.fromEntries(Object.entries(checked.fields).filter(([column]) => changed.has(column))),
  };
}

export interface Conflict {
  /** The form after the conflict: this person's changes over the other person's values. */
  values: FormValues;
  /** What the form now compares against: the library's values as the other person left them. */
  opened: FormValues;
  /** Facts the other person changed: the form shows their value beside each. */
  changedMeanwhile: ContractFact[];
}

/**
 * The form after a 412: the facts this person changed keep what they typed; the others take the
 * library's current values (they typed nothing there); `changedMeanwhile` are the facts the other
 * person changed, whether this person changed them too or not.
 */
export function resolveConflict(typed: FormValues, opened: FormValues, theirs: FormValues): Conflict {
  const mine = new Set(changedFacts(typed, opened));
  const values = { ...theirs };
  for (const fact of mine) {
    if (fact === 'autoRenew') values.autoRenew = typed.autoRenew;
    else values[fact] = typed[fact];
  }
  return { values, opened: theirs, changedMeanwhile: changedFacts(theirs, opened) };
}

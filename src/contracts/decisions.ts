/**
 * Renewal decisions (decision 128): once a contract enters its notice window, someone decides
 * what happens at the end of its term — Renew, Renegotiate or Terminate — and the portal records
 * who, when and why. A decision is made for one term (the term's end names it), so the next term
 * asks again. The contract model (`model.ts`) reads the decisions as facts of the contract, with
 * its owner's address and its extra reminder recipients: every screen reads them from there. Pure.
 */
import { type CalendarDay, isCalendarDay } from './deadlines.ts';

export const RENEWAL_CHOICES = ['renew', 'renegotiate', 'terminate'] as const;
export type RenewalChoice = (typeof RENEWAL_CHOICES)[number];

/** How long a reason may be. */
export const MAX_DECISION_REASON = 1000;
/** Decisions kept per contract (the newest): the history of a long-running contract stays bounded. */
export const MAX_DECISIONS_KEPT = 20;
/** A decision becomes due this many days before the deadline: the reminders' window. */
export const DECISION_WINDOW_DAYS = 90;

export interface RenewalDecision {
  choice: RenewalChoice;
  /** The end of the term the decision is for. */
  termEnd: CalendarDay;
  reason: string;
  /** Who recorded it: their portal id and their name as it was. */
  by: { uid: string; name: string };
  /** When (ms since epoch). */
  at: number;
}

/**
 * What the portal keeps of a contract besides its library's columns: who is reminded (the owner's
 * address, when the Owner column holds a name, and extra recipients) and the decisions made.
 */
export interface ContractFollowUp {
  ownerEmail: string | null;
  recipients: readonly string[];
  decisions: readonly RenewalDecision[];
}

export function isRenewalChoice(value: unknown): value is RenewalChoice {
  return typeof value === 'string' && (RENEWAL_CHOICES as readonly string[]).includes(value);
}

/** The newest decision made for a term, if any. */
export function decisionFor(
  decisions: readonly RenewalDecision[] | undefined,
  termEnd: CalendarDay,
): RenewalDecision | undefined {
  let found: RenewalDecision | undefined;
  for (const decision of decisions ?? [])
    if (decision.termEnd === termEnd && (!found || decision.at >= found.at)) found = decision;
  return found;
}

/** Why a decision cannot be recorded: a key of the `decisions` dictionary's errors. */
export type DecisionProblem = 'choice' | 'reason' | 'term';

/** Checks a decision as typed: a choice, a reason within bounds, the term it is for. */
export function decisionProblems(input: { choice: unknown; reason: unknown; termEnd: unknown }): DecisionProblem[] {
  const problems: DecisionProblem[] = [];
  if (!isRenewalChoice(input.choice)) problems.push('choice');
  if (typeof input.reason !== 'string' || input.reason.trim().length > MAX_DECISION_REASON) problems.push('reason');
  if (typeof input.termEnd !== 'string' || !isCalendarDay(input.termEnd)) problems.push('term');
  return problems;
}

import type { RfpRow } from '../content/schemas/rfp.ts';

/** Scores run 0 (fails the need) to 5 (meets it fully), whole points, as evaluators grade. */
export const MIN_SCORE = 0;
export const MAX_SCORE = 5;
/** A comment is a reason, not an essay. */
export const COMMENT_LIMIT = 500;
/** The scores a person picks from. */
export const scoreChoices = [0, 1, 2, 3, 4, 5] as const;

/** Why the portal proposes a score: a dictionary key of `rfpEvaluation:proposal.*`. */
export type ProposalReason =
  | 'live'
  | 'generallyAvailable'
  | 'addOn'
  | 'professionalServices'
  | 'notAvailable'
  | 'clientsLive'
  | 'yes'
  | 'partial'
  | 'no';

/**
 * What the portal makes of an answer before a person scores it: a proposed score with its reason,
 * an answer that counts for nothing either way (n/a, unanswered: left out of totals, not zero), or
 * an answer only a person can judge (free text, a vendor's name).
 */
export type Proposal =
  | { kind: 'proposed'; score: number; reason: ProposalReason }
  | { kind: 'excluded'; reason: 'notApplicable' | 'unanswered' }
  | { kind: 'open' };

const availability: Record<string, { score: number; reason: ProposalReason }> = {
  'in production/live': { score: 5, reason: 'live' },
  'general availability': { score: 4, reason: 'generallyAvailable' },
  'professional services': { score: 2, reason: 'professionalServices' },
  'not available': { score: 0, reason: 'notAvailable' },
};

/**
 * Clients live on an integration, in steps a procurement team reads as "unproven" to "widely
 * used": 0, 1–9, 10–24, 25–49, 50–99, 100 or more. Fixed steps rather than a share of the best
 * vendor, so a vendor's score does not move when another vendor's answer changes.
 */
const clientsLiveSteps = [1, 10, 25, 50, 100] as const;

export function clientsLiveScore(count: number): number {
  return clientsLiveSteps.filter((step) => count >= step).length;
}

const notApplicable = /^(n\/?a|not applicable)\.?$/i;

/** The portal's proposal for one vendor's answer to one question. */
export function proposeScore(question: string, answer: string | null): Proposal {
  const text = (answer ?? '').trim();
  if (!text) return { kind: 'excluded', reason: 'unanswered' };
  if (notApplicable.test(text)) return { kind: 'excluded', reason: 'notApplicable' };
  const known = availability[text.toLowerCase()];
  if (known) return { kind: 'proposed', ...known };
  if (/clients live/i.test(question) && /^\d+$/.test(text)) {
    return { kind: 'proposed', score: clientsLiveScore(Number(text)), reason: 'clientsLive' };
  }
  if (/optional add-on/i.test(text)) return { kind: 'proposed', score: 3, reason: 'addOn' };
  if (/^partial(ly)?\b/i.test(text)) return { kind: 'proposed', score: 2, reason: 'partial' };
  if (/^yes\b/i.test(text)) return { kind: 'proposed', score: 5, reason: 'yes' };
  if (/^no\b/i.test(text)) return { kind: 'proposed', score: 0, reason: 'no' };
  return { kind: 'open' };
}

/** The proposals of every answer of every row, by answer id (rows × vendors: 1,260 for the RFP). */
export function proposalsOf(rows: readonly RfpRow[]): Map<string, Proposal> {
  const proposals = new Map<string, Proposal>();
  for (const row of rows) {
    row.answers.forEach((answer, vendor) => {
      proposals.set(answerId(row.Row, vendor), proposeScore(row.Question, answer.value));
    });
  }
  return proposals;
}

/**
 * How many of `ids` (answer ids) fall to each vendor, counting only answers there are to score:
 * an n/a or unanswered answer, or one of a question no longer asked, is nothing to score.
 */
export function perVendor(ids: Iterable<string>, proposals: ReadonlyMap<string, Proposal>, vendors: number): number[] {
  const counts = new Array<number>(vendors).fill(0);
  for (const id of ids) {
    const proposal = proposals.get(id);
    if (!proposal || proposal.kind === 'excluded') continue;
    const vendor = parseAnswerId(id)?.vendor;
    if (vendor !== undefined && vendor < vendors) counts[vendor] = (counts[vendor] ?? 0) + 1;
  }
  return counts;
}

/** One vendor's answer to one question: `<row>-<vendor index>` (e.g. `107-2`). */
export function answerId(row: number, vendor: number): string {
  return `${row}-${vendor}`;
}

export function parseAnswerId(id: string): { row: number; vendor: number } | undefined {
  const match = /^(\d{1,4})-(\d)$/.exec(id);
  return match ? { row: Number(match[1]), vendor: Number(match[2]) } : undefined;
}

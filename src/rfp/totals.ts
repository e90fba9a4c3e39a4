import { MAX_SCORE } from './scoring.ts';
import { DEFAULT_IMPORTANCE, type Importance, importanceFactor, type Section, type Weights } from './weights.ts';

/**
 * Whose score counts for an answer: the lead's consensus, the mean of the evaluators' sheets, the
 * person's own sheet, or the portal's proposal from the answer's words. A total names them, so a
 * proposal is never read as a person's judgement.
 */
export type ScoreSource = 'consensus' | 'evaluators' | 'mine' | 'proposal';
export const scoreSources: readonly ScoreSource[] = ['consensus', 'evaluators', 'mine', 'proposal'];

/** A score that counts, with where it comes from. */
export interface CountedScore {
  score: number;
  source: ScoreSource;
}

/** The score that counts for one answer (undefined: left out — n/a, unanswered or not scored yet). */
export type ScoreOf = (row: number, vendor: number) => CountedScore | undefined;

const noneCounted = (): Record<ScoreSource, number> => ({ consensus: 0, evaluators: 0, mine: 0, proposal: 0 });

export interface VendorTotal {
  vendor: number;
  /** Weighted score out of 5, or undefined when none of its answers counts. */
  overall: number | undefined;
  /** By section name. */
  sections: Record<string, number | undefined>;
  /** By subsection number. */
  subsections: Record<string, number | undefined>;
  /** Answers that counted. */
  scored: number;
  /** Of them, how many from each source. */
  counted: Record<ScoreSource, number>;
  /** 1 for the best; equal totals share a rank; vendors without a total come last, unranked. */
  rank: number | undefined;
}

/**
 * Weighted totals: within a subsection the importance-weighted mean of the answers that count;
 * a section is its subsections' weighted mean, the whole its sections'. A level without any
 * answer that counts is left out and the others' weights are scaled up, so a vendor is neither
 * rewarded nor punished for questions nobody could score (n/a is not zero).
 */
export function vendorTotals(
  outline: readonly Section[],
  weights: Weights,
  importance: Readonly<Record<string, Importance>>,
  vendorCount: number,
  scoreOf: ScoreOf,
): VendorTotal[] {
  const totals: VendorTotal[] = [];
  for (let vendor = 0; vendor < vendorCount; vendor++) {
    const sections: Record<string, number | undefined> = {};
    const subsections: Record<string, number | undefined> = {};
    let scored = 0;
    const counted = noneCounted();
    const overall = weightedMean(
      outline.map((section) => {
        const sectionScore = weightedMean(
          section.subsections.map((subsection) => {
            let sum = 0;
            let weight = 0;
            for (const row of subsection.rows) {
              const counts = scoreOf(row, vendor);
              if (counts === undefined) continue;
              const factor = importanceFactor[importance[row] ?? DEFAULT_IMPORTANCE];
              sum += counts.score * factor;
              weight += factor;
              scored++;
              counted[counts.source]++;
            }
            const value = weight > 0 ? sum / weight : undefined;
            subsections[subsection.id] = value;
            return { value, weight: weights.subsections[subsection.id] ?? 0 };
          }),
        );
        sections[section.name] = sectionScore;
        return { value: sectionScore, weight: weights.sections[section.name] ?? 0 };
      }),
    );
    totals.push({ vendor, overall, sections, subsections, scored, counted, rank: undefined });
  }
  return rankTotals(totals);
}

function weightedMean(parts: readonly { value: number | undefined; weight: number }[]): number | undefined {
  let sum = 0;
  let weight = 0;
  for (const part of parts) {
    if (part.value === undefined || !(part.weight > 0)) continue;
    sum += part.value * part.weight;
    weight += part.weight;
  }
  return weight > 0 ? Math.min(MAX_SCORE, sum / weight) : undefined;
}

/** Totals compared at two decimals, as shown: what reads as a tie is one. */
const shown = (value: number) => Math.round(value * 100);

function rankTotals(totals: VendorTotal[]): VendorTotal[] {
  const ranked = totals
    .filter((total) => total.overall !== undefined)
    .sort((a, b) => shown(b.overall as number) - shown(a.overall as number));
  ranked.forEach((total, index) => {
    const before = ranked[index - 1];
    total.rank = before && shown(before.overall as number) === shown(total.overall as number) ? before.rank : index + 1;
  });
  return totals;
}

/** Vendors in ranking order (unranked last, in column order). */
export function ranking(totals: readonly VendorTotal[]): VendorTotal[] {
  return [...totals].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.vendor - b.vendor);
}

/** How each vendor's rank moves from `before` to `after` (positive: up), for the what-if. */
export function rankMoves(before: readonly VendorTotal[], after: readonly VendorTotal[]): Map<number, number> {
  const moves = new Map<number, number>();
  for (const total of after) {
    const was = before.find((candidate) => candidate.vendor === total.vendor)?.rank;
    if (was !== undefined && total.rank !== undefined) moves.set(total.vendor, was - total.rank);
  }
  return moves;
}

/**
 * What a set of totals counts, over every vendor: how many answers from each source, and so what
 * the ranking is — `proposalsOnly` when no person's score counts (the portal's reading of the
 * answers, not an evaluation), `mixed` when proposals stand in where nobody scored,
 * `peopleOnly`, or `nothing` when no answer counts at all.
 */
export interface TotalsBasis {
  counted: Record<ScoreSource, number>;
  /** Answers counted from a person's score (consensus, evaluators, own). */
  people: number;
  proposals: number;
  kind: 'nothing' | 'proposalsOnly' | 'mixed' | 'peopleOnly';
}

export function totalsBasisOf(totals: readonly VendorTotal[]): TotalsBasis {
  const counted = noneCounted();
  for (const total of totals) for (const source of scoreSources) counted[source] += total.counted[source];
  const proposals = counted.proposal;
  const people = counted.consensus + counted.evaluators + counted.mine;
  const kind =
    people === 0 ? (proposals === 0 ? 'nothing' : 'proposalsOnly') : proposals === 0 ? 'peopleOnly' : 'mixed';
  return { counted, people, proposals, kind };
}

/**
 * How far the evaluation of an RFP has come: the answers there are to score (a vendor's answer
 * that was given and is not n/a — what a score can be given to), how many of them each evaluator
 * has scored, and how many have a team consensus; in all and per vendor, as sourcing suites show
 * each grader's completion. Pure; what the Overview and the RFP analysis page show.
 */
import type { RfpRow } from '../content/schemas/rfp.ts';
import type { Evaluation, EvaluationView } from './evaluation.ts';
import { type Proposal, perVendor, proposalsOf } from './scoring.ts';

export interface ScoringProgress {
  questions: number;
  vendors: number;
  /** Answers there are to score. */
  answers: number;
  /** Per evaluator's sheet, most scored first: their name and how many of the answers they scored. */
  evaluators: { uid: string; name: string; scored: number }[];
  /** Answers with a team consensus. */
  consensus: number;
}

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

export function scoringProgressOf(rows: readonly RfpRow[], evaluation: Evaluation): ScoringProgress {
  const vendors = rows[0]?.answers.length ?? 0;
  const proposals = proposalsOf(rows);
  const count = (ids: Iterable<string>) => sum(perVendor(ids, proposals, vendors));
  return {
    questions: rows.length,
    vendors,
    answers: count(proposals.keys()),
    evaluators: Object.entries(evaluation.sheets)
      .map(([uid, sheet]) => ({ uid, name: sheet.name, scored: count(Object.keys(sheet.scores)) }))
      .sort((a, b) => b.scored - a.scored || a.name.localeCompare(b.name)),
    consensus: count(Object.keys(evaluation.consensus)),
  };
}

/** The scoring of one RFP event, named. */
export type EventProgress = ScoringProgress & { event: { id: string; title: string } };

/** One line of the progress per vendor: its counts by vendor, and in all. */
export interface ProgressLine {
  scored: number[];
  total: number;
}

/** Per vendor and in all: the answers to score, each evaluator's scored (the person's own first), the consensus. */
export interface VendorProgress {
  answers: ProgressLine;
  evaluators: ({ uid: string; name: string; you: boolean } & ProgressLine)[];
  consensus: ProgressLine;
}

const lineOf = (scored: number[]): ProgressLine => ({ scored, total: sum(scored) });

/**
 * The progress as a person sees it on the page: counted from the scores their view holds (their
 * own always, every sheet for the lead), so a score they save shows at once, and from the
 * server's counts for the sheets they may not read.
 */
export function vendorProgressOf(
  view: EvaluationView,
  proposals: ReadonlyMap<string, Proposal>,
  vendors: number,
): VendorProgress {
  const uids = [view.uid, ...Object.keys(view.evaluators).filter((uid) => uid !== view.uid)];
  const evaluators = uids.map((uid) => {
    const sheet = view.sheets[uid];
    const scores = uid === view.uid ? view.mine : sheet?.scores;
    const scored = scores
      ? perVendor(Object.keys(scores), proposals, vendors)
      : (view.scoredCounts[uid] ?? new Array<number>(vendors).fill(0));
    return { uid, name: view.evaluators[uid] ?? sheet?.name ?? '', you: uid === view.uid, ...lineOf(scored) };
  });
  const [you, ...others] = evaluators;
  others.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return {
    answers: lineOf(perVendor(proposals.keys(), proposals, vendors)),
    evaluators: you ? [you, ...others] : others,
    consensus: lineOf(perVendor(Object.keys(view.consensus), proposals, vendors)),
  };
}

/** `scored` of `answers` as a share from 0 to 1; undefined where there is nothing to score. */
export const shareOf = (scored: number, answers: number): number | undefined =>
  answers > 0 ? Math.min(1, scored / answers) : undefined;

/**
 * How far the evaluation of an RFP has come: the answers there are to score (a vendor's answer
 * that was given), how many of them each evaluator has scored, and how many have a team
 * consensus. Pure; what the Overview and its "answers to score" task show.
 */
import type { RfpRow } from '../content/schemas/rfp.ts';
import type { Evaluation } from './evaluation.ts';
import { answerId } from './scoring.ts';

export interface ScoringProgress {
  questions: number;
  vendors: number;
  /** Answers given, each one to score. */
  answers: number;
  /** Per evaluator's sheet, most scored first: their name and how many of the answers they scored. */
  evaluators: { uid: string; name: string; scored: number }[];
  /** Answers with a team consensus. */
  consensus: number;
}

export function scoringProgressOf(rows: readonly RfpRow[], evaluation: Evaluation): ScoringProgress {
  const given = new Set<string>();
  for (const row of rows)
    row.answers.forEach((answer, vendor) => {
      if (answer.value !== null && answer.value.trim() !== '') given.add(answerId(row.Row, vendor));
    });
  const count = (scores: Record<string, unknown>) => Object.keys(scores).filter((id) => given.has(id)).length;
  return {
    questions: rows.length,
    vendors: rows[0]?.answers.length ?? 0,
    answers: given.size,
    evaluators: Object.entries(evaluation.sheets)
      .map(([uid, sheet]) => ({ uid, name: sheet.name, scored: count(sheet.scores) }))
      .sort((a, b) => b.scored - a.scored || a.name.localeCompare(b.name)),
    consensus: count(evaluation.consensus),
  };
}

/** The scoring of one RFP event, named. */
export type EventProgress = ScoringProgress & { event: { id: string; title: string } };

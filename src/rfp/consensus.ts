/** Evaluators disagree on an answer when their scores lie more than this apart. */
export const DISAGREEMENT_SPREAD = 1.5;

export interface EvaluatorScore {
  evaluator: string;
  score: number;
}

export interface AnswerConsensus {
  scores: EvaluatorScore[];
  /** Highest minus lowest (0 with one score). */
  spread: number;
  mean: number | undefined;
  disagree: boolean;
}

export function consensusOf(scores: readonly EvaluatorScore[]): AnswerConsensus {
  if (scores.length === 0) return { scores: [], spread: 0, mean: undefined, disagree: false };
  const values = scores.map((entry) => entry.score);
  const spread = Math.max(...values) - Math.min(...values);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { scores: [...scores], spread, mean, disagree: spread > DISAGREEMENT_SPREAD };
}

/**
 * The score of an answer in the team's view: the lead's consensus when set, else the evaluators'
 * mean, else the portal's proposal; undefined when none (the answer is left out).
 */
export function teamScore(
  consensus: number | undefined,
  evaluators: readonly number[],
  proposed: number | undefined,
): number | undefined {
  if (consensus !== undefined) return consensus;
  if (evaluators.length > 0) return evaluators.reduce((sum, value) => sum + value, 0) / evaluators.length;
  return proposed;
}

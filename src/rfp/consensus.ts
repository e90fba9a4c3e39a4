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

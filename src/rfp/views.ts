import { teamScore } from './consensus.ts';
import type { EvaluationView } from './evaluation.ts';
import { answerId, type Proposal } from './scoring.ts';
import type { ScoreOf } from './totals.ts';

/**
 * Whose scores the totals count: `mine` — the person's own sheet, the proposal where they have
 * not scored; `team` — the consensus, else the mean of the sheets the person may see, else the
 * proposal. Excluded answers (n/a, unanswered) never count.
 */
export type ScoreBasis = 'mine' | 'team';

export function scoreOfView(
  view: EvaluationView,
  proposals: ReadonlyMap<string, Proposal>,
  basis: ScoreBasis,
): ScoreOf {
  const sheets = Object.values(view.sheets);
  return (row, vendor) => {
    const id = answerId(row, vendor);
    const proposal = proposals.get(id);
    if (!proposal || proposal.kind === 'excluded') return undefined;
    const proposed = proposal.kind === 'proposed' ? proposal.score : undefined;
    if (basis === 'mine') return view.mine[id]?.score ?? proposed;
    const scores: number[] = [];
    for (const sheet of sheets) {
      const entry = sheet.scores[id];
      if (entry) scores.push(entry.score);
    }
    return teamScore(view.consensus[id]?.score, scores, proposed);
  };
}

import type { EvaluationView } from './evaluation.ts';
import { answerId, type Proposal } from './scoring.ts';
import type { CountedScore, ScoreOf } from './totals.ts';

/**
 * Whose scores the totals count: `team` — the lead's consensus, else the mean of the sheets the
 * person may see; `mine` — the person's own sheet; `proposals` — the portal's proposals alone.
 */
export type ScoreBasis = 'team' | 'mine' | 'proposals';
export const scoreBases: readonly ScoreBasis[] = ['team', 'mine', 'proposals'];

/**
 * The score that counts for each answer on a basis, with its source. `withProposals`: where no
 * person has scored an answer, its proposal counts in its place (named as one); without it, the
 * answer is left out. Excluded answers (n/a, unanswered) never count.
 */
export function scoreOfView(
  view: EvaluationView,
  proposals: ReadonlyMap<string, Proposal>,
  basis: ScoreBasis,
  withProposals = true,
): ScoreOf {
  const sheets = Object.entries(view.sheets);
  return (row, vendor) => {
    const id = answerId(row, vendor);
    const proposal = proposals.get(id);
    if (!proposal || proposal.kind === 'excluded') return undefined;
    const proposed: CountedScore | undefined =
      proposal.kind === 'proposed' && (withProposals || basis === 'proposals')
        ? { score: proposal.score, source: 'proposal' }
        : undefined;
    if (basis === 'proposals') return proposed;
    const own = view.mine[id];
    if (basis === 'mine') return own ? { score: own.score, source: 'mine' } : proposed;
    const agreed = view.consensus[id];
    if (agreed) return { score: agreed.score, source: 'consensus' };
    let sum = 0;
    let count = 0;
    let othersToo = false;
    for (const [uid, sheet] of sheets) {
      const entry = sheet.scores[id];
      if (!entry) continue;
      sum += entry.score;
      count++;
      if (uid !== view.uid) othersToo = true;
    }
    // The mean of one's own sheet alone is one's own score, and says so.
    if (count > 0) return { score: sum / count, source: othersToo ? 'evaluators' : 'mine' };
    return proposed;
  };
}

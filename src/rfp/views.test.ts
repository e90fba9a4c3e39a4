import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { emptyEvaluation, viewFor, withConsensus, withScore } from './evaluation.ts';
import { proposalsOf } from './scoring.ts';
import { scoreOfView } from './views.ts';

const rows = [
  {
    Row: 1,
    Question: 'Mobile API',
    answers: [{ value: 'General Availability' }, { value: 'Jack Henry' }, { value: 'n/a' }],
  },
] as unknown as RfpRow[];
const proposals = proposalsOf(rows);
const cem = { uid: 'cem', name: 'Cem' };
const ada = { uid: 'ada', name: 'Ada' };
const view = (evaluation: ReturnType<typeof emptyEvaluation>, role: 'lead' | 'evaluator', uid: string) =>
  viewFor(evaluation, role, uid, proposals, 3);

describe('scoreOfView', () => {
  let evaluation = withScore(emptyEvaluation(), { row: 1, vendor: 1, score: 2, comment: '' }, cem, 'T');
  evaluation = withScore(evaluation, { row: 1, vendor: 1, score: 5, comment: '' }, ada, 'T');

  it('counts the own sheet over the proposal, and names each', () => {
    const mine = scoreOfView(view(evaluation, 'evaluator', 'cem'), proposals, 'mine');
    expect([mine(1, 0), mine(1, 1), mine(1, 2)]).toEqual([
      { score: 4, source: 'proposal' },
      { score: 2, source: 'mine' },
      undefined,
    ]);
  });

  it('counts the consensus over the sheets’ mean over the proposal, in the team view', () => {
    const team = scoreOfView(view(evaluation, 'lead', 'ada'), proposals, 'team');
    expect([team(1, 0), team(1, 1), team(1, 2)]).toEqual([
      { score: 4, source: 'proposal' },
      { score: 3.5, source: 'evaluators' },
      undefined,
    ]);
    const agreed = withConsensus(evaluation, { row: 1, vendor: 1, score: 3, comment: '' }, ada, 'T');
    expect(scoreOfView(view(agreed, 'lead', 'ada'), proposals, 'team')(1, 1)).toEqual({
      score: 3,
      source: 'consensus',
    });
  });

  it('names an evaluator’s own sheet as theirs in the team view: it is the only sheet they see', () => {
    const team = scoreOfView(view(evaluation, 'evaluator', 'cem'), proposals, 'team');
    expect(team(1, 1)).toEqual({ score: 2, source: 'mine' });
  });

  it('leaves the proposals out when asked, and counts them alone on their own basis', () => {
    const people = scoreOfView(view(evaluation, 'lead', 'ada'), proposals, 'team', false);
    expect([people(1, 0), people(1, 1)]).toEqual([undefined, { score: 3.5, source: 'evaluators' }]);
    const portal = scoreOfView(view(evaluation, 'lead', 'ada'), proposals, 'proposals', false);
    expect([portal(1, 0), portal(1, 1), portal(1, 2)]).toEqual([
      { score: 4, source: 'proposal' },
      undefined,
      undefined,
    ]);
  });
});

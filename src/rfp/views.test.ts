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

describe('scoreOfView', () => {
  let evaluation = withScore(emptyEvaluation(), { row: 1, vendor: 1, score: 2, comment: '' }, cem, 'T');
  evaluation = withScore(evaluation, { row: 1, vendor: 1, score: 5, comment: '' }, ada, 'T');

  it('counts the own sheet over the proposal', () => {
    const mine = scoreOfView(viewFor(evaluation, 'evaluator', 'cem'), proposals, 'mine');
    expect([mine(1, 0), mine(1, 1), mine(1, 2)]).toEqual([4, 2, undefined]);
  });

  it('counts the consensus over the sheets’ mean over the proposal, in the team view', () => {
    const team = scoreOfView(viewFor(evaluation, 'lead', 'ada'), proposals, 'team');
    expect([team(1, 0), team(1, 1), team(1, 2)]).toEqual([4, 3.5, undefined]);
    const agreed = withConsensus(evaluation, { row: 1, vendor: 1, score: 3, comment: '' }, ada, 'T');
    expect(scoreOfView(viewFor(agreed, 'lead', 'ada'), proposals, 'team')(1, 1)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { consensusOf } from './consensus.ts';

describe('consensusOf', () => {
  it('shows every score, the spread and flags a spread over 1.5', () => {
    const scores = [
      { evaluator: 'ada', score: 5 },
      { evaluator: 'cem', score: 3 },
    ];
    expect(consensusOf(scores)).toEqual({ scores, spread: 2, mean: 4, disagree: true });
    expect(
      consensusOf([
        { evaluator: 'ada', score: 4 },
        { evaluator: 'cem', score: 3 },
      ]).disagree,
    ).toBe(false);
    expect(consensusOf([{ evaluator: 'ada', score: 4 }])).toMatchObject({ spread: 0, disagree: false });
    expect(consensusOf([])).toEqual({ scores: [], spread: 0, mean: undefined, disagree: false });
  });
});

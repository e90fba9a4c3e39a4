import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { type CountedScore, ranking, rankMoves, type ScoreOf, totalsBasisOf, vendorTotals } from './totals.ts';
import { outlineOf } from './weights.ts';

const row = (Row: number, SecNum: number, SecSub: string, Section: string): RfpRow => ({
  Row,
  SecNum,
  SecSub,
  Section,
  Subsection: `Sub ${SecSub}`,
  Question: `Q${Row}`,
  answers: [],
});
const sampleRows = [
  row(1, 1, '1.1', 'Compliance'),
  row(2, 1, '1.1', 'Compliance'),
  row(3, 1, '1.2', 'Compliance'),
  row(4, 2, '2.1', 'Integration'),
];

const outline = outlineOf(sampleRows);
const even = { sections: { Compliance: 50, Integration: 50 }, subsections: { '1.1': 50, '1.2': 50, '2.1': 100 } };

/** scores[vendor][row - 1], each from an evaluator's sheet. */
const from =
  (scores: (number | undefined)[][]): ScoreOf =>
  (row, vendor) => {
    const score = scores[vendor]?.[row - 1];
    return score === undefined ? undefined : { score, source: 'mine' };
  };

describe('vendorTotals', () => {
  it('weights subsections, sections and importance', () => {
    const totals = vendorTotals(
      outline,
      even,
      { 1: 'must', 2: 'could' },
      2,
      from([
        [5, 2, 4, 3],
        [0, 5, 5, 5],
      ]),
    );
    // Vendor 0: 1.1 = (5·3 + 2·1) / 4 = 4.25; 1.2 = 4; Compliance 4.125; Integration 3; overall 3.5625.
    expect(totals[0]?.subsections['1.1']).toBe(4.25);
    expect(totals[0]?.sections.Compliance).toBe(4.125);
    expect(totals[0]?.overall).toBeCloseTo(3.5625);
    // Vendor 1: 1.1 = 5/4 = 1.25; Compliance 3.125; Integration 5; overall 4.0625.
    expect(totals[1]?.overall).toBeCloseTo(4.0625);
    expect(totals.map((total) => total.rank)).toEqual([2, 1]);
    expect(totals[0]?.scored).toBe(4);
  });

  it('leaves out answers without a score instead of counting them zero', () => {
    const totals = vendorTotals(
      outline,
      even,
      {},
      2,
      from([
        [5, undefined, undefined, 5],
        [5, 0, 0, 5],
      ]),
    );
    // Vendor 0 has no score in 1.2: Compliance is 1.1 alone (5), not (5 + 0) / 2.
    expect(totals[0]?.sections.Compliance).toBe(5);
    expect(totals[0]?.subsections['1.2']).toBeUndefined();
    expect(totals[0]?.overall).toBe(5);
    expect(totals[1]?.overall).toBe(3.125);
  });

  it('leaves a vendor with nothing scored unranked and last', () => {
    const totals = vendorTotals(outline, even, {}, 3, from([[1, 1, 1, 1], [], [1, 1, 1, 1]]));
    expect(totals.map((total) => total.rank)).toEqual([1, undefined, 1]);
    expect(ranking(totals).map((total) => total.vendor)).toEqual([0, 2, 1]);
  });

  it('moves the ranking when a weight changes (the what-if)', () => {
    const scores = from([
      [5, 5, 5, 2],
      [1, 1, 1, 5],
    ]);
    const before = vendorTotals(outline, even, {}, 2, scores);
    const after = vendorTotals(outline, { ...even, sections: { Compliance: 20, Integration: 80 } }, {}, 2, scores);
    expect(before.map((total) => total.rank)).toEqual([1, 2]);
    expect(after.map((total) => total.rank)).toEqual([2, 1]);
    expect(rankMoves(before, after)).toEqual(
      new Map([
        [0, -1],
        [1, 1],
      ]),
    );
  });
});

describe('what the totals count', () => {
  const counted =
    (sources: Record<string, CountedScore['source']>): ScoreOf =>
    (row, vendor) => {
      const source = sources[`${row}-${vendor}`];
      return source ? { score: 3, source } : undefined;
    };

  it('counts each vendor’s answers by their source', () => {
    const totals = vendorTotals(
      outline,
      even,
      {},
      2,
      counted({ '1-0': 'consensus', '2-0': 'evaluators', '3-0': 'proposal', '4-0': 'proposal', '1-1': 'mine' }),
    );
    expect(totals[0]?.counted).toEqual({ consensus: 1, evaluators: 1, mine: 0, proposal: 2 });
    expect(totals[0]?.scored).toBe(4);
    expect(totals[1]?.counted).toEqual({ consensus: 0, evaluators: 0, mine: 1, proposal: 0 });
    expect(totalsBasisOf(totals)).toEqual({
      counted: { consensus: 1, evaluators: 1, mine: 1, proposal: 2 },
      people: 3,
      proposals: 2,
      kind: 'mixed',
    });
  });

  it('names a ranking of proposals alone, of people alone, and of nothing', () => {
    const kind = (sources: Record<string, CountedScore['source']>) =>
      totalsBasisOf(vendorTotals(outline, even, {}, 2, counted(sources))).kind;
    expect(kind({ '1-0': 'proposal', '1-1': 'proposal' })).toBe('proposalsOnly');
    expect(kind({ '1-0': 'consensus', '1-1': 'mine' })).toBe('peopleOnly');
    expect(kind({})).toBe('nothing');
  });
});

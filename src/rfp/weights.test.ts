import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { defaultWeights, evenSplit, outlineOf, weightChangeOf, weightProblems, weightsFor } from './weights.ts';

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

describe('outlineOf', () => {
  it('groups rows into sections and subsections in order', () => {
    expect(outlineOf(sampleRows)).toEqual([
      {
        name: 'Compliance',
        number: 1,
        subsections: [
          { id: '1.1', name: 'Sub 1.1', rows: [1, 2] },
          { id: '1.2', name: 'Sub 1.2', rows: [3] },
        ],
      },
      { name: 'Integration', number: 2, subsections: [{ id: '2.1', name: 'Sub 2.1', rows: [4] }] },
    ]);
  });
});

describe('weights', () => {
  it('split 100 evenly in whole percents', () => {
    expect(evenSplit(3)).toEqual([34, 33, 33]);
    expect(evenSplit(11).reduce((a, b) => a + b)).toBe(100);
    expect(evenSplit(0)).toEqual([]);
  });

  it('default to even shares that add up at every level', () => {
    const outline = outlineOf(sampleRows);
    const weights = defaultWeights(outline);
    expect(weights).toEqual({
      sections: { Compliance: 50, Integration: 50 },
      subsections: { '1.1': 50, '1.2': 50, '2.1': 100 },
    });
    expect(weightProblems(outline, weights)).toEqual([]);
  });

  it('name each level that does not add up to 100 or leaves 0–100', () => {
    const outline = outlineOf(sampleRows);
    expect(
      weightProblems(outline, {
        sections: { Compliance: 60, Integration: 50 },
        subsections: { '1.1': 30, '1.2': 60, '2.1': 100 },
      }),
    ).toEqual([
      { kind: 'sum', section: undefined, total: 110 },
      { kind: 'sum', section: 'Compliance', total: 90 },
    ]);
    expect(
      weightProblems(outline, {
        sections: { Compliance: 120, Integration: -20 },
        subsections: { '1.1': 50, '1.2': 50, '2.1': 100 },
      }),
    ).toEqual([{ kind: 'range', section: undefined, total: 100 }]);
    // Thirds typed to two decimals add up.
    expect(
      weightProblems(outline, {
        sections: { Compliance: 33.33, Integration: 66.67 },
        subsections: { '1.1': 50, '1.2': 50, '2.1': 100 },
      }),
    ).toEqual([]);
  });

  it('lay kept weights over the defaults and drop names the RFP no longer has', () => {
    const outline = outlineOf(sampleRows);
    expect(weightsFor(outline, { sections: { Compliance: 70, Integration: 30, Gone: 5 }, subsections: {} })).toEqual({
      sections: { Compliance: 70, Integration: 30 },
      subsections: { '1.1': 50, '1.2': 50, '2.1': 100 },
    });
  });
});

describe('weightChangeOf', () => {
  const outline = outlineOf(sampleRows);
  const saved = defaultWeights(outline);

  it('sends each changed level whole and nothing of the levels left as saved', () => {
    expect(weightChangeOf(outline, saved, saved)).toEqual({ sections: {}, subsections: {} });
    const draft = { ...saved, subsections: { ...saved.subsections, '1.1': 70, '1.2': 30 } };
    expect(weightChangeOf(outline, draft, saved)).toEqual({ sections: {}, subsections: { '1.1': 70, '1.2': 30 } });
    const sections = { ...draft, sections: { Compliance: 80, Integration: 20 } };
    expect(weightChangeOf(outline, sections, saved)).toEqual({
      sections: { Compliance: 80, Integration: 20 },
      subsections: { '1.1': 70, '1.2': 30 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { comparedVendors, compareVendors } from './compare.ts';

const row = (values: (string | null)[]): RfpRow =>
  ({
    Row: 1,
    SecNum: 1,
    SecSub: '1.1',
    Section: 'S',
    Subsection: 'T',
    Question: 'Q',
    answers: values.map((value) => ({ value })),
  }) as unknown as RfpRow;

describe('compareVendors', () => {
  it('marks differing answers and the best score', () => {
    const [compared] = compareVendors([row(['Yes.', 'No.', 'Yes.'])], [0, 1, 2], (_row, vendor) => ({
      score: [5, 0, 5][vendor] ?? 0,
      source: 'mine',
    }));
    expect(compared).toMatchObject({ answersDiffer: true, scoresDiffer: true, best: [0, 2] });
  });

  it('marks nothing when the chosen vendors agree', () => {
    const [compared] = compareVendors([row(['Yes.', 'No.', 'yes.'])], [0, 2], () => ({ score: 5, source: 'proposal' }));
    expect(compared).toMatchObject({ answersDiffer: false, scoresDiffer: false, best: [] });
  });
});

describe('comparedVendors', () => {
  it('keeps two to four distinct vendors in column order', () => {
    expect(comparedVendors([3, 1, 1], 4)).toEqual([1, 3]);
    expect(comparedVendors([2], 4)).toEqual([]);
    expect(comparedVendors([0, 1, 2, 3, 7], 4)).toEqual([0, 1, 2, 3]);
  });
});

import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { emptyEvaluation, viewFor } from './evaluation.ts';
import { scoringProgressOf, shareOf, vendorProgressOf } from './progress.ts';
import { proposalsOf } from './scoring.ts';

const row = (Row: number, values: (string | null)[]): RfpRow => ({
  Row,
  answers: (['Northwind Digital', 'Contoso Fintech', 'Fabrikam Systems', 'Tailspin Banking'] as const).map(
    (vendor, index) => ({ vendor, value: values[index] ?? null }),
  ),
  SecNum: 1,
  SecSub: '1.1',
  Section: 'Compliance',
  Subsection: 'Audit',
  Question: `Question ${Row}`,
});
const entry = { score: 3, comment: '', by: 'u', at: '2026-12-01T00:00:00Z' };

describe('scoring progress', () => {
  it('counts the answers there are to score, and what each evaluator and the consensus scored of them', () => {
    const evaluation = {
      ...emptyEvaluation(),
      sheets: {
        a: { name: 'Cem Client', scores: { '1-0': entry, '1-1': entry, '2-3': entry } },
        b: { name: 'Ada Admin', scores: { '1-0': entry, '9-0': entry } },
      },
      consensus: { '1-0': entry },
    };
    // Row 2's third answer is n/a: nothing to score, as an unanswered one.
    const progress = scoringProgressOf(
      [row(1, ['Yes', 'No', null, '']), row(2, ['Yes', null, 'n/a', 'Partly'])],
      evaluation,
    );
    expect(progress).toEqual({
      questions: 2,
      vendors: 4,
      answers: 4,
      evaluators: [
        { uid: 'a', name: 'Cem Client', scored: 3 },
        { uid: 'b', name: 'Ada Admin', scored: 1 },
      ],
      consensus: 1,
    });
  });
});

describe('scoring progress per vendor', () => {
  const rows = [row(1, ['Yes', 'No', null, 'n/a']), row(2, ['Yes', 'Partly', 'No', null])];
  const proposals = proposalsOf(rows);
  const evaluation = {
    ...emptyEvaluation(),
    sheets: {
      a: { name: 'Cem Client', scores: { '1-0': entry, '2-1': entry } },
      b: { name: 'Ada Admin', scores: { '1-0': entry, '1-1': entry, '2-0': entry, '2-2': entry } },
    },
    consensus: { '1-0': entry },
  };

  it('shows an evaluator their own line first and the others’ from the server’s counts', () => {
    const progress = vendorProgressOf(viewFor(evaluation, 'evaluator', 'a', proposals, 4), proposals, 4);
    expect(progress.answers).toEqual({ scored: [2, 2, 1, 0], total: 5 });
    expect(progress.evaluators).toEqual([
      { uid: 'a', name: 'Cem Client', you: true, scored: [1, 1, 0, 0], total: 2 },
      { uid: 'b', name: 'Ada Admin', you: false, scored: [2, 1, 1, 0], total: 4 },
    ]);
    expect(progress.consensus).toEqual({ scored: [1, 0, 0, 0], total: 1 });
  });

  it('counts the sheets the view holds as they change, and shows the person who has not scored yet', () => {
    const view = viewFor(evaluation, 'lead', 'lead', proposals, 4);
    const own = { name: 'Lee Lead', scores: { '2-1': entry } };
    // As the store holds a saved score: in the person's own scores and their sheet.
    const progress = vendorProgressOf(
      { ...view, mine: own.scores, sheets: { ...view.sheets, lead: own } },
      proposals,
      4,
    );
    expect(progress.evaluators.map((line) => [line.uid, line.total])).toEqual([
      ['lead', 1],
      ['b', 4],
      ['a', 2],
    ]);
    expect(vendorProgressOf(view, proposals, 4).evaluators[0]).toMatchObject({ uid: 'lead', name: '', total: 0 });
  });

  it('gives a share only where there is something to score', () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBeUndefined();
  });
});

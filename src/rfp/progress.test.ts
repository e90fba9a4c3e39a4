import { describe, expect, it } from 'vitest';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { emptyEvaluation } from './evaluation.ts';
import { scoringProgressOf } from './progress.ts';

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
  it('counts the answers given, and what each evaluator and the consensus scored of them', () => {
    const evaluation = {
      ...emptyEvaluation(),
      sheets: {
        a: { name: 'Cem Client', scores: { '1-0': entry, '1-1': entry, '2-3': entry } },
        b: { name: 'Ada Admin', scores: { '1-0': entry, '9-0': entry } },
      },
      consensus: { '1-0': entry },
    };
    const progress = scoringProgressOf(
      [row(1, ['Yes', 'No', null, '']), row(2, ['Yes', null, null, 'Partly'])],
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

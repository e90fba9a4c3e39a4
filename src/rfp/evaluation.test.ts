import { describe, expect, it } from 'vitest';
import rfp from '../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../content/schemas/rfp.ts';
import {
  checkScoreInput,
  checkWeights,
  emptyEvaluation,
  evaluationRoleOf,
  evaluationSchema,
  HISTORY_LIMIT,
  viewFor,
  withConsensus,
  withImportance,
  withScore,
  withWeights,
} from './evaluation.ts';
import { proposalsOf } from './scoring.ts';
import { defaultWeights, outlineOf, weightsFor } from './weights.ts';

const rows = rfp.rows as RfpRow[];
const proposals = proposalsOf(rows);
const proposal = (id: string) => proposals.get(id);
const ada = { uid: 'ada', name: 'Ada Admin' };
const cem = { uid: 'cem', name: 'Cem Client' };
const at = '2026-11-26T10:00:00.000Z';

describe('checkScoreInput', () => {
  it('takes a whole score 0–5 or null with a short comment', () => {
    expect(checkScoreInput({ row: 1, vendor: 0, score: 4, comment: 'ok' }, rows, proposal)).toBeUndefined();
    expect(checkScoreInput({ row: 1, vendor: 0, score: null, comment: '' }, rows, proposal)).toBeUndefined();
  });

  it('refuses scores out of range, long comments, gone questions and excluded answers', () => {
    expect(checkScoreInput({ row: 1, vendor: 0, score: 6, comment: '' }, rows, proposal)).toEqual({
      code: 'scoreOutOfRange',
    });
    expect(checkScoreInput({ row: 1, vendor: 0, score: 2.5, comment: '' }, rows, proposal)).toEqual({
      code: 'scoreOutOfRange',
    });
    expect(checkScoreInput({ row: 1, vendor: 0, score: -1, comment: '' }, rows, proposal)).toEqual({
      code: 'scoreOutOfRange',
    });
    expect(checkScoreInput({ row: 1, vendor: 0, score: 3, comment: 'x'.repeat(501) }, rows, proposal)).toEqual({
      code: 'commentTooLong',
      limit: 500,
    });
    expect(checkScoreInput({ row: 316, vendor: 0, score: 3, comment: '' }, rows, proposal)).toEqual({
      code: 'questionGone',
      row: 316,
    });
    // Row 1's fourth vendor gave no answer: nothing to score.
    expect(checkScoreInput({ row: 1, vendor: 3, score: 3, comment: '' }, rows, proposal)).toEqual({
      code: 'excludedAnswer',
    });
  });
});

describe('checkWeights', () => {
  const outline = outlineOf(rows);
  it('takes the defaults and refuses sums other than 100, ranges and unknown names', () => {
    const weights = defaultWeights(outline);
    expect(checkWeights(outline, weights)).toBeUndefined();
    expect(checkWeights(outline, { ...weights, sections: { ...weights.sections, Compliance: 50 } })).toEqual({
      code: 'weightsDoNotAddUp',
      section: undefined,
      total: 116,
    });
    expect(checkWeights(outline, { ...weights, subsections: { ...weights.subsections, '9.9': 5 } })).toEqual({
      code: 'unknownWeight',
      name: '9.9',
    });
    expect(
      checkWeights(outline, { ...weights, subsections: { ...weights.subsections, '2.1': 125, '2.2': -50 } }),
    ).toEqual({
      code: 'weightOutOfRange',
      section: 'Research & Development',
    });
  });
});

describe('changes of weights', () => {
  const outline = outlineOf(rows);
  const defaults = defaultWeights(outline);
  const subsectionsOf = (name: string) => outline.find((section) => section.name === name)?.subsections ?? [];

  it('take one level at a time, given whole, and refuse part of a level', () => {
    expect(
      checkWeights(outline, {
        sections: { Compliance: 50, 'Research & Development': 25, Integration: 25 },
        subsections: {},
      }),
    ).toBeUndefined();
    expect(checkWeights(outline, { sections: { Compliance: 50, Integration: 50 }, subsections: {} })).toEqual({
      code: 'weightsIncomplete',
      section: undefined,
    });
    const [first] = subsectionsOf('Compliance');
    expect(checkWeights(outline, { sections: {}, subsections: { [first?.id ?? '']: 100 } })).toEqual({
      code: 'weightsIncomplete',
      section: 'Compliance',
    });
  });

  it('two leads saving different levels at once both keep theirs; the same level is the last one’s', () => {
    const sections = { sections: { Compliance: 50, 'Research & Development': 25, Integration: 25 }, subsections: {} };
    const compliance = subsectionsOf('Compliance');
    const subsections = {
      sections: {},
      subsections: Object.fromEntries(compliance.map((subsection, index) => [subsection.id, index === 0 ? 100 : 0])),
    };
    // Each write is laid over what the other left (the store's read-change-write), in either order.
    for (const [first, second] of [
      [sections, subsections],
      [subsections, sections],
    ] as const) {
      const evaluation = withWeights(withWeights(emptyEvaluation(), first, ada, at), second, cem, at);
      const kept = weightsFor(outline, evaluation.weights);
      expect(kept.sections).toEqual(sections.sections);
      expect(kept.subsections[compliance[0]?.id ?? '']).toBe(100);
      expect(kept.subsections[compliance[1]?.id ?? '']).toBe(0);
      const untouched = subsectionsOf('Integration')[0]?.id ?? '';
      expect(kept.subsections[untouched]).toBe(defaults.subsections[untouched]);
      expect(evaluation.history.map((change) => change.value.split(' ')[0])).toHaveLength(2);
    }
    const later = { sections: { Compliance: 10, 'Research & Development': 10, Integration: 80 }, subsections: {} };
    const evaluation = withWeights(withWeights(emptyEvaluation(), sections, ada, at), later, cem, at);
    expect(evaluation.weights?.sections).toEqual(later.sections);
  });
});

describe('changes', () => {
  it('keep each evaluator’s sheet apart and record who changed what and when', () => {
    let evaluation = withScore(emptyEvaluation(), { row: 1, vendor: 0, score: 4, comment: 'fine' }, cem, at);
    evaluation = withScore(evaluation, { row: 1, vendor: 0, score: 1, comment: '' }, ada, at);
    evaluation = withConsensus(evaluation, { row: 1, vendor: 0, score: 3, comment: 'agreed' }, ada, at);
    evaluation = withImportance(evaluation, 1, 'must', ada, at);
    evaluation = withWeights(evaluation, defaultWeights(outlineOf(rows)), ada, at);
    evaluation = withScore(evaluation, { row: 1, vendor: 0, score: null, comment: '' }, ada, at);
    expect(evaluation.sheets.cem?.scores['1-0']).toEqual({ score: 4, comment: 'fine', by: 'cem', at });
    expect(evaluation.sheets.ada?.scores['1-0']).toBeUndefined();
    expect(evaluation.consensus['1-0']?.score).toBe(3);
    expect(evaluation.importance['1']).toBe('must');
    expect(
      evaluation.history.map((change) => [change.byName, change.what, change.target, change.value.slice(0, 10)]),
    ).toEqual([
      ['Cem Client', 'score', '1-0', '4'],
      ['Ada Admin', 'score', '1-0', '1'],
      ['Ada Admin', 'consensus', '1-0', '3'],
      ['Ada Admin', 'importance', '1', 'must'],
      ['Ada Admin', 'weights', '', 'Compliance'],
      ['Ada Admin', 'score', '1-0', 'cleared'],
    ]);
    expect(evaluationSchema.parse(evaluation)).toEqual(evaluation);
  });

  it('keep the newest changes when the history is full', () => {
    let evaluation = emptyEvaluation();
    evaluation.history = Array.from({ length: HISTORY_LIMIT }, (_, index) => ({
      at,
      by: 'x',
      byName: 'X',
      what: 'score' as const,
      target: `${index}`,
      value: '1',
    }));
    evaluation = withScore(evaluation, { row: 2, vendor: 1, score: 2, comment: '' }, cem, at);
    expect(evaluation.history).toHaveLength(HISTORY_LIMIT);
    expect(evaluation.history[0]?.target).toBe('1');
    expect(evaluation.history.at(-1)?.target).toBe('2-1');
  });
});

describe('who does what', () => {
  it('makes provider staff the lead, client users evaluators, vendors nothing', () => {
    expect(evaluationRoleOf(['user', 'EFI_USER'])).toBe('lead');
    expect(evaluationRoleOf(['user', 'CLIENT_PROSPECT_USER'])).toBe('evaluator');
    expect(evaluationRoleOf(['user', 'VENDOR_USER'])).toBe('none');
    expect(evaluationRoleOf([])).toBe('none');
  });

  it('sends others’ sheets to the lead only', () => {
    let evaluation = withScore(emptyEvaluation(), { row: 1, vendor: 0, score: 4, comment: '' }, cem, at);
    evaluation = withScore(evaluation, { row: 1, vendor: 0, score: 1, comment: '' }, ada, at);
    expect(Object.keys(viewFor(evaluation, 'lead', 'ada', proposals, 4).sheets)).toEqual(['cem', 'ada']);
    const cemView = viewFor(evaluation, 'evaluator', 'cem', proposals, 4);
    expect(Object.keys(cemView.sheets)).toEqual(['cem']);
    expect(cemView.mine['1-0']?.score).toBe(4);
    expect(cemView.evaluators).toEqual({ cem: 'Cem Client', ada: 'Ada Admin' });
    // How far Ada has come, per vendor, but not her scores.
    expect(cemView.scoredCounts).toEqual({ cem: [1, 0, 0, 0], ada: [1, 0, 0, 0] });
  });
});

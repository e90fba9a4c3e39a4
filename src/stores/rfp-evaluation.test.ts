import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EvaluationView } from '../rfp/evaluation.ts';
import type { EvaluationApi } from '../rfp/services/evaluation-api.ts';
import {
  $evaluation,
  $saves,
  hasWritesInFlight,
  loadEvaluation,
  replaceRfpEvaluationServices,
  saveScore,
  saveWeights,
  whenSaved,
} from './rfp-evaluation.ts';

const view = (): EvaluationView => ({
  role: 'evaluator',
  uid: 'cem',
  weights: undefined,
  importance: {},
  mine: {},
  consensus: { '2-0': { score: 1, comment: '', by: 'ada', at: 'T0' } },
  sheets: {},
  evaluators: {},
  scoredCounts: {},
});
const entry = (score: number) => ({ score, comment: '', by: 'cem', at: 'T' });

function fakeApi(overrides: Partial<EvaluationApi> = {}): EvaluationApi {
  return {
    load: async () => view(),
    saveScore: async (input) => ({ entry: input.score === null ? null : entry(input.score) }),
    saveConsensus: async () => {
      throw new Error('Only the lead sets the consensus.');
    },
    saveWeights: async (weights) => ({ weights }),
    saveImportance: async (_row, importance) => ({ importance }),
    loadRows: async () => [],
    ...overrides,
  };
}

afterEach(() => replaceRfpEvaluationServices());

describe('rfp evaluation store', () => {
  beforeEach(() => {
    $evaluation.set(undefined);
    $saves.set({});
  });

  it('changes only the saved answer of the view', async () => {
    replaceRfpEvaluationServices({ evaluationApiOf: () => fakeApi() });
    await loadEvaluation();
    expect(await saveScore({ row: 1, vendor: 2, score: 4, comment: '' })).toBe(true);
    expect($evaluation.get()?.mine['1-2']?.score).toBe(4);
    expect($evaluation.get()?.sheets.cem?.scores['1-2']?.score).toBe(4);
    expect($evaluation.get()?.consensus['2-0']?.score).toBe(1);
    expect($saves.get()['1-2']).toEqual({ state: 'saved' });
    await saveScore({ row: 1, vendor: 2, score: null, comment: '' });
    expect($evaluation.get()?.mine['1-2']).toBeUndefined();
  });

  it('keeps the server’s message when a write is refused, and the view as it was', async () => {
    replaceRfpEvaluationServices({ evaluationApiOf: () => fakeApi() });
    await loadEvaluation();
    expect(await saveScore({ row: 2, vendor: 0, score: 5, comment: '' }, 'consensus')).toBe(false);
    expect($saves.get()['consensus-2-0']).toEqual({ state: 'failed', message: 'Only the lead sets the consensus.' });
    expect($evaluation.get()?.consensus['2-0']?.score).toBe(1);
  });

  it('takes the weights the server kept', async () => {
    replaceRfpEvaluationServices({ evaluationApiOf: () => fakeApi() });
    await loadEvaluation();
    const weights = { sections: { A: 100 }, subsections: { '1.1': 100 } };
    await saveWeights(weights);
    expect($evaluation.get()?.weights).toEqual(weights);
  });

  it('waits for the writes still on their way, answered or refused, and for nothing once they are', async () => {
    let answerScore: (() => void) | undefined;
    let refuseWeights: (() => void) | undefined;
    replaceRfpEvaluationServices({
      evaluationApiOf: () =>
        fakeApi({
          saveScore: (input) =>
            new Promise((resolve) => {
              answerScore = () => resolve({ entry: input.score === null ? null : entry(input.score) });
            }),
          saveWeights: () =>
            new Promise((_resolve, reject) => {
              refuseWeights = () => reject(new Error('The weights changed meanwhile.'));
            }),
        }),
    });
    await loadEvaluation();
    expect(hasWritesInFlight()).toBe(false);
    const score = saveScore({ row: 3, vendor: 1, score: 2, comment: '' });
    const weights = saveWeights({ sections: { A: 100 }, subsections: {} });
    expect(hasWritesInFlight()).toBe(true);
    let saved = false;
    const waiting = whenSaved().then(() => {
      saved = true;
    });
    answerScore?.();
    await score;
    await Promise.resolve();
    expect(saved).toBe(false);
    refuseWeights?.();
    await weights;
    await waiting;
    expect(saved).toBe(true);
    expect(hasWritesInFlight()).toBe(false);
    expect($evaluation.get()?.mine['3-1']?.score).toBe(2);
    await whenSaved();
  });
});

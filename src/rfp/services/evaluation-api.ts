import type { RfpRow } from '../../content/schemas/rfp.ts';
import { callPortalApi } from '../../services/portal-api.ts';
import type { EvaluationView, ScoreEntry, ScoreInput } from '../evaluation.ts';
import type { Importance, Weights } from '../weights.ts';

/** The browser's calls to the evaluation endpoints (docs/routes.md, /api/rfp/*). */
export const evaluationApi = {
  load: () => callPortalApi<EvaluationView>('GET', '/api/rfp/evaluation'),
  saveScore: (input: ScoreInput) => callPortalApi<{ entry: ScoreEntry | null }>('PUT', '/api/rfp/scores', input),
  saveConsensus: (input: ScoreInput) => callPortalApi<{ entry: ScoreEntry | null }>('PUT', '/api/rfp/consensus', input),
  saveWeights: (weights: Weights) => callPortalApi<{ weights: Weights }>('PUT', '/api/rfp/weights', weights),
  saveImportance: (row: number, importance: Importance) =>
    callPortalApi<{ importance: Importance }>('PUT', '/api/rfp/importance', { row, importance }),
};
export type EvaluationApi = typeof evaluationApi;

/** The RFP's rows, for text the page's grid did not carry (the island reads the rest from it). */
export const loadRfpRows = () => callPortalApi<RfpRow[]>('GET', '/api/rfp-analysis');

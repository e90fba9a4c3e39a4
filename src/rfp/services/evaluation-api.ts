import type { RfpRow } from '../../content/schemas/rfp.ts';
import { callPortalApi } from '../../services/portal-api.ts';
import type { EvaluationView, ScoreEntry, ScoreInput } from '../evaluation.ts';
import type { Importance, Weights } from '../weights.ts';

/** An endpoint of one RFP event's evaluation (`?event=`). */
export const evaluationPath = (path: string, event: string, query: Record<string, string> = {}): string =>
  `${path}?${new URLSearchParams({ event, ...query })}`;

/** The browser's calls to the evaluation endpoints of one RFP event (docs/routes.md, /api/rfp/*). */
export const evaluationApiOf = (event: string) => ({
  load: () => callPortalApi<EvaluationView>('GET', evaluationPath('/api/rfp/evaluation', event)),
  saveScore: (input: ScoreInput) =>
    callPortalApi<{ entry: ScoreEntry | null }>('PUT', evaluationPath('/api/rfp/scores', event), input),
  saveConsensus: (input: ScoreInput) =>
    callPortalApi<{ entry: ScoreEntry | null }>('PUT', evaluationPath('/api/rfp/consensus', event), input),
  saveWeights: (weights: Weights) =>
    callPortalApi<{ weights: Weights }>('PUT', evaluationPath('/api/rfp/weights', event), weights),
  saveImportance: (row: number, importance: Importance) =>
    callPortalApi<{ importance: Importance }>('PUT', evaluationPath('/api/rfp/importance', event), { row, importance }),
  /** The event's rows, for text the page's grid did not carry (the island reads the rest from it). */
  loadRows: () => callPortalApi<RfpRow[]>('GET', evaluationPath('/api/rfp/rows', event)),
});
export type EvaluationApi = ReturnType<typeof evaluationApiOf>;

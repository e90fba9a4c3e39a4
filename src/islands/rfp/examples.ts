import { useStore } from '@nanostores/react';
import rfp from '../../content/mock/rfp-analysis.json' with { type: 'json' };
import type { RfpRow } from '../../content/schemas/rfp.ts';
import { languageOf } from '../../i18n/locales.ts';
import { storyLocale, storyTranslator } from '../../i18n/story-language.ts';
import type { EvaluationView, ScoreEntry } from '../../rfp/evaluation.ts';
import type { EvaluationApi } from '../../rfp/services/evaluation-api.ts';
import { type Weights, withWeightChange } from '../../rfp/weights.ts';
import { $evaluation, $saves, replaceRfpEvaluationServices } from '../../stores/rfp-evaluation.ts';
import { figuresOf } from './figures.ts';
import { parts } from './styles.ts';

/** What the evaluation's parts sit in on the page (its headings' and controls' look): their stories' frame. */
export const storyFrame = parts.root;
/** The evaluation's strings in a story's language (Storybook's toolbar). */
export const rfpTranslator = (locale: unknown) => storyTranslator(locale, ['rfpEvaluation', 'rfp']);
/** Its figures, in that language's digits. */
export const rfpFigures = (locale: unknown) => figuresOf(languageOf(storyLocale(locale)).tag);

/** The RFP's own rows, the first three of each section's first subsection: real answers, a short grid. */
export const sampleRows: RfpRow[] = ['1.1', '2.1', '3.1'].flatMap((id) =>
  (rfp.rows as RfpRow[]).filter((row) => row.SecSub === id).slice(0, 3),
);
export const vendors = ['Northwind Digital', 'Contoso Fintech', 'Fabrikam Systems', 'Tailspin Banking'];

const entry = (score: number, by: string, comment = ''): ScoreEntry => ({
  score,
  comment,
  by,
  at: '2026-11-20T10:00:00.000Z',
});

/** Two client evaluators who disagree on row 61 (5 against 1) and agree on row 62, as the lead sees them. */
export const leadView: EvaluationView = {
  role: 'lead',
  uid: 'ada',
  weights: undefined,
  importance: { '1': 'must' },
  mine: { '1-1': entry(3, 'ada', 'Add-on costs extra.') },
  consensus: { '62-0': entry(4, 'ada', 'Agreed in the review call.') },
  sheets: {
    cem: { name: 'Cem Client', scores: { '61-1': entry(5, 'cem'), '62-0': entry(4, 'cem') } },
    fiona: { name: 'Fiona Fabrikam', scores: { '61-1': entry(1, 'fiona'), '62-0': entry(4, 'fiona') } },
  },
  evaluators: { cem: 'Cem Client', fiona: 'Fiona Fabrikam' },
  // Counted as the server counts them (`viewFor`); a story's panels count the sheets they hold.
  scoredCounts: { cem: [0, 1, 0, 0], fiona: [0, 1, 0, 0] },
};

/** What a story's store calls instead of the portal's API: each write answers at once, as the server would. */
export function storyApi(sent: { weights: Weights[] }): EvaluationApi {
  let kept: Weights | undefined;
  return {
    load: async () => leadView,
    saveScore: async (input) => ({
      entry: input.score === null ? null : entry(input.score, 'ada', input.comment),
    }),
    saveConsensus: async (input) => ({
      entry: input.score === null ? null : entry(input.score, 'ada', input.comment),
    }),
    saveWeights: async (change) => {
      sent.weights.push(change);
      kept = withWeightChange(kept, change);
      return { weights: kept };
    },
    saveImportance: async (_row, importance) => ({ importance }),
    loadRows: async () => [],
  };
}

/**
 * A story's `beforeEach`: the store holds the lead's view and no saves, writes go to `storyApi`
 * (recorded in `sent`, emptied first); afterwards the store is empty again for the next story.
 */
export function storyEvaluation(sent: { weights: Weights[] } = { weights: [] }): () => () => void {
  return () => {
    $evaluation.set(leadView);
    $saves.set({});
    sent.weights = [];
    replaceRfpEvaluationServices({ evaluationApiOf: () => storyApi(sent) });
    return () => {
      $evaluation.set(undefined);
      $saves.set({});
    };
  };
}

/** The view a story's panel shows: the store's, so a saved score or weight shows as on the page. */
export const useStoryView = (): EvaluationView => useStore($evaluation) ?? leadView;

import { z } from 'zod';
import type { RfpRow } from '../content/schemas/rfp.ts';
import { answerId, COMMENT_LIMIT, MAX_SCORE, MIN_SCORE, type Proposal, perVendor } from './scoring.ts';
import { importanceLevels, type Section, type Weights, weightChangeProblems, withWeightChange } from './weights.ts';

/** Changes kept in an evaluation's history (the oldest go first). */
export const HISTORY_LIMIT = 2000;

const isoTime = z.string().max(40);
const scoreValue = z.number().int().min(MIN_SCORE).max(MAX_SCORE);

export const scoreEntrySchema = z.object({
  score: scoreValue,
  comment: z.string().max(COMMENT_LIMIT),
  by: z.string(),
  at: isoTime,
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

const weightsSchema = z.object({
  sections: z.record(z.string(), z.number()),
  subsections: z.record(z.string(), z.number()),
});

export const changeSchema = z.object({
  at: isoTime,
  by: z.string(),
  byName: z.string(),
  what: z.enum(['score', 'consensus', 'weights', 'importance']),
  /** The answer (`row-vendor`), the row, or empty for weights. */
  target: z.string(),
  /** The new value, as text (`4`, `cleared`, `must`, `Compliance 40 …`). */
  value: z.string(),
});
export type Change = z.infer<typeof changeSchema>;

/**
 * One client's evaluation of one project's RFP: the weights and importance the lead set, every
 * evaluator's own sheet, the consensus, and the history of who changed what and when.
 */
export const evaluationSchema = z.object({
  weights: weightsSchema.optional(),
  importance: z.record(z.string(), z.enum(importanceLevels)),
  sheets: z.record(z.string(), z.object({ name: z.string(), scores: z.record(z.string(), scoreEntrySchema) })),
  consensus: z.record(z.string(), scoreEntrySchema),
  history: z.array(changeSchema),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const emptyEvaluation = (): Evaluation => ({ importance: {}, sheets: {}, consensus: {}, history: [] });

/** Body of a score (own sheet) or consensus write: one answer at a time, so concurrent writers lose nothing. */
export const scoreInputSchema = z.strictObject({
  row: z.number().int().min(1).max(10_000),
  vendor: z.number().int().min(0).max(9),
  /** null clears the score. */
  score: z.number().nullable(),
  comment: z.string().max(10_000).default(''),
});
export type ScoreInput = z.infer<typeof scoreInputSchema>;

export const weightsInputSchema = z.strictObject({
  sections: z.record(z.string().max(200), z.number()),
  subsections: z.record(z.string().max(20), z.number()),
});

export const importanceInputSchema = z.strictObject({
  row: z.number().int().min(1).max(10_000),
  importance: z.enum(importanceLevels),
});

/** Why a write is refused: a dictionary key of `rfpEvaluation:errors.*`. */
export type InputProblem =
  | { code: 'scoreOutOfRange' }
  | { code: 'commentTooLong'; limit: number }
  | { code: 'questionGone'; row: number }
  | { code: 'excludedAnswer' }
  | { code: 'weightsDoNotAddUp'; section: string | undefined; total: number }
  | { code: 'weightOutOfRange'; section: string | undefined }
  | { code: 'weightsIncomplete'; section: string | undefined }
  | { code: 'unknownWeight'; name: string };

/** Checks a score write against the RFP as it is now. */
export function checkScoreInput(
  input: ScoreInput,
  rows: readonly RfpRow[],
  proposal: (id: string) => Proposal | undefined,
): InputProblem | undefined {
  if (
    input.score !== null &&
    !(Number.isInteger(input.score) && input.score >= MIN_SCORE && input.score <= MAX_SCORE)
  ) {
    return { code: 'scoreOutOfRange' };
  }
  if (input.comment.length > COMMENT_LIMIT) return { code: 'commentTooLong', limit: COMMENT_LIMIT };
  const row = rows.find((candidate) => candidate.Row === input.row);
  if (!row || input.vendor >= row.answers.length) return { code: 'questionGone', row: input.row };
  if (input.score !== null && proposal(answerId(input.row, input.vendor))?.kind === 'excluded') {
    return { code: 'excludedAnswer' };
  }
  return undefined;
}

/**
 * Checks a change of weights: every name known, and every level it gives whole, within 0–100 and
 * adding up to 100 (the levels it leaves out stay as stored, already checked).
 */
export function checkWeights(outline: readonly Section[], change: Weights): InputProblem | undefined {
  const sectionNames = new Set(outline.map((section) => section.name));
  const subsectionIds = new Set(outline.flatMap((section) => section.subsections.map((subsection) => subsection.id)));
  const unknown =
    Object.keys(change.sections).find((name) => !sectionNames.has(name)) ??
    Object.keys(change.subsections).find((id) => !subsectionIds.has(id));
  if (unknown !== undefined) return { code: 'unknownWeight', name: unknown };
  const [problem] = weightChangeProblems(outline, change);
  if (!problem) return undefined;
  if (problem.kind === 'incomplete') return { code: 'weightsIncomplete', section: problem.section };
  return problem.kind === 'range'
    ? { code: 'weightOutOfRange', section: problem.section }
    : { code: 'weightsDoNotAddUp', section: problem.section, total: problem.total };
}

export interface Actor {
  uid: string;
  name: string;
}

function recorded(evaluation: Evaluation, change: Change): Change[] {
  const history = [...evaluation.history, change];
  return history.length > HISTORY_LIMIT ? history.slice(history.length - HISTORY_LIMIT) : history;
}

function entryChange(
  scores: Record<string, ScoreEntry>,
  id: string,
  input: ScoreInput,
  actor: Actor,
  at: string,
): Record<string, ScoreEntry> {
  const next = { ...scores };
  if (input.score === null) delete next[id];
  else next[id] = { score: input.score, comment: input.comment, by: actor.uid, at };
  return next;
}

/** The evaluation with one of the actor's own scores set or cleared (and the change recorded). */
export function withScore(evaluation: Evaluation, input: ScoreInput, actor: Actor, at: string): Evaluation {
  const id = answerId(input.row, input.vendor);
  const sheet = evaluation.sheets[actor.uid] ?? { name: actor.name, scores: {} };
  return {
    ...evaluation,
    sheets: {
      ...evaluation.sheets,
      [actor.uid]: { name: actor.name, scores: entryChange(sheet.scores, id, input, actor, at) },
    },
    history: recorded(evaluation, scoreChange('score', id, input, actor, at)),
  };
}

/** The evaluation with the consensus of one answer set or cleared. */
export function withConsensus(evaluation: Evaluation, input: ScoreInput, actor: Actor, at: string): Evaluation {
  const id = answerId(input.row, input.vendor);
  return {
    ...evaluation,
    consensus: entryChange(evaluation.consensus, id, input, actor, at),
    history: recorded(evaluation, scoreChange('consensus', id, input, actor, at)),
  };
}

function scoreChange(what: 'score' | 'consensus', id: string, input: ScoreInput, actor: Actor, at: string): Change {
  return {
    at,
    by: actor.uid,
    byName: actor.name,
    what,
    target: id,
    value: input.score === null ? 'cleared' : String(input.score),
  };
}

/** The evaluation with a change of weights laid over the stored ones: levels it leaves out stay. */
export function withWeights(evaluation: Evaluation, change: Weights, actor: Actor, at: string): Evaluation {
  const value = [...Object.entries(change.sections), ...Object.entries(change.subsections)]
    .map(([name, weight]) => `${name} ${weight}`)
    .join('; ');
  return {
    ...evaluation,
    weights: withWeightChange(evaluation.weights, change),
    history: recorded(evaluation, { at, by: actor.uid, byName: actor.name, what: 'weights', target: '', value }),
  };
}

export function withImportance(
  evaluation: Evaluation,
  row: number,
  importance: (typeof importanceLevels)[number],
  actor: Actor,
  at: string,
): Evaluation {
  return {
    ...evaluation,
    importance: { ...evaluation.importance, [String(row)]: importance },
    history: recorded(evaluation, {
      at,
      by: actor.uid,
      byName: actor.name,
      what: 'importance',
      target: String(row),
      value: importance,
    }),
  };
}

/**
 * Who does what (decision 078): provider staff lead — they set weights, importance and the
 * consensus and see every evaluator's sheet; a client's users evaluate on their own sheet and see
 * the consensus; vendor users see no evaluation at all.
 */
export type EvaluationRole = 'lead' | 'evaluator' | 'none';

export function evaluationRoleOf(roles: readonly string[]): EvaluationRole {
  if (roles.includes('EFI_USER')) return 'lead';
  if (roles.includes('CLIENT_PROSPECT_USER')) return 'evaluator';
  return 'none';
}

/** What a person is sent of an evaluation: only a lead gets others' sheets. */
export interface EvaluationView {
  role: Exclude<EvaluationRole, 'none'>;
  uid: string;
  weights: Weights | undefined;
  importance: Record<string, (typeof importanceLevels)[number]>;
  mine: Record<string, ScoreEntry>;
  consensus: Record<string, ScoreEntry>;
  /** uid → name and scores; only the lead's own for an evaluator. */
  sheets: Record<string, { name: string; scores: Record<string, ScoreEntry> }>;
  /** Names of the people who have scored (all may see who takes part). */
  evaluators: Record<string, string>;
  /**
   * uid → how many answers to score they have scored, per vendor: how far each evaluator has come
   * is everyone's to see (as the Overview shows it), their scores are not.
   */
  scoredCounts: Record<string, number[]>;
}

/** What `uid` may see of an evaluation of answers with these proposals, from `vendors` vendors. */
export function viewFor(
  evaluation: Evaluation,
  role: Exclude<EvaluationRole, 'none'>,
  uid: string,
  proposals: ReadonlyMap<string, Proposal>,
  vendors: number,
): EvaluationView {
  const own = evaluation.sheets[uid];
  return {
    role,
    uid,
    weights: evaluation.weights,
    importance: evaluation.importance,
    mine: own?.scores ?? {},
    consensus: evaluation.consensus,
    sheets: role === 'lead' ? evaluation.sheets : own ? { [uid]: own } : {},
    evaluators: Object.fromEntries(Object.entries(evaluation.sheets).map(([id, sheet]) => [id, sheet.name])),
    scoredCounts: Object.fromEntries(
      Object.entries(evaluation.sheets).map(([id, sheet]) => [
        id,
        perVendor(Object.keys(sheet.scores), proposals, vendors),
      ]),
    ),
  };
}

import type { APIRoute } from 'astro';
import { recordChange } from '../../../audit/server/record.ts';
import { checkScoreInput, type ScoreEntry, scoreInputSchema, withConsensus } from '../../../rfp/evaluation.ts';
import { answerId } from '../../../rfp/scoring.ts';
import { changeEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace, leadOnly, problemResponse } from '../../../rfp/server/respond.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** PUT: the lead sets or clears the consensus score of one answer. */
export const PUT: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  if (place.role !== 'lead') return leadOnly(context);
  const body = await readJsonBody(context.request, scoreInputSchema, context.locals.t);
  if (!body.ok) return body.response;
  const { rows, proposals } = place.rfp;
  const problem = checkScoreInput(body.data, rows, (id) => proposals.get(id));
  if (problem) return problemResponse(context, problem);
  const at = new Date().toISOString();
  const id = answerId(body.data.row, body.data.vendor);
  let before: ScoreEntry | undefined;
  const evaluation = await changeEvaluation(context.locals.config, place.key, (current) => {
    before = current.consensus[id];
    return withConsensus(current, body.data, place.actor, at);
  });
  const entry = evaluation.consensus[id] ?? null;
  await recordChange(context, {
    object: { kind: 'rfpConsensus', id, label: `${body.data.vendor} · ${body.data.row}` },
    action: 'agreed',
    project: place.project,
    before: before ? { score: before.score, comment: before.comment } : null,
    after: entry ? { score: entry.score, comment: entry.comment } : null,
  });
  return Response.json({ entry });
};

export const ALL = otherMethods({ PUT });

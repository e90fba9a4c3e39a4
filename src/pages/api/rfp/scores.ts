import type { APIRoute } from 'astro';
import { checkScoreInput, scoreInputSchema, withScore } from '../../../rfp/evaluation.ts';
import { answerId } from '../../../rfp/scoring.ts';
import { changeEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace, problemResponse } from '../../../rfp/server/respond.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** PUT: sets or clears one of the person's own scores (one answer per call). */
export const PUT: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  const body = await readJsonBody(context.request, scoreInputSchema, context.locals.t);
  if (!body.ok) return body.response;
  const { rows, proposals } = place.rfp;
  const problem = checkScoreInput(body.data, rows, (id) => proposals.get(id));
  if (problem) return problemResponse(context, problem);
  const at = new Date().toISOString();
  const evaluation = await changeEvaluation(context.locals.config, place.key, (current) =>
    withScore(current, body.data, place.actor, at),
  );
  const entry = evaluation.sheets[place.actor.uid]?.scores[answerId(body.data.row, body.data.vendor)] ?? null;
  return Response.json({ entry });
};

export const ALL = otherMethods({ PUT });

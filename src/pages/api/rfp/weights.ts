import type { APIRoute } from 'astro';
import { checkWeights, weightsInputSchema, withWeights } from '../../../rfp/evaluation.ts';
import { changeEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace, leadOnly, problemResponse, rfpWithProposals } from '../../../rfp/server/respond.ts';
import { outlineOf, weightsFor } from '../../../rfp/weights.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** PUT: the lead saves the section and subsection weights (both levels must add up to 100). */
export const PUT: APIRoute = async (context) => {
  const place = evaluationPlace(context);
  if ('refused' in place) return place.refused;
  if (place.role !== 'lead') return leadOnly(context);
  const body = await readJsonBody(context.request, weightsInputSchema, context.locals.t);
  if (!body.ok) return body.response;
  const outline = outlineOf((await rfpWithProposals()).rows);
  const problem = checkWeights(outline, body.data);
  if (problem) return problemResponse(context, problem);
  const weights = weightsFor(outline, body.data);
  const at = new Date().toISOString();
  await changeEvaluation(context.locals.config, place.key, (current) => withWeights(current, weights, place.actor, at));
  return Response.json({ weights });
};

export const ALL = otherMethods({ PUT });

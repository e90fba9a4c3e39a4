import type { APIRoute } from 'astro';
import { recordChange } from '../../../audit/server/record.ts';
import { checkWeights, weightsInputSchema, withWeights } from '../../../rfp/evaluation.ts';
import { changeEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace, leadOnly, problemResponse } from '../../../rfp/server/respond.ts';
import { outlineOf, type Weights, weightsFor } from '../../../rfp/weights.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * PUT: the lead saves the levels of weights they changed (sections, or one section's
 * subsections, each whole and adding up to 100); levels left out keep what is stored, so two
 * people saving different levels at once both keep theirs. Answers with all the weights now kept.
 */
export const PUT: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  if (place.role !== 'lead') return leadOnly(context);
  const body = await readJsonBody(context.request, weightsInputSchema, context.locals.t);
  if (!body.ok) return body.response;
  const outline = outlineOf(place.rfp.rows);
  const problem = checkWeights(outline, body.data);
  if (problem) return problemResponse(context, problem);
  const at = new Date().toISOString();
  let before: Weights | undefined;
  const evaluation = await changeEvaluation(context.locals.config, place.key, (current) => {
    before = current.weights;
    return withWeights(current, body.data, place.actor, at);
  });
  await recordChange(context, {
    object: { kind: 'rfpWeights', id: place.rfp.event.id, label: place.rfp.event.title },
    action: 'edited',
    project: place.project,
    before: { ...before?.sections, ...before?.subsections },
    after: { ...evaluation.weights?.sections, ...evaluation.weights?.subsections },
  });
  return Response.json({ weights: weightsFor(outline, evaluation.weights) });
};

export const ALL = otherMethods({ PUT });

import type { APIRoute } from 'astro';
import { viewFor } from '../../../rfp/evaluation.ts';
import { readEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace } from '../../../rfp/server/respond.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET: the evaluation of the active client's project as this person may see it (decision 078). */
export const GET: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  const evaluation = await readEvaluation(context.locals.config, place.key);
  const response = Response.json(
    viewFor(evaluation, place.role, place.actor.uid, place.rfp.proposals, place.rfp.vendors.length),
  );
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

export const ALL = otherMethods({ GET });

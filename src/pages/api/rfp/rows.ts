import type { APIRoute } from 'astro';
import { evaluationPlace } from '../../../rfp/server/respond.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** GET ?event=: the closed event's questions and the answers submitted, as the evaluation reads them. */
export const GET: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  return Response.json(place.rfp.rows, { headers: { 'Cache-Control': 'no-store' } });
};

export const ALL = otherMethods({ GET });

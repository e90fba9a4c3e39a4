import type { APIRoute } from 'astro';
import { recordChange } from '../../../audit/server/record.ts';
import { importanceInputSchema, withImportance } from '../../../rfp/evaluation.ts';
import { changeEvaluation } from '../../../rfp/server/evaluation-store.ts';
import { evaluationPlace, leadOnly, problemResponse } from '../../../rfp/server/respond.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/** PUT: the lead sets how much one question counts (must, should, could). */
export const PUT: APIRoute = async (context) => {
  const place = await evaluationPlace(context);
  if ('refused' in place) return place.refused;
  if (place.role !== 'lead') return leadOnly(context);
  const body = await readJsonBody(context.request, importanceInputSchema, context.locals.t);
  if (!body.ok) return body.response;
  const { rows } = place.rfp;
  if (!rows.some((row) => row.Row === body.data.row)) {
    return problemResponse(context, { code: 'questionGone', row: body.data.row });
  }
  const at = new Date().toISOString();
  let before: string | undefined;
  const evaluation = await changeEvaluation(context.locals.config, place.key, (current) => {
    before = current.importance[String(body.data.row)];
    return withImportance(current, body.data.row, body.data.importance, place.actor, at);
  });
  await recordChange(context, {
    object: { kind: 'rfpImportance', id: String(body.data.row), label: String(body.data.row) },
    action: 'edited',
    project: place.project,
    before: { importance: before ?? null },
    after: { importance: evaluation.importance[String(body.data.row)] ?? null },
  });
  return Response.json({ importance: evaluation.importance[String(body.data.row)] });
};

export const ALL = otherMethods({ PUT });

import type { APIRoute } from 'astro';
import { z } from 'zod';
import { type AnswerSaved, withAnswer } from '../../../../../rfp/events/changes.ts';
import { LIMITS } from '../../../../../rfp/events/event.ts';
import { eventProblemText } from '../../../../../rfp/events/messages.ts';
import { recordEventChange } from '../../../../../rfp/events/server/audit.ts';
import { changeResponse } from '../../../../../rfp/events/server/event-store.ts';
import { eventInPlace } from '../../../../../rfp/events/server/place.ts';
import { apiError } from '../../../../../server/http/api-error.ts';
import { readJsonBody } from '../../../../../server/http/json-body.ts';
import { otherMethods } from '../../../../../server/http/methods.ts';

const answerInput = z.strictObject({
  question: z.number().int().min(1),
  // Longer than the limit is read, so the refusal can name the limit.
  value: z.string().max(LIMITS.answerLength * 2),
  /** The save this one follows (0: the first): another tab's save since then is a conflict. */
  basedOn: z.number().int().min(0),
});

/**
 * PUT: saves one answer of the vendor's draft, as they type (decision 140). Only an invited
 * vendor's people, only while the event is open; 409 `answerConflict` with the other save when
 * another tab or device saved the answer since `basedOn`, so nothing is lost unseen; 409
 * `questionGone` for a question no longer asked; 400 for a value its question does not take.
 */
export const PUT: APIRoute = async (context) => {
  const { locals, params } = context;
  const { t, config } = locals;
  if (!locals.session) return apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout'));
  const now = new Date();
  const place = await eventInPlace(locals, params['id'] ?? '', now);
  if (!place) return apiError(404, 'itemNotFound', t('rfpEvents:errors.notFound'));
  const organisation = place.viewer.organisation;
  if (place.role !== 'vendor' || !organisation) return apiError(403, 'notAVendor', t('rfpEvents:errors.notFound'));
  const body = await readJsonBody(context.request, answerInput, t);
  if (!body.ok) return body.response;
  let outcome: AnswerSaved | undefined;
  await changeResponse(config, place.event.id, organisation, (current) => {
    outcome = withAnswer(place.event, current, body.data, place.viewer.uid, now);
    return outcome.ok ? outcome.value : undefined;
  });
  if (!outcome) return apiError(500, 'notSaved', t('rfpEvents:errors.late'));
  if (outcome.ok) {
    await recordEventChange(context, place.event, {
      action: 'answered',
      after: { vendor: organisation, question: body.data.question, revision: outcome.answer.rev },
    });
    return Response.json({ answer: { rev: outcome.answer.rev, at: outcome.answer.at } });
  }
  if ('conflict' in outcome) {
    return Response.json(
      {
        error: { code: 'answerConflict', message: t('rfpEvents:vendor.conflict') },
        answer: { value: outcome.conflict.value, rev: outcome.conflict.rev },
      },
      { status: 409 },
    );
  }
  const { problem } = outcome;
  const status = problem.code === 'questionGone' || problem.code === 'late' ? 409 : 400;
  return apiError(status, problem.code, eventProblemText(t, problem));
};

export const ALL = otherMethods({ PUT });

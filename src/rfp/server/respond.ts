import type { APIContext } from 'astro';
import { languageOf } from '../../i18n/locales.ts';
import { apiError } from '../../server/http/api-error.ts';
import { type Actor, type EvaluationRole, evaluationRoleOf, type InputProblem } from '../evaluation.ts';
import { type EvaluatedRfp, evaluatedRfp, newestEvaluable } from '../events/server/evaluated.ts';
import { eventInPlace, projectOf } from '../events/server/place.ts';
import { whenIn } from '../events/when.ts';

/** The signed-in person's place in the evaluation of one closed RFP event of the active client. */
export interface EvaluationPlace {
  actor: Actor;
  role: Exclude<EvaluationRole, 'none'>;
  key: string;
  clientName: string;
  project: string;
  rfp: EvaluatedRfp;
}

/**
 * Who may take part (decision 078), checked on every call: 401 for a guest, 403 for a person
 * without a client or whose roles on it give no part in the evaluation (vendor users); 404 for an
 * event that is not the active client's (`?event=`, else its newest closed one); 409 `sealed`
 * for one still open: nobody evaluates answers before the deadline (decision 140).
 */
export async function evaluationPlace(context: APIContext): Promise<EvaluationPlace | { refused: Response }> {
  const { locals, url } = context;
  const { session, roles, t, activeClient, config } = locals;
  if (!session) return { refused: apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout')) };
  const role = evaluationRoleOf(roles);
  if (!activeClient || role === 'none') {
    return { refused: apiError(403, 'notAnEvaluator', t('rfpEvaluation:errors.notAnEvaluator')) };
  }
  const now = new Date();
  const project = projectOf(locals);
  const asked = url.searchParams.get('event');
  const event = asked
    ? (await eventInPlace(locals, asked, now))?.event
    : await newestEvaluable(config, activeClient.id, project, now);
  if (!event) return { refused: apiError(404, 'itemNotFound', t('rfpEvents:errors.notFound')) };
  const rfp = await evaluatedRfp(config, event, now);
  if (!rfp)
    return {
      refused: apiError(
        409,
        'sealed',
        t('rfpEvents:sealed', { when: whenIn(event.deadline, event.timeZone, languageOf(locals.locale).tag) }),
      ),
    };
  return {
    actor: { uid: session.uid, name: session.displayName },
    role,
    key: rfp.key,
    clientName: activeClient.client_name,
    project: event.project,
    rfp,
  };
}

export function leadOnly({ locals }: APIContext): Response {
  return apiError(403, 'leadOnly', locals.t('rfpEvaluation:errors.leadOnly'));
}

/** A refused write, in the person's language (400; 409 for a question that is gone). */
export function problemResponse({ locals }: APIContext, problem: InputProblem): Response {
  const { t } = locals;
  const section =
    'section' in problem && problem.section
      ? t(`rfp:sections.${problem.section}`, { defaultValue: problem.section })
      : '';
  const message = t(`rfpEvaluation:errors.${problem.code}${section ? 'In' : ''}`, { ...problem, section });
  return apiError(problem.code === 'questionGone' ? 409 : 400, problem.code, message);
}

import type { APIContext } from 'astro';
import { rfpRows } from '../../content/load.ts';
import type { RfpRow } from '../../content/schemas/rfp.ts';
import { apiError } from '../../server/http/api-error.ts';
import { type Actor, type EvaluationRole, evaluationRoleOf, type InputProblem } from '../evaluation.ts';
import { type Proposal, proposalsOf } from '../scoring.ts';
import { evaluationKey } from './evaluation-store.ts';

/** The signed-in person's place in the evaluation of the active client's project. */
export interface EvaluationPlace {
  actor: Actor;
  role: Exclude<EvaluationRole, 'none'>;
  key: string;
  clientName: string;
  project: string;
}

/**
 * Who may take part (decision 078), checked on every call: 401 for a guest, 403 for a person
 * without a client or whose roles on it give no part in the evaluation (vendor users).
 */
export function evaluationPlace({ locals }: APIContext): EvaluationPlace | { refused: Response } {
  const { session, roles, t } = locals;
  if (!session) return { refused: apiError(401, 'InvalidAuthenticationToken', t('auth:errors.timeout')) };
  const client = session.clients.find((candidate) => candidate.id === session.activeClientId);
  const role = evaluationRoleOf(roles);
  if (!client || role === 'none') {
    return { refused: apiError(403, 'notAnEvaluator', t('rfpEvaluation:errors.notAnEvaluator')) };
  }
  const project = session.activeProject[0] ?? client.projects[0]?.project_name ?? '';
  return {
    actor: { uid: session.uid, name: session.displayName },
    role,
    key: evaluationKey(client.id, project),
    clientName: client.client_name,
    project,
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

let cached: { rows: RfpRow[]; proposals: Map<string, Proposal> } | undefined;

/** The RFP's rows and the portal's proposals for them (computed once per content load). */
export async function rfpWithProposals(): Promise<{ rows: RfpRow[]; proposals: Map<string, Proposal> }> {
  const rows = await rfpRows();
  if (cached && cached.rows === rows) return cached;
  const fresh = { rows, proposals: proposalsOf(rows) };
  cached = fresh;
  return fresh;
}

import type { APIRoute } from 'astro';
import { recordChange } from '../../../audit/server/record.ts';
import { contractLabelOf } from '../../../contracts/contract.ts';
import { decisionProblems, type RenewalChoice } from '../../../contracts/decisions.ts';
import { recordDecision } from '../../../contracts/server/follow-up.ts';
import { backToContract, postedContract } from '../../../contracts/server/follow-up-form.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * POST (a form on the contract's details): records a renewal decision for the contract's current
 * term, with who and why (decision 128). The term must still be the one the page showed: a
 * decision is never filed under a term that rolled meanwhile. Back to the contract with 303.
 */
export const POST: APIRoute = async (context) => {
  const { session } = context.locals;
  if (!session) return new Response(null, { status: 401 });
  const posted = await postedContract(context);
  if ('refused' in posted) return posted.refused;
  const { form, state, client } = posted;
  const choice = form.get('choice');
  const reason = String(form.get('reason') ?? '');
  const termEnd = form.get('termEnd');
  const id = state.entry.id;
  const [problem] = decisionProblems({ choice, reason, termEnd });
  const typed = {
    reason: reason.slice(0, 1000),
    ...(typeof choice === 'string' ? { choice: choice.slice(0, 20) } : {}),
  };
  if (problem) return backToContract(id, { decisionError: problem, ...typed });
  if (typeof termEnd !== 'string' || termEnd !== state.termEnd || state.ended)
    return backToContract(id, { decisionError: 'term', ...typed });
  await recordDecision(context.locals.config, client.siteID, id, {
    choice: choice as RenewalChoice,
    termEnd,
    reason: reason.trim(),
    by: { uid: session.uid, name: session.displayName },
    at: Date.now(),
  });
  await recordChange(context, {
    object: { kind: 'contract', id, label: contractLabelOf(state.entry) },
    action: 'decided',
    after: { decision: choice, termEnd, reason: reason.trim() },
  });
  return backToContract(id, { decided: '1' });
};

export const ALL = otherMethods({ POST });

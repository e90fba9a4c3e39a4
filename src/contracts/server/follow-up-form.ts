/**
 * What the contract's follow-up forms share (decision 128): the posted form of the active client's
 * contract, the contract as the model sees it today, and the way back to its details with a
 * message (a plain form posted from a page with no script: the answer is a 303 to the page).
 */
import type { APIContext } from 'astro';
import type { LibraryContract } from '../contract.ts';
import { todayOf } from '../deadlines.ts';
import { type ContractState, contractStateOf } from '../model.ts';
import { registerOf } from './respond.ts';

export const CONTRACT_LOCKER_PATH = '/apps/dashboards/contractlocker';

/** The contract's details again, with what to say (`decided=1`, `decisionError=term`) and what was typed. */
export function backToContract(contractId: string, extra: Record<string, string> = {}): Response {
  const query = new URLSearchParams({ contract: contractId, ...extra });
  return new Response(null, { status: 303, headers: { location: `${CONTRACT_LOCKER_PATH}?${query}#follow-up` } });
}

export type PostedContract =
  | { refused: Response }
  | {
      form: FormData;
      state: ContractState<LibraryContract>;
      client: NonNullable<APIContext['locals']['activeClient']>;
    };

/** The form, and the active client's contract it names; a refusal when either is missing. */
export async function postedContract(context: APIContext): Promise<PostedContract> {
  const form = await context.request.formData().catch(() => undefined);
  const contractId = form?.get('contract');
  if (!form || typeof contractId !== 'string') return { refused: new Response(null, { status: 400 }) };
  const register = await registerOf(context);
  if ('refused' in register) return register;
  const contract = register.contracts.find((each) => each.id === contractId);
  if (!contract) return { refused: backToContract(contractId, { decisionError: 'notFound' }) };
  return { form, state: contractStateOf(contract, todayOf()), client: register.client };
}

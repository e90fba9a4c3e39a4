/**
 * The staff edit of one contract's facts (decision 084): the form's values, the rules' messages,
 * the write to the library with the eTag the form was opened with, and the conflict when someone
 * else saved first (the library's 412): what the person typed is kept, the other person's values are
 * shown, and saving again writes over the new eTag. The calls are services given to the store, so
 * the tests (and the stories) replace them.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { StoredFields } from '../contracts/contract.ts';
import { type ContractFact, type ContractFacts, parseContract } from '../contracts/contract.ts';
import { editOfForm, type FormValues, formValuesOf, resolveConflict } from '../contracts/edit-form.ts';
import type { EditMessageKey } from '../contracts/editing.ts';
import { problemOf } from '../file-manager/problem.ts';
import type { DriveError } from '../file-manager/services/drive-client.ts';

export type EditStatus = 'editing' | 'invalid' | 'unchanged' | 'saving' | 'saved' | 'conflict' | 'failed';
/** Why a save failed, each with its text (contractEdit:…). */
export type EditProblem = 'denied' | 'busy' | 'signIn' | 'notFound' | 'refused' | 'failed';

export interface ContractEditState {
  status: EditStatus;
  values: FormValues;
  /** What the form compares with: the facts as the library held them when opened (or after a conflict). */
  opened: FormValues;
  errors: Partial<Record<ContractFact, EditMessageKey>>;
  /** After a conflict: the facts the other person changed (their values are `opened`'s). */
  changedMeanwhile: ContractFact[];
  problem?: EditProblem | undefined;
}

export interface ContractEditServices {
  read(): Promise<StoredFields>;
  write(fields: Record<string, unknown>, eTag: string | null): Promise<StoredFields>;
}

export interface ContractEditor {
  $edit: ReadableAtom<ContractEditState>;
  save(values: FormValues): Promise<void>;
}

function problemOfFailure(error: unknown): EditProblem {
  const failure = error as DriveError;
  if (failure?.status === 400) return 'refused';
  switch (problemOf(failure)) {
    case 'accessDenied':
      return 'denied';
    case 'busy':
      return 'busy';
    case 'unauthenticated':
    case 'tokenRefused':
      return 'signIn';
    case 'itemNotFound':
      return 'notFound';
    default:
      return 'failed';
  }
}

export function createContractEditor(
  contract: { id: string; eTag: string | null; facts: ContractFacts },
  services: ContractEditServices,
): ContractEditor {
  const opened = formValuesOf(contract.facts);
  const $edit = atom<ContractEditState>({
    status: 'editing',
    values: opened,
    opened,
    errors: {},
    changedMeanwhile: [],
  });
  let eTag = contract.eTag;
  let current = contract.facts;

  async function save(values: FormValues): Promise<void> {
    const before = $edit.get();
    if (before.status === 'saving') return;
    const checked = editOfForm(values, before.opened, current);
    if (!checked.ok) {
      $edit.set({ ...before, status: 'invalid', values, errors: checked.errors, problem: undefined });
      return;
    }
    if (Object.keys(checked.fields).length === 0) {
      $edit.set({ ...before, status: 'unchanged', values, errors: {}, problem: undefined });
      return;
    }
    $edit.set({ ...before, status: 'saving', values, errors: {}, problem: undefined });
    try {
      const stored = await services.write(checked.fields, eTag);
      eTag = stored.eTag;
      current = parseContract(stored.fieldValueSet, { id: contract.id }).facts;
      const now = formValuesOf(current);
      $edit.set({ status: 'saved', values: now, opened: now, errors: {}, changedMeanwhile: [] });
    } catch (error) {
      if ((error as DriveError)?.status === 412) {
        await conflict(values, before.opened);
        return;
      }
      $edit.set({ ...$edit.get(), status: 'failed', problem: problemOfFailure(error) });
    }
  }

  /** Someone else saved first: their facts and eTag, with this person's changes over them. */
  async function conflict(values: FormValues, opened: FormValues): Promise<void> {
    try {
      const stored = await services.read();
      eTag = stored.eTag;
      current = parseContract(stored.fieldValueSet, { id: contract.id }).facts;
      const resolved = resolveConflict(values, opened, formValuesOf(current));
      $edit.set({
        status: 'conflict',
        values: resolved.values,
        opened: resolved.opened,
        errors: {},
        changedMeanwhile: resolved.changedMeanwhile,
      });
    } catch (error) {
      $edit.set({ ...$edit.get(), status: 'failed', problem: problemOfFailure(error) });
    }
  }

  return { $edit, save };
}

/**
 * The services against the portal, which writes the facts to the library for staff and keeps the
 * change in the client's audit trail (decision 132). Their code loads on the first save, not with
 * the page.
 */
export function portalServicesFor(itemId: string): ContractEditServices {
  const load = () => import('../contracts/services/fields-client.ts');
  return {
    read: async () => (await load()).readContractFields(itemId),
    write: async (changes, eTag) => (await load()).writeContractFields(itemId, changes, eTag),
  };
}

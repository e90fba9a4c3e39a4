import { describe, expect, it } from 'vitest';
import type { StoredFields } from '../contracts/contract.ts';
import { CONTRACT_COLUMNS, type ContractFacts } from '../contracts/contract.ts';
import { softwareLicence } from '../contracts/contract-examples.ts';
import { formValuesOf } from '../contracts/edit-form.ts';
import { DriveError } from '../file-manager/services/drive-client.ts';
import { type ContractEditServices, createContractEditor } from './contract-edit.ts';

const facts: ContractFacts = { ...softwareLicence, owner: 'Ada Admin' };

/** The library as the portal answers for it: a fieldValueSet and its eTag, raised by each write. */
function library(start: ContractFacts = facts) {
  let version = 1;
  let stored: Record<string, unknown> = Object.fromEntries(
    Object.entries(CONTRACT_COLUMNS).map(([fact, column]) => {
      const value = start[fact as keyof ContractFacts];
      return [column, (fact === 'start' || fact === 'end') && value ? `${value}T00:00:00Z` : value];
    }),
  );
  const eTag = () => `"item,${version}"`;
  const snapshot = (): StoredFields => ({ fieldValueSet: { ...stored, '@odata.etag': eTag() }, eTag: eTag() });
  const writes: { fields: Record<string, unknown>; eTag: string | null }[] = [];
  let refuse: DriveError | undefined;
  const services: ContractEditServices = {
    read: async () => snapshot(),
    write: async (fields, ifMatch) => {
      writes.push({ fields, eTag: ifMatch });
      if (refuse) throw refuse;
      if (ifMatch && ifMatch !== eTag())
        throw new DriveError(412, 'resourceModified', 'The resource has changed since the caller last read it.');
      stored = { ...stored, ...fields };
      version += 1;
      return snapshot();
    },
  };
  return {
    services,
    writes,
    eTag,
    /** Another person's save, straight to the library. */
    otherSaves: (fields: Record<string, unknown>) => {
      stored = { ...stored, ...fields };
      version += 1;
    },
    refuseWith: (error: DriveError) => {
      refuse = error;
    },
  };
}

const opened = formValuesOf(facts);

describe('the staff edit of a contract', () => {
  it('writes the changed facts with the eTag it opened with, and shows what the library holds', async () => {
    const graph = library();
    const editor = createContractEditor({ id: 'item', eTag: graph.eTag(), facts }, graph.services);
    await editor.save({ ...opened, owner: 'Marco Rossi', noticePeriodDays: '90' });
    expect(graph.writes).toEqual([{ fields: { NoticePeriodDays: 90, Owner: 'Marco Rossi' }, eTag: '"item,1"' }]);
    expect(editor.$edit.get()).toMatchObject({
      status: 'saved',
      values: { ...opened, owner: 'Marco Rossi', noticePeriodDays: '90' },
    });
    // A second save from the same form goes with the new eTag.
    await editor.save({ ...editor.$edit.get().values, category: 'Licences' });
    expect(graph.writes[1]?.eTag).toBe('"item,2"');
    expect(editor.$edit.get().status).toBe('saved');
  });

  it('writes nothing against the rules, and names each fact', async () => {
    const graph = library();
    const editor = createContractEditor({ id: 'item', eTag: graph.eTag(), facts }, graph.services);
    await editor.save({ ...opened, end: '2025-01-01', noticePeriodDays: '366', annualValue: '-5' });
    expect(graph.writes).toEqual([]);
    expect(editor.$edit.get()).toMatchObject({
      status: 'invalid',
      errors: {
        end: 'contracts:edit.endBeforeStart',
        noticePeriodDays: 'contracts:edit.noticeRange',
        annualValue: 'contracts:edit.negativeValue',
      },
      values: { end: '2025-01-01', noticePeriodDays: '366', annualValue: '-5' },
    });
  });

  it('writes nothing when nothing changed', async () => {
    const graph = library();
    const editor = createContractEditor({ id: 'item', eTag: graph.eTag(), facts }, graph.services);
    await editor.save({ ...opened });
    expect(graph.writes).toEqual([]);
    expect(editor.$edit.get().status).toBe('unchanged');
  });

  it('after a save by someone else keeps what was typed, shows theirs, and saves again over their eTag', async () => {
    const graph = library();
    const editor = createContractEditor({ id: 'item', eTag: graph.eTag(), facts }, graph.services);
    graph.otherSaves({ Owner: 'Ayşe Demir', EndDate: '2027-06-30T00:00:00Z' });
    const typed = { ...opened, owner: 'Marco Rossi', category: 'Licences' };
    await editor.save(typed);
    expect(editor.$edit.get()).toMatchObject({
      status: 'conflict',
      values: { ...opened, owner: 'Marco Rossi', category: 'Licences', end: '2027-06-30' },
      opened: { ...opened, owner: 'Ayşe Demir', end: '2027-06-30' },
      changedMeanwhile: ['end', 'owner'],
    });
    await editor.save(editor.$edit.get().values);
    expect(graph.writes.at(-1)).toEqual({ fields: { Category: 'Licences', Owner: 'Marco Rossi' }, eTag: '"item,2"' });
    expect(editor.$edit.get().status).toBe('saved');
    expect(editor.$edit.get().values.end).toBe('2027-06-30');
  });

  it('says why the library refused, keeping what was typed', async () => {
    for (const [error, problem] of [
      [new DriveError(403, 'accessDenied', 'Access denied'), 'denied'],
      [new DriveError(429, 'activityLimitReached', 'Slow down', 5), 'busy'],
      [new DriveError(401, 'unauthenticated', 'No account'), 'signIn'],
      [new DriveError(404, 'itemNotFound', 'Gone'), 'notFound'],
      [new DriveError(400, 'invalidRequest', "Invalid value for field 'Owner'"), 'refused'],
      [new DriveError(500, 'generalException', 'Oops'), 'failed'],
    ] as const) {
      const graph = library();
      graph.refuseWith(error);
      const editor = createContractEditor({ id: 'item', eTag: graph.eTag(), facts }, graph.services);
      await editor.save({ ...opened, owner: 'Marco Rossi' });
      expect(editor.$edit.get(), error.code).toMatchObject({
        status: 'failed',
        problem,
        values: { owner: 'Marco Rossi' },
      });
    }
  });
});

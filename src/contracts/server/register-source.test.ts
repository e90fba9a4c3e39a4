import { describe, expect, it } from 'vitest';
import type { LibraryContract } from '../../services/server-graph.ts';
import { createRegisterSource } from './register-source.ts';

const SITE = { siteID: 'site-1' };

function counting(answer: () => Promise<LibraryContract[]> = async () => []) {
  let calls = 0;
  return {
    graph: {
      listContracts: () => {
        calls += 1;
        return answer();
      },
    },
    calls: () => calls,
  };
}

describe('the register source', () => {
  it('lists a library once for requests at the same time, and keeps it while fresh', async () => {
    let clock = 0;
    const { graph, calls } = counting();
    const source = createRegisterSource(graph, { freshMs: 1000, now: () => clock });
    await Promise.all([source.contractsOf(SITE), source.contractsOf(SITE)]);
    expect(calls()).toBe(1);
    clock = 999;
    await source.contractsOf(SITE);
    expect(calls()).toBe(1);
    clock = 1000;
    await source.contractsOf(SITE);
    expect(calls()).toBe(2);
    source.forget(SITE);
    await source.contractsOf(SITE);
    expect(calls()).toBe(3);
  });

  it('keeps no failure: the next request asks again', async () => {
    let fail = true;
    const { graph, calls } = counting(async () => {
      if (fail) throw new Error('busy');
      return [];
    });
    const source = createRegisterSource(graph);
    await expect(source.contractsOf(SITE)).rejects.toThrow('busy');
    fail = false;
    await expect(source.contractsOf(SITE)).resolves.toEqual([]);
    expect(calls()).toBe(2);
  });

  it('lists again as soon as the library’s edit mark changes, whichever instance changed it', async () => {
    let mark = '';
    const { graph, calls } = counting();
    const source = createRegisterSource(graph, { markOf: async () => mark });
    await source.contractsOf(SITE);
    await source.contractsOf(SITE);
    expect(calls()).toBe(1);
    mark = 'edited-once';
    await source.contractsOf(SITE);
    expect(calls()).toBe(2);
    await source.contractsOf(SITE);
    expect(calls()).toBe(2);
  });

  it('does not answer a request after an edit with a listing started before it', async () => {
    let mark = 'before';
    const answers: ((contracts: LibraryContract[]) => void)[] = [];
    const graph = {
      listContracts: () => new Promise<LibraryContract[]>((resolve) => answers.push(resolve)),
    };
    const source = createRegisterSource(graph, { markOf: async () => mark });
    const before = source.contractsOf(SITE);
    await Promise.resolve();
    mark = 'after';
    const after = source.contractsOf(SITE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    const old = [] as LibraryContract[];
    const fresh = [] as LibraryContract[];
    answers[0]?.(old);
    answers[1]?.(fresh);
    expect(await before).toBe(old);
    expect(await after).toBe(fresh);
  });
});

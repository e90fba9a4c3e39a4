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
});

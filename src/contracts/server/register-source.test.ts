import { describe, expect, it } from 'vitest';
import type { LibraryContract } from '../contract.ts';
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

  it('answers at once with a listing past its minute while the next is made, until it is too old', async () => {
    let clock = 0;
    const answers: ((contracts: LibraryContract[]) => void)[] = [];
    const graph = {
      listContracts: () => new Promise<LibraryContract[]>((resolve) => answers.push(resolve)),
    };
    const source = createRegisterSource(graph, { freshMs: 1000, staleMs: 5000, now: () => clock });
    const first = [] as LibraryContract[];
    const listed = source.contractsOf(SITE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers[0]?.(first);
    expect(await listed).toBe(first);
    clock = 2000;
    // Past its minute: the old listing answers, a new one is under way behind it.
    expect(await source.contractsOf(SITE)).toBe(first);
    expect(answers).toHaveLength(2);
    expect(await source.contractsOf(SITE)).toBe(first);
    expect(answers).toHaveLength(2);
    const second = [] as LibraryContract[];
    answers[1]?.(second);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await source.contractsOf(SITE)).toBe(second);
    // Too old to answer: the request waits for its own listing.
    clock = 2000 + 5000;
    const waiting = source.contractsOf(SITE);
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    const third = [] as LibraryContract[];
    answers[2]?.(third);
    expect(await waiting).toBe(third);
  });

  it('never answers with a listing made before an edit, however fresh', async () => {
    let mark = 'before';
    let clock = 0;
    const answers: ((contracts: LibraryContract[]) => void)[] = [];
    const graph = {
      listContracts: () => new Promise<LibraryContract[]>((resolve) => answers.push(resolve)),
    };
    const source = createRegisterSource(graph, { freshMs: 1000, markOf: async () => mark, now: () => clock });
    const listed = source.contractsOf(SITE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers[0]?.([]);
    await listed;
    clock = 2000;
    mark = 'after';
    const waiting = source.contractsOf(SITE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = [] as LibraryContract[];
    answers[1]?.(fresh);
    expect(await waiting).toBe(fresh);
  });

  it('keeps answering with the old listing when the one behind it fails', async () => {
    let clock = 0;
    let fail = false;
    const { graph, calls } = counting(async () => {
      if (fail) throw new Error('throttled');
      return [];
    });
    const source = createRegisterSource(graph, { freshMs: 1000, now: () => clock });
    const first = await source.contractsOf(SITE);
    fail = true;
    clock = 1500;
    expect(await source.contractsOf(SITE)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await source.contractsOf(SITE)).toBe(first);
    expect(calls()).toBe(3);
  });
});

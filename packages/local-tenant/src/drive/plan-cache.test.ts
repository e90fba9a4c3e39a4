import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedClients } from '../seed.ts';
import { createPlanCache, decodePlan, encodePlan, STALE_PLAN_MS } from './plan-cache.ts';
import { type PlannedItem, planLibrary } from './seed-tree.ts';

const client = seedClients[1];
if (!client) throw new Error('no client');
const asRows = (plan: readonly PlannedItem[]) =>
  plan.map((item) => [item.path, item.modified.toISOString(), item.data?.toString('base64')]);
const cacheDir = () => mkdtemp(path.join(tmpdir(), 'plan-cache-'));

describe('the planned library, made once', () => {
  it('reads back from its file exactly what was planned, folders and bytes', async () => {
    const plan = await planLibrary(client, '2026-03-04');
    expect(plan.some((item) => !item.data)).toBe(true);
    expect(asRows(decodePlan(encodePlan(plan)))).toEqual(asRows(plan));
    const whole = encodePlan(plan);
    expect(() => decodePlan(whole.subarray(0, whole.length - 10))).toThrow('cut short');
  });

  it('is planned once per process, written to the cache folder, and read from there by the next', async () => {
    const dir = await cacheDir();
    const planned = createPlanCache(dir);
    const first = planned(client, '2026-03-05');
    expect(planned(client, '2026-03-05')).toBe(first);
    expect(asRows(await first)).toEqual(asRows(await planLibrary(client, '2026-03-05')));
    const [file = ''] = await readdir(dir);
    expect(file).toMatch(/\.plan$/);

    // What the next process reads is the file: one changed here is what it gets.
    const marked = [{ path: 'Read from the cache', modified: new Date('2026-03-05T00:00:00Z') }];
    await writeFile(path.join(dir, file), encodePlan(marked));
    expect(asRows(await createPlanCache(dir)(client, '2026-03-05'))).toEqual(asRows(marked));
    // Another day is another plan, in a file of its own; without a folder nothing is written.
    await planned(client, '2026-03-06');
    expect(await readdir(dir)).toHaveLength(2);
    expect(asRows(await createPlanCache(undefined)(client, '2026-03-05'))).toEqual(asRows(await first));
  });

  it('plans afresh over a file cut short, and writes it whole again', async () => {
    const dir = await cacheDir();
    const plan = await createPlanCache(dir)(client, '2026-03-07');
    const [file = ''] = await readdir(dir);
    const whole = await readFile(path.join(dir, file));
    await writeFile(path.join(dir, file), whole.subarray(0, whole.length - 10));
    expect(asRows(await createPlanCache(dir)(client, '2026-03-07'))).toEqual(asRows(plan));
    expect(await readFile(path.join(dir, file))).toEqual(whole);
  });

  it('removes the plans of past days and the leftovers of stopped processes when it writes one', async () => {
    const dir = await cacheDir();
    const past = new Date(Date.now() - STALE_PLAN_MS - 60_000);
    for (const name of ['old.plan', 'left.plan.1a2b.tmp', 'recent.plan', 'notes.txt']) {
      await writeFile(path.join(dir, name), 'x');
      if (name !== 'recent.plan') await utimes(path.join(dir, name), past, past);
    }
    await createPlanCache(dir)(client, '2026-03-08');
    const names = await readdir(dir);
    expect(names.filter((name) => !/^[0-9a-f]{32}\.plan$/.test(name)).sort()).toEqual(['notes.txt', 'recent.plan']);
    expect(names).toHaveLength(3);
  });
});

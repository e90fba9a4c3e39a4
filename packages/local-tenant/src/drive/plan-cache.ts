/**
 * Each client's planned library, made once. Planning one (drawing its PDFs, pictures and
 * workbooks) is most of a tenant's start: 0.1–0.6 s of CPU per client, and the test suites start
 * tenants on fresh data folders many times over. When `TENANT_SEED_CACHE` names a folder, the plan
 * is kept there for the next process and in memory for this one: keyed by the client, the day and
 * the tenant's own source, so a changed generator plans afresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedClient } from '../seed.ts';
import { type PlannedItem, planLibrary } from './seed-tree.ts';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let sourceHash: string | null | undefined;

/**
 * A hash of every source file of the tenant (tests aside): what the plan could depend on. None
 * where the sources cannot be read (a bundle): then nothing is kept on disk.
 */
function tenantSource(): string | null {
  if (sourceHash !== undefined) return sourceHash;
  try {
    const hash = createHash('sha256');
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(sourceDir, file)));
    sourceHash = hash.digest('hex').slice(0, 16);
  } catch {
    sourceHash = null;
  }
  return sourceHash;
}

interface Entry {
  path: string;
  modified: string;
  /** Where the file's bytes are in the data after the header; absent for a folder. */
  at?: [offset: number, length: number];
}

/** The plan as one file: a JSON header line, then every file's bytes one after the other. */
export function encodePlan(plan: readonly PlannedItem[]): Buffer {
  let offset = 0;
  const entries: Entry[] = plan.map((item) => {
    const entry: Entry = { path: item.path, modified: item.modified.toISOString() };
    if (item.data) {
      entry.at = [offset, item.data.length];
      offset += item.data.length;
    }
    return entry;
  });
  return Buffer.concat([
    Buffer.from(`${JSON.stringify(entries)}\n`),
    ...plan.flatMap((item) => (item.data ? [item.data] : [])),
  ]);
}

export function decodePlan(file: Buffer): PlannedItem[] {
  const headerEnd = file.indexOf(0x0a);
  if (headerEnd < 0) throw new Error('no header');
  const entries = JSON.parse(file.subarray(0, headerEnd).toString('utf8')) as Entry[];
  const data = file.subarray(headerEnd + 1);
  return entries.map((entry) => {
    const modified = new Date(entry.modified);
    if (!entry.at) return { path: entry.path, modified };
    const [offset, length] = entry.at;
    if (offset + length > data.length) throw new Error('cut short');
    return { path: entry.path, modified, data: data.subarray(offset, offset + length) };
  });
}

async function fromDisk(file: string): Promise<PlannedItem[] | undefined> {
  try {
    return decodePlan(await readFile(file));
  } catch {
    // Not there yet, or written by a process that stopped halfway (renamed into place, so rare):
    // planned again and written afresh.
    return undefined;
  }
}

async function toDisk(file: string, plan: readonly PlannedItem[]): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temp, encodePlan(plan));
    await rename(temp, file);
  } catch {
    // A cache only: the tenant seeds from the plan it has either way.
    await rm(temp, { force: true });
  }
}

/**
 * A plan is keyed by its day, so a file is read on the day it was written at most (and a day after,
 * around midnight): older ones, and temporary files a stopped process left, are removed.
 */
export const STALE_PLAN_MS = 2 * 24 * 3_600_000;

async function pruneStale(cacheDir: string, now: number): Promise<void> {
  const names = await readdir(cacheDir).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.endsWith('.plan') || name.endsWith('.tmp'))
      .map(async (name) => {
        const file = path.join(cacheDir, name);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
        if (now - mtimeMs > STALE_PLAN_MS) await rm(file, { force: true });
      }),
  );
}

/**
 * Plans kept in `cacheDir` (a folder) across processes, and in memory for this one; the first
 * plan a process writes there removes those of past days. Without a
 * folder (as `npm start` runs, seeding each client once) every call plans afresh and nothing is
 * held. Callers only read a plan: its items and bytes are shared.
 */
export function createPlanCache(cacheDir: string | undefined) {
  const planned = new Map<string, Promise<PlannedItem[]>>();
  let pruned = false;
  return (client: SeedClient, today: string): Promise<PlannedItem[]> => {
    const source = cacheDir ? tenantSource() : null;
    if (!cacheDir || !source) return planLibrary(client, today);
    const key = `${client.siteID}|${today}|${source}`;
    const known = planned.get(key);
    if (known) return known;
    const file = path.join(cacheDir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.plan`);
    const plan = (async () => {
      const cached = await fromDisk(file);
      if (cached) return cached;
      const made = await planLibrary(client, today);
      await toDisk(file, made);
      // Once per process, when it writes: the folder holds the plans in use, not every day's.
      if (!pruned) {
        pruned = true;
        await pruneStale(cacheDir, Date.now());
      }
      return made;
    })();
    planned.set(key, plan);
    // A failed plan is not kept: the next seeding tries again.
    plan.catch(() => planned.delete(key));
    return plan;
  };
}

/** The client's library as `planLibrary` plans it, kept in `TENANT_SEED_CACHE` when that is set. */
export const plannedLibrary = createPlanCache(process.env['TENANT_SEED_CACHE'] || undefined);

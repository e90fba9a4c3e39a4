/**
 * The benchmark's register: `CONTRACT_LOCKER/Benchmark` in Contoso Bank's library with `count`
 * contracts (one small PDF each, the same bytes, and their facts in the library's columns), so
 * the register can be measured with thousands of rows while the other registers stay countable.
 * Idempotent: only missing files and fields are written.
 */
import { writeFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { findClient } from '../seed.ts';
import { BENCHMARK_CLIENT, BENCHMARK_FOLDER, benchmarkContract } from './contracts.ts';
import { pdfDocument } from './documents.ts';
import { fieldsPathOf, type ListItemRecord, openFields } from './fields.ts';
import { siteKeyOf } from './ids.ts';
import { todayUtc } from './seed-tree.ts';
import { driveRootOf, drivesDir, ensureSeeded } from './store.ts';

const BATCH = 500;

export async function seedBenchmarkContracts(
  dataDir: string,
  count: number,
  today: string = todayUtc(),
): Promise<{ written: number }> {
  const client = findClient(BENCHMARK_CLIENT);
  if (!client) throw new Error(`No seed client ${BENCHMARK_CLIENT}`);
  await ensureSeeded(dataDir, client, today);
  const fields = openFields(fieldsPathOf(drivesDir(dataDir), siteKeyOf(client.siteID)));
  // The register's dates stay around the day the library was seeded, whenever the folder is added.
  const seededOn = (await fields.seededOn()) ?? today;
  const folder = path.join(driveRootOf(dataDir, client.siteID), ...BENCHMARK_FOLDER.split('/'));
  await mkdir(folder, { recursive: true });
  const present = new Set(await readdir(folder));
  const document = await pdfDocument({
    title: 'Benchmark contract',
    author: 'Local tenant',
    created: new Date(Date.UTC(2026, 0, 1)),
    lines: ['A contract of the benchmark register.'],
  });
  const records: Record<string, ListItemRecord> = {};
  let written = 0;
  for (let index = 0; index < count; index++) {
    const { name, fields: values } = benchmarkContract(index, seededOn);
    const relPath = `${BENCHMARK_FOLDER}/${name}`;
    if (!(await fields.get(relPath))) records[relPath] = { version: 1, fields: values };
    if (present.has(name)) continue;
    writeFileSync(path.join(folder, name), document);
    if (++written % BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  if (Object.keys(records).length > 0) await fields.addMany(records);
  return { written };
}

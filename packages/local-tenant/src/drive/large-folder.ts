/**
 * A large folder for benchmarks: `Benchmarks/Large folder` with `count` small files (CSV, text and
 * now and then a PDF), written in parallel batches. Idempotent: only missing files are written, so
 * an interrupted run is completed by the next one.
 */
import { writeFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pdfDocument } from './documents.ts';
import { clientOfSite } from './seed-tree.ts';
import { driveRootOf, ensureSeeded } from './store.ts';

export const LARGE_FOLDER_PATH = 'Benchmarks/Large folder';
const BATCH = 500;

/** Name of the `index`-th (0-based) file of a large folder of `count`: every 25th a PDF, else CSV and text by turns. */
export function largeFolderName(index: number, count: number): string {
  const number = String(index + 1).padStart(Math.max(5, String(count).length), '0');
  const extension = (index + 1) % 25 === 0 ? 'pdf' : index % 2 === 0 ? 'csv' : 'txt';
  return `Item ${number}.${extension}`;
}

async function largeFolderContent(name: string, index: number, count: number): Promise<Buffer> {
  if (name.endsWith('.pdf'))
    return pdfDocument({
      title: `Benchmark item ${index + 1}`,
      author: 'Local tenant',
      created: new Date(Date.UTC(2026, 0, 1)),
      lines: [`Item ${index + 1} of ${count}.`],
    });
  if (name.endsWith('.csv')) return Buffer.from(`item,value\r\n${index + 1},${(index * 37) % 1000}\r\n`);
  return Buffer.from(`Benchmark item ${index + 1} of ${count}.\n`);
}

/**
 * Creates `Benchmarks/Large folder` with `count` files in the library of `siteId` (seeding a seed
 * client's library first if it does not exist yet). Returns how many files it wrote.
 */
export async function seedLargeFolder(
  dataDir: string,
  siteId: string,
  count: number,
): Promise<{ written: number; folder: string }> {
  const client = clientOfSite(siteId);
  if (client) await ensureSeeded(dataDir, client);
  const folder = path.join(driveRootOf(dataDir, siteId), ...LARGE_FOLDER_PATH.split('/'));
  await mkdir(folder, { recursive: true });
  const present = new Set(await readdir(folder));
  let written = 0;
  // Synchronous writes in batches are several times faster than as many asynchronous ones
  // (no thread-pool round trip per file); yielding between batches keeps the server responsive.
  for (let index = 0; index < count; index++) {
    const name = largeFolderName(index, count);
    if (present.has(name)) continue;
    writeFileSync(path.join(folder, name), await largeFolderContent(name, index, count));
    if (++written % BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return { written, folder };
}

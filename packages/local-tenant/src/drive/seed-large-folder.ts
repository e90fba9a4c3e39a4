/**
 * Seeds the benchmark folder from the command line, with or without a running tenant:
 *
 *   node packages/local-tenant/src/drive/seed-large-folder.ts <dataDir> [count=10000] [siteId=Northwind's]
 *
 * Writes `Benchmarks/Large folder` with `count` files into the site's library under
 * `<dataDir>/tenant/drives/` (seeding the library first if it does not exist). A running tenant
 * finds the new items by id on its next miss, and lists them at once.
 */
import { findClient } from '../seed.ts';
import { LARGE_FOLDER_PATH, seedLargeFolder } from './large-folder.ts';

const [dataDir, countArg = '10000', siteArg] = process.argv.slice(2);
const count = Number(countArg);
const siteId = siteArg ?? findClient(1001)?.siteID;
if (!dataDir || !Number.isInteger(count) || count < 0 || !siteId) {
  console.error('Usage: node packages/local-tenant/src/drive/seed-large-folder.ts <dataDir> [count=10000] [siteId]');
  process.exit(2);
}
const started = Date.now();
const { written, folder } = await seedLargeFolder(dataDir, siteId, count);
console.log(
  `${LARGE_FOLDER_PATH}: ${written} files written (${count} wanted) in ${Date.now() - started} ms: ${folder}`,
);

import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorage, type Driver } from 'unstorage';
import { afterEach, describe, expect, it } from 'vitest';
import { enablePortalMetrics } from '../metrics.ts';
import { atomicFileDriver } from './atomic-file-driver.ts';
import { measuredDriver, measuredSharedKeys } from './measured-driver.ts';

const folders: string[] = [];
afterEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('client-portal.metrics')];
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function counts(name: string): Promise<string[]> {
  const text = await (await enablePortalMetrics()).registry.metrics();
  return text.split('\n').filter((line) => line.startsWith(`${name}{`));
}

describe('measuredDriver', () => {
  it('times each operation of the files driver once, under its own name', async () => {
    await enablePortalMetrics();
    const base = mkdtempSync(path.join(tmpdir(), 'portal-measured-'));
    folders.push(base);
    const storage = createStorage({ driver: measuredDriver(atomicFileDriver({ base }), 'files') });
    await storage.setItem('sessions:a', { id: 'a' });
    expect(await storage.getItem('sessions:a')).toEqual({ id: 'a' });
    // The driver's hasItem reads through its own getItem: counted as one hasItem, not a getItem too.
    expect(await storage.hasItem('sessions:a')).toBe(true);
    expect(await counts('portal_storage_operation_duration_seconds_count')).toEqual([
      'portal_storage_operation_duration_seconds_count{driver="files",operation="setItem"} 1',
      'portal_storage_operation_duration_seconds_count{driver="files",operation="getItem"} 1',
      'portal_storage_operation_duration_seconds_count{driver="files",operation="hasItem"} 1',
    ]);
    expect(await counts('portal_storage_operation_errors_total')).toEqual([]);
  });

  it('counts a failed operation as an error and lets the error through', async () => {
    await enablePortalMetrics();
    const failing: Driver = {
      name: 'failing',
      hasItem: () => false,
      getItem: () => Promise.reject(new Error('Redis went away')),
      getKeys: () => [],
    };
    const storage = createStorage({ driver: measuredDriver(failing, 'redis') });
    await expect(storage.getItem('sessions:a')).rejects.toThrow('Redis went away');
    expect(await counts('portal_storage_operation_errors_total')).toEqual([
      'portal_storage_operation_errors_total{driver="redis",operation="getItem"} 1',
    ]);
  });

  it('times Redis’s compare-and-set reads and writes', async () => {
    await enablePortalMetrics();
    const shared = measuredSharedKeys({ read: async () => null, replace: async () => true }, 'redis');
    await shared.read('k');
    expect(await shared.replace('k', null, '{}')).toBe(true);
    expect(await counts('portal_storage_operation_duration_seconds_count')).toEqual([
      'portal_storage_operation_duration_seconds_count{driver="redis",operation="read"} 1',
      'portal_storage_operation_duration_seconds_count{driver="redis",operation="replace"} 1',
    ]);
  });

  it('leaves the driver as it is while metrics are off', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'portal-measured-'));
    folders.push(base);
    const storage = createStorage({ driver: measuredDriver(atomicFileDriver({ base }), 'files') });
    await storage.setItem('a', 1);
    expect(await storage.getItem('a')).toBe(1);
  });
});

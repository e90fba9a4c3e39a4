import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editMarksOf } from './edit-marks.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'contract-edit-marks-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the edit marks of client libraries', () => {
  it('starts empty and changes with every edit, for that library only, as another instance reads it', async () => {
    const site = 'northwind.sharepoint.com,1b2c,3d4e';
    const one = editMarksOf({ dataDir });
    const other = editMarksOf({ dataDir });
    expect(await one.markOf(site)).toBe('');
    await one.edited(site);
    const first = await other.markOf(site);
    expect(first).not.toBe('');
    await other.edited(site);
    const second = await one.markOf(site);
    expect(second).not.toBe(first);
    expect(await one.markOf('fabrikam.sharepoint.com,5f6a,7b8c')).toBe('');
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileAuditStore } from '../src/audit/server/store.ts';

const run = promisify(execFile);
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'audit-cli-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** `npm run audit:verify` as a person runs it: its output and exit code. */
async function verify(): Promise<{ code: number; out: string }> {
  // The files under DATA_DIR, whatever Redis the shell names.
  const { STORAGE_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  try {
    const { stdout } = await run(process.execPath, ['scripts/audit.ts', 'verify'], { env });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

describe('npm run audit:verify', () => {
  it('says each chain is intact, and names the first entry edited with exit code 1', async () => {
    const store = fileAuditStore(path.join(dir, 'audit'));
    for (let n = 1; n <= 4; n++)
      await store.append({
        at: new Date().toISOString(),
        actor: 'subject',
        actingFor: null,
        client: '1001',
        project: null,
        object: { kind: 'contract', id: `c${n}` },
        action: 'edited',
        changes: [{ field: 'Owner', before: 'A', after: `B${n}` }],
        requestId: null,
        traceId: null,
      });
    const intact = await verify();
    expect(intact.code).toBe(0);
    expect(intact.out).toMatch(/client 1001: 4 entries, chain intact/);
    const file = path.join(dir, 'audit', '1001.jsonl');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"B3"', '"Mallory"'));
    const edited = await verify();
    expect(edited.code).toBe(1);
    expect(edited.out).toContain('client 1001: entry 3 was edited');
  }, 60_000);
});

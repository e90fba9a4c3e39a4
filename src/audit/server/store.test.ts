import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';
import { closeStorage } from '../../server/storage/storage.ts';
import type { AuditDraft } from '../entry.ts';
import { peopleNamed, pseudonymise, subjectOf } from './people.ts';
import { type AuditStore, fileAuditStore, redisAuditStore } from './store.ts';
import { applyRetention, describeCheck, verifyTrail, verifyTrails } from './verify.ts';

const draft = (client: string, n: number, at = new Date()): AuditDraft => ({
  at: at.toISOString(),
  actor: `subject-${n % 3}`,
  actingFor: null,
  client,
  project: 'Card Services',
  object: { kind: 'contract', id: `contract-${n}` },
  action: 'edited',
  changes: [{ field: 'Owner', before: 'Ada', after: `Owner ${n}` }],
  requestId: `request-${n}`,
  traceId: null,
});

/** Two instances append 200 entries each to one client's trail at once, interleaved. */
async function appendAtOnce(one: AuditStore, two: AuditStore) {
  const appends = Array.from({ length: 400 }, (_, n) => (n % 2 ? one : two).append(draft('1003', n)));
  return Promise.all(appends);
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'audit-'));
  return () => rm(dir, { recursive: true, force: true });
});

describe('the audit trail in files', () => {
  it('keeps one valid chain while two instances append at once', async () => {
    const appended = await appendAtOnce(fileAuditStore(dir), fileAuditStore(dir));
    expect(new Set(appended.map((entry) => entry.seq)).size).toBe(400);
    const checks = await verifyTrails(fileAuditStore(dir));
    expect(checks).toEqual([expect.objectContaining({ client: '1003', entries: 400, fault: null })]);
    expect(describeCheck(checks[0] as (typeof checks)[number])).toMatch(/^client 1003: 400 entries, chain intact/);
  });

  it('names the first entry edited, removed or moved in the file', async () => {
    const store = fileAuditStore(dir);
    for (let n = 0; n < 6; n++) await store.append(draft('1001', n));
    const file = path.join(dir, '1001.jsonl');
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const check = async (changed: string[]) => {
      await writeFile(file, `${changed.join('\n')}\n`);
      return (await verifyTrail(fileAuditStore(dir), '1001')).fault;
    };
    expect(await check(lines.map((line, at) => (at === 2 ? line.replace('Owner 2', 'Owner X') : line)))).toEqual({
      kind: 'edited',
      seq: 3,
    });
    expect(await check(lines.filter((_, at) => at !== 3))).toEqual({ kind: 'removed', seq: 4 });
    expect(await check(lines.slice(0, 5))).toEqual({ kind: 'removed', seq: 6 });
    const swapped = [...lines];
    [swapped[1], swapped[2]] = [swapped[2] as string, swapped[1] as string];
    expect(await check(swapped)).toEqual({ kind: 'moved', seq: 2, after: 3 });
    expect(await check(lines)).toBeNull();
  });

  it('drops entries past the retention and the chain stays valid from where it now starts', async () => {
    const store = fileAuditStore(dir);
    const old = new Date(Date.now() - 10 * 86_400_000);
    for (let n = 0; n < 3; n++) await store.append(draft('1001', n, old));
    for (let n = 3; n < 5; n++) await store.append(draft('1001', n));
    expect(await applyRetention(store, 7)).toEqual(new Map([['1001', 3]]));
    expect(await verifyTrail(store, '1001')).toMatchObject({ entries: 2, fault: null });
    await store.append(draft('1001', 5));
    expect(await verifyTrail(fileAuditStore(dir), '1001')).toMatchObject({ entries: 3, last: 6, fault: null });
  });
});

describe('pseudonymising a person who left', () => {
  it('forgets who their subject id is; their entries and the chain stay as they were', async () => {
    const config = { dataDir: dir };
    const ada = { uid: 'uid-ada', displayName: 'Ada Admin', email: 'ada@efi.test' };
    const subject = await subjectOf(config, ada);
    expect(await subjectOf(config, ada)).toBe(subject);
    const store = fileAuditStore(path.join(dir, 'audit'));
    await store.append({ ...draft('1001', 1), actor: subject });
    expect((await peopleNamed(config, [subject])).get(subject)?.name).toBe('Ada Admin');
    expect(await pseudonymise(config, 'uid-ada')).toBe(subject);
    expect((await peopleNamed(config, [subject])).size).toBe(0);
    expect(await verifyTrail(store, '1001')).toMatchObject({ entries: 1, fault: null });
    const kept = await readFile(path.join(dir, 'audit', '1001.jsonl'), 'utf8');
    expect(kept).not.toContain('Ada Admin');
    expect(kept).not.toContain('ada@efi.test');
    await closeStorage(config);
  });
});

describe('the audit trail in Redis streams', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: Redis[] = [];
  // Beside the browser suites' ports (E2E_PORT + 65), as every extra server of the audit's tests.
  const port = Number(process.env['E2E_PORT'] ?? 4391) + 65;
  const instance = () => {
    const client = new Redis(redis.url, { lazyConnect: false });
    clients.push(client);
    return redisAuditStore(client);
  };
  beforeAll(async () => {
    redis = await startRedisServer({ port });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  it('keeps one valid chain while two instances append at once, and names a removed entry', async () => {
    const appended = await appendAtOnce(instance(), instance());
    expect(new Set(appended.map((entry) => entry.seq)).size).toBe(400);
    const store = instance();
    expect(await verifyTrails(store)).toEqual([expect.objectContaining({ client: '1003', entries: 400, fault: null })]);
    expect((await store.recent('1003', { limit: 2 })).map((entry) => entry.seq)).toEqual([400, 399]);
    const raw = clients[0] as Redis;
    const [id] = (await raw.xrange('portal:audit:1003', '-', '+', 'COUNT', 10))[6] ?? [];
    await raw.xdel('portal:audit:1003', id ?? '');
    expect((await verifyTrail(store, '1003')).fault).toEqual({ kind: 'removed', seq: 7 });
  });
});

// `npm run bench:audit`: the audit trail's speed (decision 131), on a redis-server of its own.
//  1. Audited writes: `recordChange` called 1,000 times a second for BENCH_AUDIT_SECONDS (10) on one
//     instance with Redis, each timed from the call to the entry kept: what the trail adds to a write.
//     Goals: the rate sustained, ≤ 5 ms at p99.
//  2. `audit:verify` over BENCH_AUDIT_ENTRIES (1,000,000) entries of one client, in Redis and in a
//     file. Goal: ≤ 30 s. The entries are chained here and written in bulk (a million appends one by
//     one would take the benchmark a quarter of an hour); the check reads them as the command does.
// A benchmark, not a test: it prints figures and exits 0 unless something breaks.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { type AuditDraft, type AuditEntry, chained, GENESIS, storedText } from '../src/audit/entry.ts';
import { recordChange } from '../src/audit/server/record.ts';
import { fileAuditStore, redisAuditStore } from '../src/audit/server/store.ts';
import { verifyTrail } from '../src/audit/server/verify.ts';
import { loadConfig } from '../src/server/config.ts';
import { closeStorage } from '../src/server/storage/storage.ts';
import { startRedisServer } from './lib/redis-server.mjs';

const SECONDS = Number(process.env['BENCH_AUDIT_SECONDS'] ?? 10);
const RATE = Number(process.env['BENCH_AUDIT_RATE'] ?? 1000);
const ENTRIES = Number(process.env['BENCH_AUDIT_ENTRIES'] ?? 1_000_000);

const redis = await startRedisServer();
const dir = await mkdtemp(path.join(tmpdir(), 'bench-audit-'));
const config = { ...loadConfig({ DATA_DIR: dir, STORAGE_URL: redis.url, LOG_LEVEL: 'warn' }) };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;

try {
  // 1. Audited writes at RATE a second, open loop: a slow append does not slow the next call.
  const client = { id: '1003', hubspot_company_xref: 1003, client_name: 'Contoso Bank' };
  const session = {
    uid: 'bench-uid',
    displayName: 'Ada Admin',
    email: 'ada.admin@efi.test',
    activeProject: ['Contoso Card Services'],
  };
  const context = {
    locals: { config, session, activeClient: client, roles: ['user', 'EFI_USER'], requestId: 'bench' },
  } as unknown as Parameters<typeof recordChange>[0];
  const change = (n: number) => ({
    object: { kind: 'contract', id: `contract-${n % 500}`, label: 'FIS · Card processing agreement' },
    action: 'edited',
    before: { Owner: 'Marco Rossi', NoticePeriodDays: 90 },
    after: { Owner: 'Ayşe Yılmaz', NoticePeriodDays: 60 + (n % 30) },
  });
  await recordChange(context, change(0));
  const total = SECONDS * RATE;
  const latencies: number[] = [];
  const pending: Promise<unknown>[] = [];
  // How long this process's loop was held meanwhile (the machine is shared): a write waits that too.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const called = performance.now();
    pending.push(
      recordChange(context, change(n)).then((entry) => {
        if (!entry) throw new Error('An entry was not kept');
        latencies.push(performance.now() - called);
      }),
    );
  }
  await Promise.all(pending);
  loop.disable();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `Audited writes (Redis, one instance): ${total} in ${elapsed.toFixed(2)} s = ${Math.round(total / elapsed)}/s`,
  );
  console.log(
    `  added per write: p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies[latencies.length - 1] ?? 0)} (goal ≤ 5 ms at p99)`,
  );
  console.log(
    `  this process's event loop held meanwhile: p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );

  if (ENTRIES > 0) {
    // 2. Verifying a million entries: chained here, written in bulk.
    const draft = (n: number): AuditDraft => ({
      at: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
      actor: `subject-${n % 40}`,
      actingFor: n % 3 ? '1001' : null,
      client: '1001',
      project: 'Northwind Supply',
      object: { kind: 'contract', id: `contract-${n % 500}`, label: 'Maersk · Ocean freight agreement' },
      action: 'edited',
      changes: [{ field: 'Owner', before: 'Marco Rossi', after: 'Ayşe Yılmaz' }],
      requestId: `request-${n}`,
      traceId: null,
    });
    const raw = new Redis(redis.url);
    const lines: string[] = [];
    let previous = { seq: 0, hash: GENESIS };
    let last: AuditEntry | undefined;
    let batch = raw.pipeline();
    const writing = performance.now();
    for (let n = 0; n < ENTRIES; n++) {
      last = chained(draft(n), previous);
      previous = { seq: last.seq, hash: last.hash };
      const text = storedText(last);
      lines.push(text);
      batch.xadd('portal:audit:1001', '*', 'e', text);
      if (batch.length >= 10_000) {
        await batch.exec();
        batch = raw.pipeline();
      }
    }
    batch.set('portal:audit:1001:head', `${previous.seq} ${previous.hash}`);
    batch.sadd('portal:audit-clients', '1001');
    await batch.exec();
    const auditDir = path.join(dir, 'audit');
    await rm(auditDir, { recursive: true, force: true });
    await import('node:fs/promises').then(({ mkdir }) => mkdir(auditDir, { recursive: true }));
    await writeFile(path.join(auditDir, '1001.jsonl'), `${lines.join('\n')}\n`);
    await writeFile(path.join(auditDir, '1001.head.json'), JSON.stringify(previous));
    lines.length = 0;
    console.log(`${ENTRIES} entries chained and written in ${((performance.now() - writing) / 1000).toFixed(1)} s`);

    for (const [name, store] of [
      ['Redis', redisAuditStore(raw)],
      ['file', fileAuditStore(auditDir)],
    ] as const) {
      const checking = performance.now();
      const check = await verifyTrail(store, '1001');
      const seconds = (performance.now() - checking) / 1000;
      if (check.fault || check.entries !== ENTRIES)
        throw new Error(`The chain did not verify: ${JSON.stringify(check)}`);
      console.log(`audit:verify over ${check.entries} entries (${name}): ${seconds.toFixed(1)} s (goal ≤ 30 s)`);
    }
    raw.disconnect();
  }
} finally {
  await closeStorage(config);
  await redis.stop();
  await rm(dir, { recursive: true, force: true });
}

// `npm run bench:mail`: the mail run at scale (decision 127). A local tenant whose Contoso Bank
// library holds BENCH_CONTRACTS contracts (10,000), BENCH_PEOPLE people (1,000) of that client
// each with a daily digest (the three languages and a dozen time zones in turn), a portal's
// mail part on files in a temporary DATA_DIR, MailDev on loopback as the SMTP server. Prints the
// time of one message rendered (median and p95 over 300: the goal is ≤ 20 ms), then of the whole
// run — listing the library app-only, the model's states, each digest built, rendered and sent
// (goal ≤ 60 s) — and of a second run (every digest already sent: nothing goes twice). A
// benchmark, not a test: it prints figures and exits 0 unless something breaks.
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { findClient } from '@client-portal/local-tenant';
import { startTestTenant } from '@client-portal/local-tenant/testing';
import { MailDev } from 'maildev';
import type { PortalSession } from '../src/auth/server/session-store.ts';
import type { DigestMessage } from '../src/mail/messages/model.ts';
import { freePort, startRedisServer } from './lib/redis-server.mjs';

// React (the mail's rendering) picks its production build only if NODE_ENV says so when first loaded.
process.env['NODE_ENV'] ??= 'production';
const { locales } = await import('../src/i18n/locales.ts');
const { renderMail } = await import('../src/mail/messages/render.ts');
const { startMail } = await import('../src/mail/server/mailer.ts');
const { recordMailPerson, saveMailSettings } = await import('../src/mail/server/people.ts');
const { loadConfig } = await import('../src/server/config.ts');
const { closeStorage } = await import('../src/server/storage/storage.ts');

const CONTRACTS = Number(process.env['BENCH_CONTRACTS'] ?? 10_000);
const PEOPLE = Number(process.env['BENCH_PEOPLE'] ?? 1_000);
const ZONES = ['UTC', 'Europe/Istanbul', 'Asia/Riyadh', 'America/New_York', 'Europe/London', 'Asia/Tokyo'];
const load = () => os.loadavg()[0]?.toFixed(1);
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

// One message: a digest of 6 sections of 25 contracts each, in each language.
const digest: DigestMessage = {
  kind: 'digest',
  client: { xref: 1003, name: 'Contoso Bank' },
  frequency: 'daily',
  day: '2026-12-07',
  sections: ['notice7', 'notice30', 'notice60', 'notice90', 'missed', 'decisionsDue'].map((id) => ({
    id,
    view: 'within=90',
    total: 40,
    items: Array.from({ length: 25 }, (_, index) => ({
      id: `0123456789ABCDEF${index}`,
      title: `Facilities management agreement ${index}`,
      vendor: 'Contoso Facilities',
      kind: 'notice' as const,
      day: '2027-01-15',
      owner: 'Marco Rossi',
    })),
  })),
};
const times: number[] = [];
for (let index = 0; index < 330; index++) {
  const started = performance.now();
  await renderMail(digest, {
    to: 'person@contoso.test',
    language: locales[index % 3] ?? 'en',
    publicUrl: 'https://portal.example.com',
    unsubscribeUrl: 'https://portal.example.com/mail/unsubscribe?t=x',
  });
  if (index >= 30) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `One message (a digest of 150 contracts): median ${ms(times[Math.floor(times.length / 2)] ?? 0)}, ` +
    `p95 ${ms(times[Math.floor(times.length * 0.95)] ?? 0)} (goal ≤ 20 ms) · load average ${load()}`,
);

const contoso = findClient(1003);
if (!contoso) throw new Error('No Contoso Bank in the seed');
const today = new Date().toISOString().slice(0, 10);
const seeding = performance.now();
const tenant = await startTestTenant({ benchmarkContracts: CONTRACTS, today });
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-mail-'));
const [smtp, web] = [await freePort(), await freePort()];
const maildev = new MailDev({
  smtp,
  web,
  ip: '127.0.0.1',
  webIp: '127.0.0.1',
  silent: true,
  mailDirectory: mkdtempSync(path.join(tmpdir(), 'maildev-')),
});
const log = console.log;
console.log = () => {};
await maildev.start();
console.log = log;
// BENCH_STORAGE=redis: the storage and the queue on a throw-away redis-server (BullMQ), as
// several instances run; else files under DATA_DIR (one instance).
const redis = process.env['BENCH_STORAGE'] === 'redis' ? await startRedisServer() : undefined;
const config = loadConfig({
  ...(redis ? { STORAGE_URL: redis.url } : {}),
  PORTAL_ENV: 'local',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  TENANT_PORT: new URL(tenant.url).port,
  MAIL_SMTP_PORT: String(smtp),
});
const client = { ...contoso, id: String(contoso.hubspot_company_xref), user_client_roles: [] };
for (let index = 0; index < PEOPLE; index++) {
  const uid = `bench.${index}`;
  const session = {
    uid,
    email: `person${index}@contoso.test`,
    displayName: `Person ${index}`,
    clients: [client],
    userInfo: {
      user_id: uid,
      companyName: 'Contoso Bank',
      user_type: 'client',
      user_client_roles: ['CLIENT_PROSPECT_USER'],
    },
  } as unknown as PortalSession;
  await recordMailPerson(config, session, 'en');
  await saveMailSettings(config, uid, {
    language: locales[index % 3] ?? 'en',
    timeZone: ZONES[index % ZONES.length] ?? 'UTC',
    digests: { [client.id]: 'daily' },
  });
}
console.log(
  `Seeded ${CONTRACTS} contracts and ${PEOPLE} people in ${ms(performance.now() - seeding)} (storage: ${redis ? 'Redis, BullMQ' : 'files'})`,
);

const mail = startMail(config, { schedule: false });
if (!mail) throw new Error('Email is off');
for (const round of ['first', 'second']) {
  const started = performance.now();
  const result = await mail.run({ atOnce: true });
  const queued = performance.now();
  await mail.queue.idle();
  const done = performance.now();
  console.log(
    `Mail run (${round}): ${result.people} people, ${result.clients} client, ${result.digests} digests and ` +
      `${result.reminders} reminders queued in ${ms(queued - started)}, all sent after ${ms(done - started)} ` +
      `(goal ≤ 60 s) · load average ${load()}`,
  );
}
const caught = (await (await fetch(`http://127.0.0.1:${web}/api/email/summary?limit=1`)).json()) as { total: number };
console.log(`MailDev caught ${caught.total} messages.`);
await mail.close();
await closeStorage(config);
await maildev.stop();
await tenant.close();
await redis?.stop();
await rm(dataDir, { recursive: true, force: true });

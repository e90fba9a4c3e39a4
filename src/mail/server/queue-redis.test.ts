import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../../scripts/lib/redis-server.mjs';
import { closeStorage } from '../../server/storage/storage.ts';
import type { ReminderMessage } from '../messages/model.ts';
import { ledgerStateOf } from './ledger.ts';
import { openMailQueue } from './queue.ts';
import type { MailJob } from './send.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

let redis: Awaited<ReturnType<typeof startRedisServer>>;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

const message: ReminderMessage = {
  kind: 'reminders',
  client: { xref: 1001, name: 'Northwind Traders' },
  reminder: {
    contractId: 'c1',
    title: 'Fleet leasing',
    vendor: 'Contoso',
    owner: null,
    deadline: { kind: 'notice', day: '2027-01-01' },
    daysLeft: 25,
    threshold: 30,
  },
};

describe('the mail queue on Redis (several instances)', () => {
  it('sends each mail once, however many instances queue it at the same time', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push(mail);
        return { sent: true };
      },
      close() {},
    };
    const config = {
      dataDir: '.unused',
      storageUrl: `redis://127.0.0.1:${redis.port}/3`,
      logLevel: 'silent' as const,
      publicUrl: 'https://portal.example.com',
      mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'portal@example.com', replyTo: undefined, catcher: undefined },
    };
    // Two instances, each with its queue and worker, on one Redis.
    const instances = [openMailQueue(config, transport), openMailQueue(config, transport)];
    const jobs: MailJob[] = Array.from({ length: 20 }, (_, index) => ({
      id: `contract:1001:c${index}:notice:2027-01-01:30:owner@northwind.test`,
      to: 'owner@northwind.test',
      language: 'tr',
      message,
    }));
    const added = await Promise.all(jobs.flatMap((job) => instances.map((queue) => queue.add(job))));
    expect(added.filter(Boolean)).toHaveLength(20);
    await Promise.all(instances.map((queue) => queue.idle()));
    expect(sent).toHaveLength(20);
    expect(new Set(sent.map((mail) => mail.id)).size).toBe(20);
    expect(sent[0]?.subject).toBe('25 gün içinde bildirim gerekli: Fleet leasing (Contoso)');
    expect(await ledgerStateOf(config, jobs[0]?.id ?? '')).toBe('sent');
    await Promise.all(instances.map((queue) => queue.close()));
    await closeStorage(config);
  });
});

import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/redis-server.mjs';
import { closeStorage } from '../../server/storage/storage.ts';
import type { DigestMessage } from '../messages/model.ts';
import { ledgerStateOf } from './ledger.ts';
import { openMailQueue } from './queue.ts';
import { addressRecordOf } from './recipients.ts';
import type { MailJob } from './send.ts';
import { smtpTransport } from './transport.ts';
import { readUnsubscribeToken, unsubscribe } from './unsubscribe.ts';

let maildev: MailDev;
let smtpPort: number;
let webPort: number;
let dataDir: string;

beforeAll(async () => {
  [smtpPort, webPort] = [await freePort(), await freePort()];
  maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: mkdtempSync(path.join(tmpdir(), 'maildev-')),
  });
  await maildev.start();
});
afterAll(async () => {
  await maildev.stop();
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mail-'));
  await fetch(`http://127.0.0.1:${webPort}/api/email/all`, { method: 'DELETE' });
});
afterEach(async () => {
  await closeStorage({ dataDir });
  await rm(dataDir, { recursive: true, force: true });
});

const configOf = (smtp = smtpPort) => ({
  dataDir,
  storageUrl: undefined,
  logLevel: 'silent' as const,
  publicUrl: 'https://portal.example.com',
  mail: {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    from: 'Portal <portal@example.com>',
    replyTo: 'help@example.com',
    catcher: undefined,
  },
});

const digest: DigestMessage = {
  kind: 'digest',
  client: { xref: 1001, name: 'Northwind Traders' },
  frequency: 'daily',
  day: '2026-12-07',
  sections: [
    {
      id: 'notice7',
      view: 'within=7',
      total: 1,
      items: [
        { id: 'c1', title: 'Cloud <b>hosting</b>', vendor: 'Contoso', kind: 'notice', day: '2026-12-10', owner: null },
      ],
    },
  ],
};
const job = (id: string, to = 'cem@northwind.test'): MailJob => ({
  id,
  to,
  language: 'ar',
  message: digest,
  uid: 'u1',
});

interface Caught {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  headers: Record<string, string>;
}
async function caught(): Promise<Caught[]> {
  return (await fetch(`http://127.0.0.1:${webPort}/api/email`)).json() as Promise<Caught[]>;
}
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('did not happen');
}

describe('a mail through the queue', () => {
  it('reaches the SMTP server once, in Arabic, HTML and text, with one-click unsubscribe', async () => {
    const config = configOf();
    const transport = smtpTransport(config.mail);
    const queue = openMailQueue(config, transport);
    expect(await queue.add(job('digest:u1:1001:day:2026-12-07'))).toBe(true);
    // The same id again (a second run, another instance): nothing new.
    expect(await queue.add(job('digest:u1:1001:day:2026-12-07'))).toBe(false);
    await queue.idle();
    const mails = await until(caught, (list) => list.length >= 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [Caught];
    expect(mail.subject).toBe('Northwind Traders: ملخصك اليومي، عنصر واحد');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('Cloud &lt;b&gt;hosting&lt;/b&gt;');
    expect(mail.html).toContain(
      'https://portal.example.com/deepLink/contractlocker?hubspotCompanyXref=1001&amp;contract=c1',
    );
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(mail.text).toContain('ملخصك اليومي');
    // The raw message, as a mail program reads its headers.
    const source = await (await fetch(`http://127.0.0.1:${webPort}/api/email/${mail.id}/source`)).text();
    const unfolded = source.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(unfolded).toMatch(/^Reply-To: help@example\.com\r?$/m);
    const unsubscribe =
      /^List-Unsubscribe: ?<(https:\/\/portal\.example\.com\/mail\/unsubscribe\?t=([^>]+))>\r?$/m.exec(unfolded);
    expect(unsubscribe).not.toBeNull();
    const token = new URL(unsubscribe?.[1] ?? '').searchParams.get('t') ?? '';
    expect(await readUnsubscribeToken(config, token)).toMatchObject({
      address: 'cem@northwind.test',
      kind: 'digest',
      xref: 1001,
    });
    expect(await readUnsubscribeToken(config, `${token.slice(0, -2)}AA`)).toBeUndefined();
    expect(await ledgerStateOf(config, 'digest:u1:1001:day:2026-12-07')).toBe('sent');
    await queue.close();
    transport.close();
  });

  it('waits while the SMTP server is down, and goes once it is back', async () => {
    const downPort = await freePort();
    const config = configOf(downPort);
    const down = smtpTransport(config.mail);
    const queue = openMailQueue(config, down);
    await queue.add(job('down:1'));
    await queue.idle();
    expect(await ledgerStateOf(config, 'down:1')).toBe('queued');
    await queue.close();
    down.close();
    // A process started later with the server back (the outbox is kept in DATA_DIR) sends it.
    const back = configOf();
    const transport = smtpTransport(back.mail);
    const again = openMailQueue(back, transport);
    await until(
      () => ledgerStateOf(back, 'down:1'),
      (state) => state === 'sent',
    );
    expect(await caught()).toHaveLength(1);
    await again.close();
    transport.close();
  });

  it('records an address the server refuses for good, and sends it nothing more', async () => {
    const config = configOf();
    const refusing = {
      send: async () => ({ sent: false as const, retry: false, reason: '550 5.1.1 No such user' }),
      close() {},
    };
    const queue = openMailQueue(config, refusing);
    await queue.add(job('refused:1', 'nobody@northwind.test'));
    await queue.idle();
    expect(await ledgerStateOf(config, 'refused:1')).toBe('refused');
    expect((await addressRecordOf(config, 'nobody@northwind.test'))?.refused?.reason).toContain('550');
    await queue.add(job('refused:2', 'nobody@northwind.test'));
    await queue.idle();
    expect(await ledgerStateOf(config, 'refused:2')).toBe('skipped');
    await queue.close();
  });

  it('stops a client’s RFP notices to an address its one-click link unsubscribed, and nothing else', async () => {
    const config = configOf();
    const sent: string[] = [];
    const recording = {
      send: async (mail: { id: string }) => {
        sent.push(mail.id);
        return { sent: true as const };
      },
      close() {},
    };
    const queue = openMailQueue(config, recording);
    const notice = (id: string, xref: number): MailJob => ({
      id,
      to: 'vera@vendor.test',
      language: 'en',
      message: {
        kind: 'rfp',
        client: { xref, name: 'Contoso Bank' },
        side: 'vendor',
        notice: {
          what: 'invited',
          event: 'Card processing',
          eventId: 'card',
          client: 'Contoso Bank',
          deadline: '2026-12-18T14:00:00.000Z',
          timeZone: 'Europe/Istanbul',
        },
      },
    });
    await unsubscribe(config, { address: 'vera@vendor.test', kind: 'rfp', xref: 1003, client: 'Contoso Bank' });
    await queue.add(notice('rfp:card:invited:vera@vendor.test', 1003));
    await queue.add(notice('rfp:other:invited:vera@vendor.test', 1001));
    await queue.add(job('digest:vera:1003:day:2026-12-07', 'vera@vendor.test'));
    await queue.idle();
    expect(await ledgerStateOf(config, 'rfp:card:invited:vera@vendor.test')).toBe('skipped');
    expect(sent.sort()).toEqual(['digest:vera:1003:day:2026-12-07', 'rfp:other:invited:vera@vendor.test']);
    await queue.close();
  });
});

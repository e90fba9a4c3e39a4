/**
 * The mail queue (decision 127). With STORAGE_URL (Redis, several instances): BullMQ, whose jobs
 * are taken by one worker of one instance at a time, retried with exponential back-off, and whose
 * job scheduler starts the mail run every MAIL_RUN_EVERY_MS on one instance only — not a timer in
 * each process. With files (one instance, as the file storage is): the same jobs kept as
 * documents under DATA_DIR, so they outlive a restart, sent by this process with the same back-off.
 * Either way the ledger (ledger.ts) is what makes a mail once.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { MailConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { collectionOf } from '../../server/storage/storage.ts';
import { claimMail, endSend } from './ledger.ts';
import { type MailConfigOf, type MailJob, RetryLater, sendJob } from './send.ts';
import type { MailTransport } from './transport.ts';

/** How often the mail run looks for reminders and digests due. */
export const MAIL_RUN_EVERY_MS = 15 * 60 * 1000;
/** Tries of one mail before it is given up (about a day and a half with the back-off below). */
export const MAIL_ATTEMPTS = 12;
/** The first retry's wait; each next one doubles, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 4 * 60 * 60 * 1000;
/** Mails the file outbox sends at once (BullMQ's worker: the same, per instance). */
const FILE_SENDS_AT_ONCE = 4;

export function backoffOf(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));
}

export interface MailQueue {
  /** Queues a mail once (false: its id was queued before, here or on another instance). */
  add(job: MailJob): Promise<boolean>;
  /** Resolves when nothing is waiting to be sent now (retries later still wait). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Runner = () => Promise<unknown>;

// ---------------------------------------------------------------------------------------------
// Files: one instance.

const fileJobSchema = z.object({
  job: z.custom<MailJob>((value) => typeof value === 'object' && value !== null && 'id' in value),
  attempts: z.number().int(),
  nextAt: z.number(),
});

function fileQueue(config: MailConfigOf, transport: MailTransport, run: Runner | undefined): MailQueue {
  const log = logOf(config);
  const kept = collectionOf(config, {
    prefix: 'mail-outbox',
    schema: fileJobSchema,
    keyOf: (id) => Buffer.from(id, 'utf8').toString('base64url'),
  });
  const waiting = new Map<string, z.infer<typeof fileJobSchema>>();
  let sending: Promise<void> | undefined;
  let closed = false;
  let wake: NodeJS.Timeout | undefined;

  async function sendOne(id: string, entry: z.infer<typeof fileJobSchema>): Promise<void> {
    try {
      await sendJob(config, transport, entry.job);
      waiting.delete(id);
      await kept.remove(id);
    } catch (error) {
      const attempts = entry.attempts + 1;
      if (!(error instanceof RetryLater) || attempts >= MAIL_ATTEMPTS) {
        log.error({ mail: id, err: error }, 'A mail could not be sent; given up');
        waiting.delete(id);
        await kept.remove(id);
        await endSend(config, id, 'failed');
        return;
      }
      const next = { ...entry, attempts, nextAt: Date.now() + backoffOf(attempts) };
      waiting.set(id, next);
      await kept.set(id, next);
      log.warn({ mail: id, attempts, reason: error.message }, 'A mail waits to be sent again');
    }
  }
  /** Sends what is due, FILE_SENDS_AT_ONCE at a time (the mail server and the disk both wait). */
  async function sendDue(): Promise<void> {
    const due = [...waiting].filter(([, entry]) => entry.nextAt <= Date.now());
    let next = 0;
    const lane = async () => {
      for (let item = due[next++]; item && !closed; item = due[next++]) await sendOne(item[0], item[1]);
    };
    await Promise.all(Array.from({ length: FILE_SENDS_AT_ONCE }, lane));
  }
  function kick() {
    if (closed) return;
    sending ??= sendDue().finally(() => {
      sending = undefined;
      schedule();
    });
  }
  function schedule() {
    clearTimeout(wake);
    if (closed || waiting.size === 0) return;
    const soonest = Math.min(...[...waiting.values()].map((entry) => entry.nextAt));
    wake = setTimeout(kick, Math.max(0, soonest - Date.now()));
    wake.unref();
  }
  // What waited in DATA_DIR when the process stopped (read through the collection's sweep, which
  // visits every document; nothing is removed): tried again at once, a restart being a new chance.
  const loaded = kept
    .sweep((entry) => {
      waiting.set(entry.job.id, { ...entry, nextAt: Math.min(entry.nextAt, Date.now()) });
      return false;
    })
    .then(kick, (error: unknown) => log.error({ err: error }, 'The mail outbox could not be read'));
  const runs = run
    ? setInterval(() => {
        run().catch((error: unknown) => log.error({ err: error }, 'The mail run failed'));
      }, MAIL_RUN_EVERY_MS)
    : undefined;
  runs?.unref();
  // A first run soon after the start, then every MAIL_RUN_EVERY_MS.
  const first = run
    ? setTimeout(() => {
        run().catch((error: unknown) => log.error({ err: error }, 'The mail run failed'));
      }, 5_000)
    : undefined;
  first?.unref();
  return {
    async add(job) {
      if (!(await claimMail(config, job.id))) return false;
      const entry = { job, attempts: 0, nextAt: Date.now() };
      await kept.set(job.id, entry);
      waiting.set(job.id, entry);
      kick();
      return true;
    },
    async idle() {
      await loaded;
      while (sending || [...waiting.values()].some((entry) => entry.nextAt <= Date.now())) {
        kick();
        await sending;
      }
    },
    async close() {
      closed = true;
      clearInterval(runs);
      clearTimeout(first);
      clearTimeout(wake);
      await sending;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Redis: several instances, BullMQ.

const PREFIX = 'portal:bull';
/** How long a shutdown waits for BullMQ's worker and queues to close. */
const CLOSE_WAIT_MS = 3_000;

function bullQueue(
  config: MailConfigOf & { storageUrl: string },
  transport: MailTransport,
  run: Runner | undefined,
): MailQueue {
  const log = logOf(config);
  // BullMQ's blocking commands need connections of their own that never give up a command.
  const connection = () => new Redis(config.storageUrl, { maxRetriesPerRequest: null });
  const queueConnection = connection();
  const mails = new Queue<MailJob>('mail', { connection: queueConnection, prefix: PREFIX });
  const workerConnection = connection();
  const worker = new Worker<MailJob>(
    'mail',
    async (job) => {
      try {
        return await sendJob(config, transport, job.data);
      } catch (error) {
        if (error instanceof RetryLater && job.attemptsMade + 1 >= MAIL_ATTEMPTS)
          await endSend(config, job.data.id, 'failed');
        throw error;
      }
    },
    {
      connection: workerConnection,
      prefix: PREFIX,
      concurrency: FILE_SENDS_AT_ONCE,
      settings: { backoffStrategy: (attemptsMade: number) => backoffOf(attemptsMade) },
    },
  );
  worker.on('failed', (job, error) =>
    log.warn({ mail: job?.id, attempts: job?.attemptsMade, reason: error.message }, 'A mail waits to be sent again'),
  );
  worker.on('error', (error) => log.error({ err: error }, 'The mail worker failed'));
  // An 'error' nobody listens to would end the process: Redis away is logged, and BullMQ reconnects.
  mails.on('error', (error) => log.error({ err: error }, 'The mail queue failed'));
  let runs: { queue: Queue; worker: Worker; connections: Redis[] } | undefined;
  if (run) {
    const runConnection = connection();
    const runWorkerConnection = connection();
    const queue = new Queue('mail-runs', { connection: runConnection, prefix: PREFIX });
    // One scheduler for every instance (upserted by each, kept once): one run per interval.
    void queue
      .upsertJobScheduler('mail-run', { every: MAIL_RUN_EVERY_MS }, { name: 'run' })
      .catch((error: unknown) => log.error({ err: error }, 'The mail run could not be scheduled'));
    const runWorker = new Worker('mail-runs', async () => run(), {
      connection: runWorkerConnection,
      prefix: PREFIX,
      concurrency: 1,
    });
    runWorker.on('error', (error) => log.error({ err: error }, 'The mail run failed'));
    queue.on('error', (error) => log.error({ err: error }, 'The mail run queue failed'));
    runs = { queue, worker: runWorker, connections: [runConnection, runWorkerConnection] };
  }
  return {
    async add(job) {
      if (!(await claimMail(config, job.id))) return false;
      await mails.add('send', job, {
        jobId: Buffer.from(job.id).toString('base64url'),
        attempts: MAIL_ATTEMPTS,
        backoff: { type: 'custom' },
        removeOnComplete: { age: 7 * 24 * 60 * 60 },
        removeOnFail: { age: 30 * 24 * 60 * 60 },
      });
      return true;
    },
    async idle() {
      for (;;) {
        const counts = await mails.getJobCounts('waiting', 'active', 'prioritized');
        if ((counts['waiting'] ?? 0) + (counts['active'] ?? 0) + (counts['prioritized'] ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      // A shutdown never waits on a Redis that is away: what is not closed in time is let go.
      const inTime = (closing: Promise<unknown>) =>
        Promise.race([
          closing.catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
        ]);
      await inTime(Promise.all([worker.close(), runs?.worker.close()]));
      await inTime(Promise.all([mails.close(), runs?.queue.close()]));
      for (const each of [queueConnection, workerConnection, ...(runs?.connections ?? [])]) each.disconnect();
    },
  };
}

/** The process's mail queue: BullMQ on the storage's Redis, else the outbox under DATA_DIR. */
export function openMailQueue(
  config: MailConfigOf & { mail: MailConfig },
  transport: MailTransport,
  run?: Runner,
): MailQueue {
  const { storageUrl } = config;
  return storageUrl ? bullQueue({ ...config, storageUrl }, transport, run) : fileQueue(config, transport, run);
}

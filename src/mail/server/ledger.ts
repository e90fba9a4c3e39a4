/**
 * Every mail's "sent once" record (decision 127), by the job's id (`digest:<person>:<client>:<period>`,
 * `contract:…:<threshold>:<address>`): claimed when the job is made (a second run, on this
 * instance or another, finds it and makes none), then `sending` while one worker sends it and
 * `sent` once the mail server took it. A worker that finds `sending` left by an attempt that died
 * between handing the mail over and writing `sent` does not send again: it marks it `uncertain`
 * (logged). So a failed send is retried, and no mail goes twice.
 */
import { z } from 'zod';
import { collectionOf, type StorageConfig } from '../../server/storage/storage.ts';

const STATES = ['queued', 'sending', 'sent', 'refused', 'failed', 'uncertain', 'skipped'] as const;
export type LedgerState = (typeof STATES)[number];

const entrySchema = z.object({ state: z.enum(STATES), at: z.number(), attempts: z.number().int() });

/** How long a record is kept: longer than any period or reminder it stands for can come again. */
const KEPT_SECONDS = 40 * 24 * 60 * 60;

function entries(config: StorageConfig) {
  return collectionOf(config, {
    prefix: 'mail-sent',
    schema: entrySchema,
    keyOf: (id) => Buffer.from(id, 'utf8').toString('base64url'),
    ttlSeconds: () => KEPT_SECONDS,
  });
}

/** Claims a job id: true for the first claim only. */
export async function claimMail(config: StorageConfig, id: string, now = Date.now()): Promise<boolean> {
  let claimed = false;
  await entries(config).update(id, (current) => {
    claimed = current === undefined;
    return claimed ? { state: 'queued', at: now, attempts: 0 } : undefined;
  });
  return claimed;
}

/**
 * Before a send: `queued` becomes `sending` (true: send it). Anything else is not sent: already
 * sent, refused or given up, or `sending` left by an attempt that may have handed it over.
 */
export async function beginSend(config: StorageConfig, id: string, now = Date.now()): Promise<LedgerState | 'send'> {
  let answer: LedgerState | 'send' = 'queued';
  await entries(config).update(id, (current) => {
    const entry = current ?? { state: 'queued', at: now, attempts: 0 };
    if (entry.state === 'queued') {
      answer = 'send';
      return { state: 'sending', at: now, attempts: entry.attempts + 1 };
    }
    answer = entry.state === 'sending' ? 'uncertain' : entry.state;
    return entry.state === 'sending' ? { ...entry, state: 'uncertain', at: now } : undefined;
  });
  return answer;
}

/** After a send: its outcome; `queued` again when it failed and will be tried again. */
export async function endSend(config: StorageConfig, id: string, state: LedgerState, now = Date.now()): Promise<void> {
  await entries(config).update(id, (current) => ({ state, at: now, attempts: current?.attempts ?? 1 }));
}

export async function ledgerStateOf(config: StorageConfig, id: string): Promise<LedgerState | undefined> {
  return (await entries(config).get(id))?.state;
}

/**
 * One mail job sent (decisions 125, 127): the recipient not stopped or refused, the ledger says
 * it is not sent yet, then rendered in the recipient's language and handed to the mail server.
 * The outcome goes to the ledger: sent; refused for good (the address is recorded and shown to
 * staff); or, when the server was away or said "later", back to queued and thrown, so the queue
 * tries again after its back-off.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import type { MailMessage } from '../messages/model.ts';
import { renderMail } from '../messages/render.ts';
import { beginSend, endSend } from './ledger.ts';
import { addressRecordOf, recordRefused } from './recipients.ts';
import type { MailTransport } from './transport.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

export interface MailJob {
  /** The ledger's id: what makes it once. */
  id: string;
  to: string;
  language: Locale;
  message: MailMessage;
  /** For a digest, the person whose settings its unsubscribe changes. */
  uid?: string | undefined;
}

/** Thrown for a send to try again later. */
export class RetryLater extends Error {}

export type MailConfigOf = Pick<PortalConfig, 'dataDir' | 'storageUrl' | 'logLevel' | 'publicUrl'>;

export async function sendJob(config: MailConfigOf, transport: MailTransport, job: MailJob): Promise<string> {
  const log = logOf(config);
  const record = await addressRecordOf(config, job.to);
  const stop = `${job.message.kind}:${job.message.client.xref}`;
  if (record?.refused || record?.optOut.includes(stop)) {
    await endSend(config, job.id, 'skipped');
    return 'skipped';
  }
  const ready = await beginSend(config, job.id);
  if (ready !== 'send') {
    if (ready === 'uncertain')
      log.warn({ mail: job.id }, 'A mail may have been sent by an attempt that stopped half-way; not sent again');
    return ready;
  }
  const unsubscribe = await unsubscribeUrl(config, {
    address: job.to,
    kind: job.message.kind,
    xref: job.message.client.xref,
    client: job.message.client.name,
    uid: job.uid,
  });
  const rendered = await renderMail(job.message, {
    to: job.to,
    language: job.language,
    publicUrl: config.publicUrl,
    unsubscribeUrl: unsubscribe,
  });
  const outcome = await transport.send({ ...rendered, to: job.to, unsubscribeUrl: unsubscribe, id: job.id });
  if (outcome.sent) {
    await endSend(config, job.id, 'sent');
    return 'sent';
  }
  if (!outcome.retry) {
    await endSend(config, job.id, 'refused');
    await recordRefused(config, job.to, outcome.reason);
    log.warn(
      { mail: job.id, reason: outcome.reason },
      'The mail server refused a mail for good; the address is recorded',
    );
    return 'refused';
  }
  await endSend(config, job.id, 'queued');
  throw new RetryLater(outcome.reason);
}

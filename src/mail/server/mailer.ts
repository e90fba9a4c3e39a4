/**
 * The mail part of a portal process (decision 125): the transport, the queue and its worker, and
 * the scheduled mail run. Without a mail configuration (outside local with no SMTP_URL) nothing of
 * it starts, and the server says once that email is off.
 */
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { type MailQueue, openMailQueue } from './queue.ts';
import { type MailRunResult, runMail } from './runs.ts';
import { smtpTransport } from './transport.ts';

export interface RunningMail {
  queue: MailQueue;
  /** The mail run now (`npm run mail:digest` with `atOnce`). */
  run(options?: { now?: Date; atOnce?: boolean }): Promise<MailRunResult>;
  close(): Promise<void>;
}

/** Where mail goes, for the start-up line: the server's host and port, never its credentials. */
export function mailServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

export function startMail(
  config: PortalConfig,
  { schedule = true }: { schedule?: boolean } = {},
): RunningMail | undefined {
  const log = logOf(config);
  const mail = config.mail;
  if (!mail) {
    log.warn('Email is off: SMTP_URL is not set (reminders and digests stay on the bell only)');
    return undefined;
  }
  const transport = smtpTransport(mail);
  let queue: MailQueue | undefined;
  const run = (options?: { now?: Date; atOnce?: boolean }) => runMail(config, queueOf(), options);
  const queueOf = () => {
    queue ??= openMailQueue({ ...config, mail }, transport, schedule ? () => run() : undefined);
    return queue;
  };
  const opened = queueOf();
  log.info({ smtp: mailServerOf(mail.smtpUrl), from: mail.from }, 'Email on');
  return {
    queue: opened,
    run,
    async close() {
      await opened.close();
      transport.close();
    },
  };
}

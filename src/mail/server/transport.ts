/**
 * Sending through SMTP with nodemailer (decision 125): SMTP_URL names the server, its port and
 * credentials; `smtps://` speaks TLS from the start, `smtp://` upgrades with STARTTLS when the
 * server offers it (`?requireTLS=true` insists). Connections are pooled and bounded in time, so a
 * mail server that hangs costs a worker at most a minute, never a page. Each mail carries the
 * one-click unsubscribe headers of RFC 8058.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../server/config.ts';
import type { RenderedMail } from '../messages/render.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
  unsubscribeUrl: string;
  /** The job's id, as the Message-ID's left part: one mail, one id, whatever the retries. */
  id: string;
}

/** What became of a send. `retry`: the server was away or said "later" (4xx): try again. */
export type SendOutcome = { sent: true } | { sent: false; retry: boolean; reason: string };

export interface MailTransport {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

const transports = new Map<string, Transporter>();

export function smtpTransport(config: MailConfig): MailTransport {
  let transporter = transports.get(config.smtpUrl);
  if (!transporter) {
    const url = new URL(config.smtpUrl);
    const secure = url.protocol === 'smtps:';
    transporter = nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      requireTLS: url.searchParams.get('requireTLS') === 'true',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    transports.set(config.smtpUrl, transporter);
  }
  const sender = transporter;
  const host = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'localhost';
  return {
    async send(mail) {
      try {
        const info = await sender.sendMail({
          from: config.from,
          ...(config.replyTo ? { replyTo: config.replyTo } : {}),
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: `<${Buffer.from(mail.id).toString('base64url').slice(0, 120)}@${host}>`,
          headers: {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'Auto-Submitted': 'auto-generated',
          },
        });
        if ((info.rejected ?? []).length > 0)
          return { sent: false, retry: false, reason: String(info.response ?? 'rejected') };
        return { sent: true };
      } catch (error) {
        const failure = error as { responseCode?: number; response?: string; code?: string; message?: string };
        // A 5xx is the server's final word on this mail (a refused address, a refused message);
        // anything else (no connection, a timeout, a 4xx "try later") may pass next time.
        const final = typeof failure.responseCode === 'number' && failure.responseCode >= 500;
        return { sent: false, retry: !final, reason: failure.response ?? failure.code ?? failure.message ?? 'failed' };
      }
    },
    close() {
      sender.close();
      transports.delete(config.smtpUrl);
    },
  };
}

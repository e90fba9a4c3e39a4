/**
 * A mail as the queue carries it: what it says, as plain values, rendered only when it is sent
 * (render.tsx). Kinds are what a person can unsubscribe from, one by one (RFC 8058).
 */
import type { CalendarDay } from '../../contracts/deadlines.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { DigestSections } from '../digest.ts';
import type { ContractReminder } from '../reminders.ts';
import type { RfpNoticeMail } from '../rfp.ts';

export const MAIL_KINDS = ['digest', 'reminders', 'rfp'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailClient {
  /** The client's hubspot_company_xref: its deep link makes it active before the page opens. */
  xref: number;
  name: string;
}

export interface ReminderMessage {
  kind: 'reminders';
  client: MailClient;
  reminder: Omit<ContractReminder, 'recipients' | 'once'>;
}

export interface DigestMessage {
  kind: 'digest';
  client: MailClient;
  frequency: 'daily' | 'weekly';
  /** The day the digest is of, in the reader's time zone. */
  day: CalendarDay;
  sections: DigestSections;
}

/** An RFP event's notice (invited, deadline soon, clarification answered, closed, awarded). */
export interface RfpMessage {
  kind: 'rfp';
  client: MailClient;
  side: RfpNoticeMail['side'];
  notice: RfpNoticeMail['notice'];
}

export type MailMessage = ReminderMessage | DigestMessage | RfpMessage;

/** Who a mail goes to and what its links need. */
export interface MailEnvelope {
  to: string;
  language: Locale;
  /** The portal's public origin: every link of the mail leads there. */
  publicUrl: string;
  /** The one-click unsubscribe address of this kind of mail for this recipient (signed). */
  unsubscribeUrl: string;
}

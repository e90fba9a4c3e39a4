/** A person's mail settings as the settings panel reads and saves them (`/api/mail/settings`). */
import type { Locale } from '../i18n/locales.ts';
import type { DigestFrequency } from './schedule.ts';

export interface MailSettingsView {
  /** Where the mail goes: the address the person signs in with. */
  email: string;
  language: Locale;
  timeZone: string;
  /** The clients whose contract locker the person is granted, each with its digest. */
  clients: { id: string; name: string; digest: DigestFrequency }[];
}

export interface MailSettingsChange {
  language: Locale;
  timeZone: string;
  digests: Record<string, DigestFrequency>;
}

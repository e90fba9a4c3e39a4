/**
 * The person's mail settings in the settings panel (decision 127): loaded from the server when the
 * panel opens, changed one choice at a time and saved at once. A failed save keeps the person's
 * choice on screen and says so; loading again shows what the server kept.
 */
import { atom } from 'nanostores';
import type { Locale } from '../i18n/locales.ts';
import type { DigestFrequency } from '../mail/schedule.ts';
import type { MailSettingsChange, MailSettingsView } from '../mail/settings.ts';
import { portalApi } from '../services/portal-api.ts';

export interface MailSettingsServices {
  load(): Promise<MailSettingsView>;
  save(change: MailSettingsChange): Promise<void>;
}

const browserServices: MailSettingsServices = {
  load: () => portalApi.mailSettings(),
  save: (change) => portalApi.saveMailSettings(change),
};
let services = browserServices;

/** Stories and tests answer for the server: some of the services (all the browser's again when called without). */
export function replaceMailSettingsServices(replacement: Partial<MailSettingsServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

export type MailSettingsStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'saveFailed';

export const $mailSettings = atom<MailSettingsView | undefined>(undefined);
export const $mailSettingsStatus = atom<MailSettingsStatus>('idle');

export async function loadMailSettings(): Promise<void> {
  $mailSettingsStatus.set('loading');
  try {
    $mailSettings.set(await services.load());
    $mailSettingsStatus.set('loaded');
  } catch {
    $mailSettingsStatus.set('failed');
  }
}

async function change(edit: (current: MailSettingsView) => MailSettingsView): Promise<void> {
  const current = $mailSettings.get();
  if (!current) return;
  const next = edit(current);
  $mailSettings.set(next);
  try {
    await services.save({
      language: next.language,
      timeZone: next.timeZone,
      digests: Object.fromEntries(next.clients.map((client) => [client.id, client.digest])),
    });
    $mailSettingsStatus.set('loaded');
  } catch {
    $mailSettingsStatus.set('saveFailed');
  }
}

export function chooseDigest(clientId: string, digest: DigestFrequency): Promise<void> {
  return change((current) => ({
    ...current,
    clients: current.clients.map((client) => (client.id === clientId ? { ...client, digest } : client)),
  }));
}

export function chooseMailLanguage(language: Locale): Promise<void> {
  return change((current) => ({ ...current, language }));
}

export function chooseMailTimeZone(timeZone: string): Promise<void> {
  return change((current) => ({ ...current, timeZone }));
}

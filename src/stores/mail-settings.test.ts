import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailSettingsChange, MailSettingsView } from '../mail/settings.ts';
import {
  $mailSettings,
  $mailSettingsStatus,
  chooseDigest,
  chooseMailTimeZone,
  loadMailSettings,
  replaceMailSettingsServices,
} from './mail-settings.ts';

const kept: MailSettingsView = {
  email: 'cem.client@northwind.test',
  language: 'ar',
  timeZone: 'UTC',
  clients: [
    { id: 'a', name: 'Northwind Traders', digest: 'off' },
    { id: 'b', name: 'Contoso Bank', digest: 'weekly' },
  ],
};

let saved: MailSettingsChange[];
let failing: boolean;
beforeEach(() => {
  saved = [];
  failing = false;
  $mailSettings.set(undefined);
  replaceMailSettingsServices({
    load: async () => structuredClone(kept),
    save: async (change) => {
      if (failing) throw new Error('offline');
      saved.push(change);
    },
  });
});
afterEach(() => replaceMailSettingsServices());

describe('the mail settings', () => {
  it('load, and save each choice whole: a digest per client, the time zone', async () => {
    await loadMailSettings();
    expect($mailSettings.get()?.clients).toHaveLength(2);
    await chooseDigest('a', 'daily');
    await chooseMailTimeZone('Europe/Istanbul');
    expect(saved).toEqual([
      { language: 'ar', timeZone: 'UTC', digests: { a: 'daily', b: 'weekly' } },
      { language: 'ar', timeZone: 'Europe/Istanbul', digests: { a: 'daily', b: 'weekly' } },
    ]);
  });

  it('keep the choice on screen when the save fails, and say so', async () => {
    await loadMailSettings();
    failing = true;
    await chooseDigest('b', 'off');
    expect($mailSettings.get()?.clients[1]?.digest).toBe('off');
    expect($mailSettingsStatus.get()).toBe('saveFailed');
  });
});

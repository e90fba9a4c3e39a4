import { describe, expect, it } from 'vitest';
import { defaultPreferences, type Preferences } from './preferences.ts';
import { defaultSettings } from './settings.ts';
import { migratePreferences, type UserData, userDocumentSchema, withLocalCopy } from './user-document.ts';

const off = (chosen: boolean): Preferences => ({
  ...defaultPreferences,
  ...(chosen ? { cloudSyncChosen: true as const } : {}),
  quickSettings: { ...defaultPreferences.quickSettings, cloudSync: false },
});
const stored: UserData = { settings: defaultSettings, preferences: off(true), shortcuts: ['faq'] };
const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('Cloud Sync in the user document', () => {
  it('reads an old default of off, never chosen, as on', () => {
    expect(migratePreferences(off(false)).quickSettings.cloudSync).toBe(true);
    expect(migratePreferences(off(true)).quickSettings.cloudSync).toBe(false);
    const document = userDocumentSchema.parse({
      uid: 'u',
      role: [],
      data: { ...stored, preferences: off(false), displayName: 'Sam', email: 's@x.test' },
    });
    expect(document.data.preferences.quickSettings.cloudSync).toBe(true);
  });

  it("renders this browser's copy while Cloud Sync is off", () => {
    const local = { settings: { ...defaultSettings, direction: 'rtl' }, preferences: off(true), shortcuts: [] };
    expect(withLocalCopy(stored, cookie(local))).toEqual({ ...stored, ...local });
  });

  it('keeps the stored data when sync is on, or the copy is absent or damaged', () => {
    const on = { ...stored, preferences: defaultPreferences };
    const local = { settings: { ...defaultSettings, direction: 'rtl' }, preferences: off(true), shortcuts: [] };
    expect(withLocalCopy(on, cookie(local))).toBe(on);
    expect(withLocalCopy(stored, undefined)).toBe(stored);
    expect(withLocalCopy(stored, cookie({ settings: 'x' }))).toBe(stored);
    expect(withLocalCopy(stored, '%E0%A4%A')).toBe(stored);
  });
});

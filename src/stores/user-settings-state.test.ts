import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../preferences/preferences.ts';
import { startUserSettings } from './user-settings.ts';
import { $preferences, $settings, $shortcuts } from './user-settings-state.ts';

describe('the settings as the page knows them', () => {
  it('hold what the page started them with, for the parts that only read them', () => {
    const settings = { layout: { style: 'layout1' } } as never;
    const preferences = { ...defaultPreferences, fontScale: 1.2 };
    startUserSettings({ settings, preferences, shortcuts: ['contracts'], guest: true });
    expect($settings.get()).toBe(settings);
    expect($preferences.get().fontScale).toBe(1.2);
    expect($shortcuts.get()).toEqual(['contracts']);
  });
});

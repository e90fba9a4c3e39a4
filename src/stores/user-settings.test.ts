import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutDefaults } from '../preferences/layouts.ts';
import { defaultPreferences } from '../preferences/preferences.ts';
import { defaultSettings } from '../preferences/settings.ts';
import {
  addShortcut,
  applyScheme,
  chooseLanguage,
  chooseLayout,
  removeShortcut,
  replaceUserSettingsServices,
  setCustomScrollbars,
  setFontScale,
  setLayoutOption,
  setLayoutPart,
  setQuickSetting,
  setThemeSlot,
  startUserSettings,
} from './user-settings.ts';
import { $preferences, $settings, $shortcuts } from './user-settings-state.ts';

// The writes themselves (debounce, user document or guest cookie) are the service's; here only
// what the store hands it.
const saveUserData = vi.fn();
const flushUserData = vi.fn(async () => {});
const writeLanguageCookie = vi.fn();
const keepLocally = vi.fn();
const forgetLocalCopy = vi.fn();
replaceUserSettingsServices({ saveUserData, flushUserData, writeLanguageCookie, keepLocally, forgetLocalCopy });

const start = (guest = false) =>
  startUserSettings({ settings: defaultSettings, preferences: defaultPreferences, shortcuts: ['faq'], guest });
const saved = () => saveUserData.mock.lastCall;

describe('the user settings store', () => {
  beforeEach(() => vi.clearAllMocks());

  it('changes and saves nothing before the panels start it', () => {
    setCustomScrollbars(false);
    expect($settings.get()).toBeUndefined();
    expect(saveUserData).not.toHaveBeenCalled();
  });

  it('starts from what the server rendered', () => {
    start();
    expect($settings.get()).toBe(defaultSettings);
    expect($preferences.get()).toBe(defaultPreferences);
    expect($shortcuts.get()).toEqual(['faq']);
  });

  it("resets the layout config to the chosen layout's defaults, and saves the whole user data", () => {
    start();
    chooseLayout('layout2', layoutDefaults);
    expect($settings.get()?.layout).toEqual({ style: 'layout2', config: layoutDefaults.layout2 });
    expect($settings.get()?.layout.config).not.toBe(layoutDefaults.layout2);
    expect(saveUserData).toHaveBeenCalledTimes(1);
    expect(saved()).toEqual([
      { settings: $settings.get(), preferences: defaultPreferences, shortcuts: ['faq'] },
      false,
    ]);
  });

  it('changes one part of the layout, or one layout option, keeping the rest', () => {
    start();
    setLayoutPart('footer', { display: false });
    setLayoutOption({ mode: 'boxed' });
    const config = $settings.get()?.layout.config;
    expect(config?.footer).toEqual({ ...defaultSettings.layout.config.footer, display: false });
    expect(config?.toolbar).toEqual(defaultSettings.layout.config.toolbar);
    expect(config?.mode).toBe('boxed');
    expect(saveUserData).toHaveBeenCalledTimes(2);
  });

  it('sets one theme slot, or one scheme for all four', () => {
    start();
    setThemeSlot('toolbar', 'dark1');
    expect($settings.get()?.theme).toEqual({ ...defaultSettings.theme, toolbar: 'dark1' });
    applyScheme('light2');
    expect($settings.get()?.theme).toEqual({ main: 'light2', navbar: 'light2', toolbar: 'light2', footer: 'light2' });
  });

  it('sets the scrollbars', () => {
    start();
    setCustomScrollbars(false);
    expect($settings.get()).toMatchObject({ customScrollbars: false });
  });

  it('keeps the font scale on the slider steps and range', () => {
    start();
    setFontScale(1.26);
    expect($preferences.get().fontScale).toBe(1.3);
    setFontScale(5);
    expect($preferences.get().fontScale).toBe(1.3);
    setFontScale(0.1);
    expect($preferences.get().fontScale).toBe(0.7);
    expect(saved()?.[0].preferences.fontScale).toBe(0.7);
  });

  it('switches a quick setting', () => {
    start();
    setQuickSetting('retroThrusters', false);
    expect($preferences.get().quickSettings).toEqual({ ...defaultPreferences.quickSettings, retroThrusters: false });
    expect(saved()?.[0].preferences.quickSettings.retroThrusters).toBe(false);
  });

  describe('with Cloud Sync off', () => {
    it('writes the switch itself once, then keeps changes in this browser and sends nothing', () => {
      start();
      setQuickSetting('cloudSync', false);
      expect($preferences.get()).toMatchObject({ cloudSyncChosen: true, quickSettings: { cloudSync: false } });
      expect(saveUserData).toHaveBeenCalledTimes(1);
      expect(saved()?.[0].preferences.quickSettings.cloudSync).toBe(false);
      expect(keepLocally).toHaveBeenCalledTimes(1);

      setCustomScrollbars(false);
      setFontScale(1.2);
      addShortcut('file-manager');
      // Applied at once, kept in this browser, not sent.
      expect($settings.get()?.customScrollbars).toBe(false);
      expect(saveUserData).toHaveBeenCalledTimes(1);
      expect(keepLocally).toHaveBeenCalledTimes(4);
      expect(keepLocally.mock.lastCall?.[0]).toEqual({
        settings: $settings.get(),
        preferences: $preferences.get(),
        shortcuts: ['faq', 'file-manager'],
      });
    });

    it('sends the current state once it is switched on again, and forgets the local copy', () => {
      start();
      setQuickSetting('cloudSync', false);
      setCustomScrollbars(false);
      vi.clearAllMocks();
      setQuickSetting('cloudSync', true);
      expect(saveUserData).toHaveBeenCalledTimes(1);
      expect(saved()?.[0]).toMatchObject({
        settings: { customScrollbars: false },
        preferences: { quickSettings: { cloudSync: true } },
      });
      expect(forgetLocalCopy).toHaveBeenCalled();
      expect(keepLocally).not.toHaveBeenCalled();
    });

    it("leaves a guest's cookie as it was: guests never write to the server", () => {
      start(true);
      setQuickSetting('cloudSync', false);
      setCustomScrollbars(false);
      expect(saved()?.[1]).toBe(true);
      expect(keepLocally).not.toHaveBeenCalled();
    });
  });

  it('adds a shortcut once and removes it', () => {
    start();
    addShortcut('file-manager');
    addShortcut('file-manager');
    expect($shortcuts.get()).toEqual(['faq', 'file-manager']);
    removeShortcut('faq');
    expect($shortcuts.get()).toEqual(['file-manager']);
    expect(saveUserData).toHaveBeenCalledTimes(2);
  });

  it("saves a guest's changes as a guest's", () => {
    start(true);
    setCustomScrollbars(false);
    expect(saved()?.[1]).toBe(true);
  });

  it('chooses a language with its direction, keeps it in the cookie and saves it at once', async () => {
    start();
    await chooseLanguage('ar');
    expect($preferences.get().language).toBe('ar');
    expect($settings.get()?.direction).toBe('rtl');
    expect(writeLanguageCookie).toHaveBeenCalledWith('ar');
    expect(flushUserData).toHaveBeenCalledTimes(1);
    expect(flushUserData.mock.invocationCallOrder[0]).toBeGreaterThan(
      saveUserData.mock.invocationCallOrder[0] ?? Infinity,
    );
    await chooseLanguage('tr');
    expect($settings.get()?.direction).toBe('ltr');
  });
});

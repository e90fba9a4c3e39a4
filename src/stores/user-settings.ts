import type { SchemeId } from '../design-system/theme/schemes.ts';
import { directionOf, type Locale } from '../i18n/locales.ts';
import { clampFontScale, type Preferences, type QuickSettings } from '../preferences/preferences.ts';
import * as writes from '../preferences/services/user-settings.ts';
import type { LayoutConfig, LayoutStyle, Settings } from '../preferences/settings.ts';
import { $preferences, $settings, $shortcuts } from './user-settings-state.ts';

/**
 * Changing and saving the person's settings, preferences and shortcuts (the user document for people
 * signed in, a cookie for guests). The state itself is in user-settings-state.ts, which the shell's
 * always-present parts read without downloading the writes.
 */
let guest = true;

/** The writes (debounce, the user document or the guest cookie, this browser's copy); tests give their own. */
export type UserSettingsServices = Pick<
  typeof writes,
  'saveUserData' | 'flushUserData' | 'writeLanguageCookie' | 'keepLocally' | 'forgetLocalCopy'
>;

const browserServices: UserSettingsServices = writes;
let services = browserServices;

/** For tests: some of the services the store uses (all the browser's again when called without). */
export function replaceUserSettingsServices(replacement: Partial<UserSettingsServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
}

export function startUserSettings(initial: {
  settings: Settings;
  preferences: Preferences;
  shortcuts: string[];
  guest: boolean;
}): void {
  guest = initial.guest;
  $settings.set(initial.settings);
  $preferences.set(initial.preferences);
  $shortcuts.set(initial.shortcuts);
}

/**
 * Hands the current data to the writes: the user document while Cloud Sync is on, this browser's
 * copy while it is off (decision 064). `sync` sends it whatever the switch says: switching Cloud
 * Sync off writes the switch itself, so the server renders this browser's copy from then on.
 */
function save(sync = false): void {
  const settings = $settings.get();
  if (!settings) return;
  const data = { settings, preferences: $preferences.get(), shortcuts: $shortcuts.get() };
  if (guest) services.saveUserData(data, true);
  else if (data.preferences.quickSettings.cloudSync) {
    services.forgetLocalCopy();
    services.saveUserData(data, false);
  } else {
    services.keepLocally(data);
    if (sync) services.saveUserData(data, false);
  }
}

function updateSettings(change: (settings: Settings) => Settings): void {
  const current = $settings.get();
  if (!current) return;
  $settings.set(change(current));
  save();
}

/** Choosing a layout resets the layout config to that layout's defaults. */
export function chooseLayout(style: LayoutStyle, defaults: Record<LayoutStyle, LayoutConfig>): void {
  updateSettings((settings) => ({ ...settings, layout: { style, config: structuredClone(defaults[style]) } }));
}

type Part = 'navbar' | 'toolbar' | 'footer' | 'leftSidePanel' | 'rightSidePanel';
export function setLayoutPart<P extends Part>(part: P, change: Partial<LayoutConfig[P]>): void {
  updateSettings((settings) => ({
    ...settings,
    layout: {
      ...settings.layout,
      config: { ...settings.layout.config, [part]: { ...settings.layout.config[part], ...change } },
    },
  }));
}

export function setLayoutOption(change: Partial<Pick<LayoutConfig, 'mode' | 'containerWidth'>>): void {
  updateSettings((settings) => ({
    ...settings,
    layout: { ...settings.layout, config: { ...settings.layout.config, ...change } },
  }));
}

export function setThemeSlot(slot: keyof Settings['theme'], scheme: SchemeId): void {
  updateSettings((settings) => ({ ...settings, theme: { ...settings.theme, [slot]: scheme } }));
}

/** The schemes panel: one scheme for all four slots. */
export function applyScheme(scheme: SchemeId): void {
  updateSettings((settings) => ({
    ...settings,
    theme: { main: scheme, navbar: scheme, toolbar: scheme, footer: scheme },
  }));
}

export function setCustomScrollbars(customScrollbars: boolean): void {
  updateSettings((settings) => ({ ...settings, customScrollbars }));
}

export function setFontScale(scale: number): void {
  $preferences.set({ ...$preferences.get(), fontScale: clampFontScale(scale) });
  save();
}

export function setQuickSetting(name: keyof QuickSettings, on: boolean): void {
  const preferences = $preferences.get();
  const chosen = name === 'cloudSync' ? { cloudSyncChosen: true as const } : {};
  $preferences.set({ ...preferences, ...chosen, quickSettings: { ...preferences.quickSettings, [name]: on } });
  save(name === 'cloudSync');
}

/**
 * The language picker: the language and its direction, kept for this browser (a cookie) and saved
 * at once, since the page is then rendered again in that language.
 */
export async function chooseLanguage(language: Locale): Promise<void> {
  $preferences.set({ ...$preferences.get(), language });
  updateSettings((settings) => ({ ...settings, direction: directionOf(language) }));
  services.writeLanguageCookie(language);
  await services.flushUserData();
}

export function addShortcut(id: string): void {
  if ($shortcuts.get().includes(id)) return;
  $shortcuts.set([...$shortcuts.get(), id]);
  save();
}

export function removeShortcut(id: string): void {
  $shortcuts.set($shortcuts.get().filter((shortcut) => shortcut !== id));
  save();
}

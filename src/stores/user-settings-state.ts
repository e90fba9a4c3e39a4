/**
 * The person's settings, preferences and shortcuts as this page knows them: started from what the
 * server rendered (user-settings.ts starts and changes them). Apart from the writes, so the parts
 * that only read them (the navbar toggle on every page) do not download the saving (decision 047).
 */
import { atom } from 'nanostores';
import { defaultPreferences, type Preferences } from '../preferences/preferences.ts';
import type { Settings } from '../preferences/settings.ts';

export const $settings = atom<Settings | undefined>(undefined);
export const $preferences = atom<Preferences>(defaultPreferences);
export const $shortcuts = atom<string[]>([]);

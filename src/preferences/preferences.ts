import { FONT_BASE_PERCENT, FONT_SCALE } from '../constants.ts';

/**
 * What a person adjusts beside the settings object of docs/data.md: font scale, the quick panel's
 * switches and the language. Kept free of zod so islands can import the defaults.
 */
export interface QuickSettings {
  /** Off: notifications still go to the notifications panel, but show no toast. */
  notifications: boolean;
  /** Off: changes are kept in this browser (a cookie the server reads) and not saved to the user document. */
  cloudSync: boolean;
  /** Off: reduced motion, the portal's transitions and animations stop (decision 064). */
  retroThrusters: boolean;
}

export interface Preferences {
  fontScale: number;
  quickSettings: QuickSettings;
  /** The language chosen in the picker; absent until the person picks one. */
  language?: 'en' | 'tr' | 'ar' | undefined;
  /**
   * Set once the person switches Cloud Sync themselves. A stored `cloudSync: false` without it
   * is the old default from before the switch did anything, and reads as on (decision 064).
   */
  cloudSyncChosen?: true | undefined;
}

export const defaultPreferences: Preferences = {
  fontScale: FONT_SCALE.default,
  quickSettings: { notifications: true, cloudSync: true, retroThrusters: true },
};

/** Snaps a font scale to the slider's steps and range (docs/behaviour.md: 0.7 to 1.3, step 0.1). */
export function clampFontScale(value: number): number {
  if (!Number.isFinite(value)) return FONT_SCALE.default;
  const stepped = Math.round(value / FONT_SCALE.step) * FONT_SCALE.step;
  return Math.round(Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, stepped)) * 10) / 10;
}

/** The root font size: a percentage of the 62.5% base (docs/constants.md). */
export function rootFontSize(scale: number): string {
  return `${Math.round(FONT_BASE_PERCENT * clampFontScale(scale) * 100) / 100}%`;
}

/** A person's choice of less motion: the Retro Thrusters switched off (decision 064). */
export function reducedMotionOf(preferences: Preferences): boolean {
  return !preferences.quickSettings.retroThrusters;
}

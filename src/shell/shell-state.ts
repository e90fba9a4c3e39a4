import type { Language } from '../i18n/locales.ts';
import type { IslandTexts } from '../i18n/texts.ts';
import type { Preferences } from '../preferences/preferences.ts';
import type { Settings } from '../preferences/settings.ts';

/** A navigable entry the search box and the shortcuts offer (already translated). */
export interface ShellLink {
  id: string;
  title: string;
  url: string;
  icon?: string | undefined;
  newTab: boolean;
}

/**
 * What the server hands the shell's panels when a page renders (the island's props), so
 * the panel code, loaded on first use, starts from the person's own state. Their strings are not
 * in it: the panels load their dictionary with their code (Panels.tsx), not every page in its HTML.
 */
export interface RenderedShellState {
  guest: boolean;
  locale: Language['id'];
  /** BCP 47 tag for dates and numbers. */
  tag: string;
  settings: Settings;
  preferences: Preferences;
  shortcuts: string[];
  links: ShellLink[];
  languages: readonly Language[];
}

/** The panels' state once started: the rendered state and the `panels` dictionary of its language. */
export interface ShellState extends RenderedShellState {
  /** Read with `translatorOf`. */
  texts: IslandTexts;
}

/** The element that holds the panels' island (ShellPanels.astro), which bootstrap.ts wakes. */
export const SHELL_STATE_ID = 'shell-panels';

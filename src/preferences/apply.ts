import { directionOf, type Locale } from '../i18n/locales.ts';
import { containerWidthOf, containerWidthProperty, shellDataset } from './attributes.ts';
import { type Preferences, reducedMotionOf, rootFontSize } from './preferences.ts';
import type { Settings } from './settings.ts';

/**
 * Puts settings on the page the way the server renders them (attributes.ts: data attributes on
 * #shell, schemes on the theme slots; direction and font size on <html>), so a change shows at once.
 */
export function applySettings(settings: Settings, locale: Locale): void {
  const shell = document.getElementById('shell');
  if (shell) {
    Object.assign(shell.dataset, shellDataset(settings));
    shell.style.setProperty(containerWidthProperty, containerWidthOf(settings));
  }
  for (const slot of ['main', 'navbar', 'toolbar', 'footer'] as const) {
    for (const element of document.querySelectorAll<HTMLElement>(`[data-theme-slot="${slot}"]`)) {
      element.dataset['scheme'] = settings.theme[slot];
    }
  }
  const html = document.documentElement;
  // The language's direction, as the server decided it (pageLanguageOf).
  html.dir = directionOf(locale);
  html.dataset['customScrollbars'] = String(settings.customScrollbars);
}

export function applyPreferences(preferences: Preferences): void {
  const html = document.documentElement;
  html.style.setProperty('--font-root', rootFontSize(preferences.fontScale));
  html.dataset['reducedMotion'] = String(reducedMotionOf(preferences));
}

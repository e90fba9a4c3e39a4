import type { Preferences } from '@/preferences/preferences.ts';
import { rootFontSize } from '@/preferences/preferences.ts';
import type { Settings } from '@/preferences/settings.ts';

/**
 * Puts settings on the page the way the server renders them (data attributes on #shell, schemes
 * on the theme slots, direction and font size on <html>), so a change shows at once.
 */
export function applySettings(settings: Settings, rtlLanguage: boolean): void {
  const shell = document.getElementById('shell');
  const { style, config } = settings.layout;
  if (shell) {
    Object.assign(shell.dataset, {
      layout: style,
      navbarStyle: config.navbar.style,
      navbarPosition: config.navbar.position,
      navbarDisplay: String(config.navbar.display),
      toolbarStyle: config.toolbar.style,
      toolbarDisplay: String(config.toolbar.display),
      footerStyle: config.footer.style,
      footerDisplay: String(config.footer.display),
      mode: config.mode,
    });
    shell.style.setProperty('--container-width', `${config.containerWidth}px`);
  }
  for (const slot of ['main', 'navbar', 'toolbar', 'footer'] as const) {
    for (const element of document.querySelectorAll<HTMLElement>(`[data-theme-slot="${slot}"]`)) {
      element.dataset['scheme'] = settings.theme[slot];
    }
  }
  const html = document.documentElement;
  html.dir = rtlLanguage ? 'rtl' : settings.direction;
  html.dataset['customScrollbars'] = String(settings.customScrollbars);
}

export function applyPreferences(preferences: Preferences): void {
  document.documentElement.style.setProperty('--font-root', rootFontSize(preferences.fontScale));
}

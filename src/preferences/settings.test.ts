import { describe, expect, it } from 'vitest';
import { defaultSettings, layoutDefaults, parseSettings, settingsSchema } from './settings.ts';

describe('settings', () => {
  it('default to a light theme with a dark navbar and a vertical full-width layout with a static footer', () => {
    expect(defaultSettings.theme).toEqual({
      main: 'default',
      navbar: 'defaultDark',
      toolbar: 'default',
      footer: 'defaultDark',
    });
    expect(defaultSettings.layout.style).toBe('layout1');
    expect(defaultSettings.layout.config.mode).toBe('fullwidth');
    expect(defaultSettings.layout.config.footer.style).toBe('static');
  });

  it('give every layout a valid config of its own', () => {
    for (const config of Object.values(layoutDefaults)) {
      expect(settingsSchema.shape.layout.shape.config.safeParse(config).success).toBe(true);
    }
  });

  it('fall back to the defaults for stored settings that do not parse', () => {
    expect(parseSettings({ layout: { style: 'layout9' } })).toBe(defaultSettings);
    expect(parseSettings(undefined)).toBe(defaultSettings);
    const stored = { ...defaultSettings, direction: 'rtl' };
    expect(parseSettings(stored).direction).toBe('rtl');
  });
});

describe('navbar styles', () => {
  it('fold style-2 from the start, and style-1 only when the user folded it', async () => {
    const { navbarStartsFolded, navbarFoldable } = await import('./navbar-style.ts');
    const config = layoutDefaults.layout1;
    expect(navbarStartsFolded(config)).toBe(false);
    expect(navbarStartsFolded({ ...config, navbar: { ...config.navbar, style: 'style-2' } })).toBe(true);
    expect(navbarStartsFolded({ ...config, navbar: { ...config.navbar, folded: true } })).toBe(true);
    expect(navbarFoldable('style-3')).toBe(false);
    expect(navbarFoldable('style-1')).toBe(true);
  });
});

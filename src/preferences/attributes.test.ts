import { describe, expect, it } from 'vitest';
import { containerWidthOf, navbarStartAttributes, shellAttributes, shellDataset } from './attributes.ts';
import { defaultSettings, layoutDefaults } from './settings.ts';

describe('settings on the page', () => {
  it('become the data attributes of #shell, the same for the server and the panels', () => {
    const attributes = shellAttributes(defaultSettings);
    expect(attributes).toMatchObject({
      'data-layout': 'layout1',
      'data-navbar-style': 'style-1',
      'data-footer-style': 'static',
      'data-mode': 'fullwidth',
    });
    expect(Object.keys(attributes)).toHaveLength(Object.keys(shellDataset(defaultSettings)).length);
  });

  it('start a style-2 navbar folded', () => {
    const settings = {
      ...defaultSettings,
      layout: {
        style: 'layout1' as const,
        config: {
          ...layoutDefaults.layout1,
          navbar: { ...layoutDefaults.layout1.navbar, style: 'style-2' as const },
        },
      },
    };
    expect(navbarStartAttributes(settings)['data-navbar-folded']).toBe('true');
    expect(navbarStartAttributes(defaultSettings)['data-navbar-folded']).toBe('false');
  });

  it('give the container width in pixels', () => {
    expect(containerWidthOf(defaultSettings)).toMatch(/^\d+px$/);
  });
});

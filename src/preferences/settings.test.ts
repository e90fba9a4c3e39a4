import { describe, expect, it } from 'vitest';
import { defaultSettings, layoutDefaults, parseSettings, settingsSchema } from './settings.ts';
import { isNewerWrite, REMEMBERED_WRITERS, recordWrite } from './user-document.ts';

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

describe('the order of settings writes', () => {
  const tab = 'tab-aaaaaaaa';
  const other = 'tab-bbbbbbbb';

  it("keeps a tab's newest write and refuses one that arrives after it", () => {
    const writes = recordWrite([], { writer: tab, seq: 2 });
    expect(isNewerWrite(writes, { writer: tab, seq: 1 })).toBe(false);
    expect(isNewerWrite(writes, { writer: tab, seq: 2 })).toBe(false);
    expect(isNewerWrite(writes, { writer: tab, seq: 3 })).toBe(true);
  });

  it("takes another tab's write in the order it arrives", () => {
    const writes = recordWrite([], { writer: tab, seq: 5 });
    expect(isNewerWrite(writes, { writer: other, seq: 0 })).toBe(true);
  });

  it('remembers a bounded number of writers, the most recent ones', () => {
    let writes = recordWrite([], { writer: tab, seq: 0 });
    for (let index = 0; index < REMEMBERED_WRITERS; index++) {
      writes = recordWrite(writes, { writer: `writer-${String(index).padStart(4, '0')}`, seq: index });
    }
    expect(writes).toHaveLength(REMEMBERED_WRITERS);
    expect(writes.some((write) => write.writer === tab)).toBe(false);
    expect(writes.at(-1)?.writer).toBe(`writer-${String(REMEMBERED_WRITERS - 1).padStart(4, '0')}`);
  });
});

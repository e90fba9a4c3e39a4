import { describe, expect, it } from 'vitest';
import { islandTexts, islandTextsOf } from './island-texts.ts';
import { translatorOf } from './texts.ts';

describe('islandTextsOf', () => {
  it('carries only the listed strings, read as from the whole namespace', () => {
    const keys = ['common:toggleNavigation', 'common:footer.label'];
    const texts = islandTextsOf('tr', keys);
    const whole = translatorOf(islandTexts('tr', ['common']));
    const t = translatorOf(texts);
    for (const key of keys) expect(t(key)).toBe(whole(key));
    expect(Object.keys(texts.dictionaries['common'] ?? {})).toEqual(['toggleNavigation', 'footer']);
    expect(texts.tag).toBe(islandTexts('tr', []).tag);
  });

  it('carries a whole namespace named alone, beside single strings of another', () => {
    const texts = islandTextsOf('ar', ['auth:profile.menu', 'clients']);
    expect(texts.dictionaries['clients']).toEqual(islandTexts('ar', ['clients']).dictionaries['clients']);
    expect(Object.keys(texts.dictionaries['auth'] ?? {})).toEqual(['profile']);
  });

  it('refuses a key no dictionary has, so a typo fails at render, not as a raw key on screen', () => {
    expect(() => islandTextsOf('en', ['common:noSuchString'])).toThrow('common:noSuchString');
  });
});

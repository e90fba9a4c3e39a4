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

  it('refuses a key no dictionary has, so a typo fails at render, not as a raw key on screen', () => {
    expect(() => islandTextsOf('en', ['common:noSuchString'])).toThrow('common:noSuchString');
  });
});

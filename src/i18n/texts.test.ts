import { describe, expect, it } from 'vitest';
import { islandTexts } from './island-texts.ts';
import { translatorOf } from './texts.ts';

describe("an island's strings", () => {
  const t = translatorOf({
    tag: 'en-US',
    dictionaries: {
      fileManager: { items_one: '{{count}} item', items_other: '{{count}} items', trail: { home: 'Home' } },
      auth: { hello: 'Hello {{name}}', total: '{{count, number}} files' },
    },
  });

  it('reads nested keys of a namespace, and the first namespace without a prefix', () => {
    expect(t('fileManager:trail.home')).toBe('Home');
    expect(t('trail.home')).toBe('Home');
    expect(t('auth:hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('chooses the plural form and formats numbers in the language', () => {
    expect(t('fileManager:items', { count: 1 })).toBe('1 item');
    expect(t('fileManager:items', { count: 1500 })).toBe('1,500 items');
    expect(t('auth:total', { count: 1500 })).toBe('1,500 files');
    const ar = translatorOf({ tag: 'ar-SA', dictionaries: { n: { total: '{{count, number}} ملفات' } } });
    expect(ar('n:total', { count: 12 })).toBe('١٢ ملفات');
  });

  it('reads an unknown key as itself', () => {
    expect(t('auth:missing')).toBe('auth:missing');
  });

  it('are built on the server from the dictionaries of the language', () => {
    const texts = islandTexts('tr', ['auth']);
    expect(texts.tag).toBe('tr-TR');
    expect(Object.keys(texts.dictionaries)).toEqual(['auth']);
    expect(translatorOf(texts)('auth:profile.logout')).not.toBe('auth:profile.logout');
  });
});

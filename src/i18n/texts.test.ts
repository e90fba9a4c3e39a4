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

  it('reads an unknown key as itself, or as the default the caller gives, as i18next does', () => {
    expect(t('auth:missing')).toBe('auth:missing');
    expect(t('auth:missing', { defaultValue: 'Renewals' })).toBe('Renewals');
    expect(t('auth:hello', { name: 'Ada', defaultValue: 'Hi' })).toBe('Hello Ada');
  });

  it('are built on the server from the dictionaries of the language', () => {
    const texts = islandTexts('tr', ['auth']);
    expect(texts.tag).toBe('tr-TR');
    expect(Object.keys(texts.dictionaries)).toEqual(['auth']);
    expect(translatorOf(texts)('auth:profile.logout')).not.toBe('auth:profile.logout');
  });
});

describe("the file manager's item counts", () => {
  const count = (locale: 'en' | 'tr' | 'ar', n: number, tag?: string) => {
    const texts = islandTexts(locale, ['fileManager']);
    return translatorOf(tag ? { ...texts, tag } : texts)('fileManager:items', { count: n });
  };

  it('take the form the language has for the number', () => {
    expect(count('en', 1)).toBe('1 item');
    expect(count('en', 9)).toBe('9 items');
    // 'ar' alone writes Latin digits, which shows the forms plainly.
    expect(count('ar', 1, 'ar')).toBe('عنصر واحد');
    expect(count('ar', 2, 'ar')).toBe('عنصران');
    expect(count('ar', 9, 'ar')).toBe('9 عناصر');
    expect(count('ar', 11, 'ar')).toBe('11 عنصرًا');
    expect(count('ar', 100, 'ar')).toBe('100 عنصر');
  });

  it("are written in the digits of the page's language tag", () => {
    expect(count('ar', 9)).toBe('٩ عناصر');
    expect(count('ar', 2)).toBe('عنصران');
    expect(count('en', 1200)).toBe('1,200 items');
  });

  it('fall back to the other form when the language has no form of its own', () => {
    const t = translatorOf({ tag: 'tr-TR', dictionaries: { fileManager: { items_other: '{{count}} öğe' } } });
    expect(t('fileManager:items', { count: 1 })).toBe('1 öğe');
  });
});

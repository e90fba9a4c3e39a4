import { describe, expect, it } from 'vitest';
import arabic from '@/i18n/locales/ar/fileManager.json';
import english from '@/i18n/locales/en/fileManager.json';
import { plural } from './texts.ts';

describe('item counts', () => {
  it('take the form the language has for the number', () => {
    expect(plural(english.items, 1, 'en')).toBe('1 item');
    expect(plural(english.items, 9, 'en')).toBe('9 items');
    expect(plural(arabic.items, 1, 'ar')).toBe('عنصر واحد (1)');
    expect(plural(arabic.items, 2, 'ar')).toBe('عنصران (2)');
    expect(plural(arabic.items, 9, 'ar')).toBe('9 عناصر');
    expect(plural(arabic.items, 11, 'ar')).toBe('11 عنصرًا');
    expect(plural(arabic.items, 100, 'ar')).toBe('100 عنصر');
  });

  it("are written in the digits of the page's language tag", () => {
    expect(plural(arabic.items, 9, 'ar-SA')).toBe('٩ عناصر');
    expect(plural(english.items, 1200, 'en-US')).toBe('1,200 items');
  });

  it('fall back to the other form when the language has no form of its own', () => {
    expect(plural({ other: '{{count}} öğe' }, 1, 'tr')).toBe('1 öğe');
  });
});

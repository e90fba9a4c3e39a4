import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, languageOf, localeFromAcceptLanguage, pageLanguageOf } from './locales.ts';

describe('locales', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('tr')).toBe('ltr');
  });

  it('knows only en, tr and ar', () => {
    expect(isLocale('tr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('picks the best supported language from Accept-Language', () => {
    expect(localeFromAcceptLanguage('de-DE,ar;q=0.8,en;q=0.5')).toBe('ar');
    expect(localeFromAcceptLanguage('tr-TR,tr;q=0.9')).toBe('tr');
    expect(localeFromAcceptLanguage('de,fr')).toBeUndefined();
    expect(localeFromAcceptLanguage('en;q=0,tr')).toBe('tr');
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });

  it('gives each language its own name and a flag', () => {
    expect(languageOf('ar').title).toBe('العربية');
    expect(languageOf('tr').flag).toBe('tr');
  });
});

describe('pageLanguageOf', () => {
  it("takes this browser's choice, then the saved one, then the browser's language, then English", () => {
    expect(pageLanguageOf('tr', 'ar', 'en').locale).toBe('tr');
    expect(pageLanguageOf(undefined, 'en-GB,en;q=0.9', 'ar').locale).toBe('ar');
    expect(pageLanguageOf('xx', 'tr-TR', 'xx').locale).toBe('tr');
    expect(pageLanguageOf(undefined, null)).toEqual({ locale: 'en', dir: 'ltr' });
  });

  it('lays a page out in its language’s direction, whatever the person saved in another language', () => {
    expect(pageLanguageOf('en', 'en', 'ar')).toEqual({ locale: 'en', dir: 'ltr' });
    expect(pageLanguageOf(undefined, 'en', 'ar')).toEqual({ locale: 'ar', dir: 'rtl' });
  });
});

import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, languageOf, localeFromAcceptLanguage } from './locales.ts';

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

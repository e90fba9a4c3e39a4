import { describe, expect, it } from 'vitest';
import { dateFormatOf, formatYear, numberFormatOf, pluralRulesOf } from './intl-cache.ts';

describe('the Intl cache', () => {
  it('makes one formatter per language and options', () => {
    expect(numberFormatOf('ar-SA')).toBe(numberFormatOf('ar-SA'));
    expect(numberFormatOf('ar-SA', { style: 'percent' })).not.toBe(numberFormatOf('ar-SA'));
    expect(numberFormatOf('en-US', { style: 'percent' }).format(0.5)).toBe('50%');
    const day = { day: 'numeric', timeZone: 'UTC' } as const;
    expect(dateFormatOf('en-US', day)).toBe(dateFormatOf('en-US', { ...day }));
    expect(pluralRulesOf('ar-SA')).toBe(pluralRulesOf('ar-SA'));
    expect(pluralRulesOf('ar-SA').select(2)).toBe('two');
  });

  it('writes a year without a thousands separator, in the language’s digits', () => {
    expect(formatYear(2026, 'en-US')).toBe('2026');
    expect(formatYear(2026, 'ar-SA')).toBe('٢٠٢٦');
  });
});

import { describe, expect, it } from 'vitest';
import { dateFormatOf, formatMoney, formatYear, numberFormatOf, pluralRulesOf } from './intl-cache.ts';

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

  it('writes money as the language does, a symbol of letters and a sign isolated left to right', () => {
    expect(formatMoney(2341, 'USD', 'en-US')).toBe('$2,341');
    expect(formatMoney(2341.5, 'TRY', 'en-US', 2)).toBe('TRY\u00a02,341.50');
    expect(formatMoney(2341, 'TRY', 'tr-TR')).toBe('₺2.341');
    // "US$" drawn in an Arabic line would read "$US": the symbol keeps its own direction.
    expect(formatMoney(2341, 'USD', 'ar-SA')).toBe('\u200f٢٬٣٤١\u00a0\u2066US$\u2069');
    expect(formatMoney(2341, 'GBP', 'ar-SA')).toBe('\u200f٢٬٣٤١\u00a0\u2066UK£\u2069');
    // Letters alone or a sign alone sit right as they are.
    expect(formatMoney(2341, 'TRY', 'ar-SA')).toBe('\u200f٢٬٣٤١\u00a0TRY');
    expect(formatMoney(2341, 'EUR', 'ar-SA')).toBe('\u200f٢٬٣٤١\u00a0€');
  });
});

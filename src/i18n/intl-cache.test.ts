import { describe, expect, it } from 'vitest';
import { dateFormatOf, formatYear, moneyParts, numberFormatOf, pluralRulesOf } from './intl-cache.ts';

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

  it('writes money as the language does, handing apart a symbol of letters and a sign', () => {
    expect(moneyParts(2341, 'USD', 'en-US')).toEqual(['$2,341', '', '']);
    expect(moneyParts(2341, 'TRY', 'en-US')).toEqual(['TRY\u00a02,341', '', '']);
    expect(moneyParts(2341, 'TRY', 'tr-TR')).toEqual(['₺2.341', '', '']);
    // "US$" drawn in an Arabic line would read "$US": the symbol is isolated apart.
    expect(moneyParts(2341, 'USD', 'ar-SA')).toEqual(['\u200f٢٬٣٤١\u00a0', 'US$', '']);
    expect(moneyParts(2341, 'GBP', 'ar-SA')).toEqual(['\u200f٢٬٣٤١\u00a0', 'UK£', '']);
    // Letters alone or a sign alone sit right as they are.
    expect(moneyParts(2341, 'TRY', 'ar-SA')).toEqual(['\u200f٢٬٣٤١\u00a0TRY', '', '']);
    expect(moneyParts(2341, 'EUR', 'ar-SA')).toEqual(['\u200f٢٬٣٤١\u00a0€', '', '']);
    // Joined, the formatter's own text: nothing added to what is read or copied.
    expect(moneyParts(2341, 'USD', 'ar-SA').join('')).toBe(
      numberFormatOf('ar-SA', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(2341),
    );
  });
});

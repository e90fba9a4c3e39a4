import { describe, expect, it } from 'vitest';
import { formatsOf } from './formats.ts';

describe("the report host's numbers and dates", () => {
  it('are written in the language asked for', () => {
    const english = formatsOf('en-US');
    expect(english.tag).toBe('en-US');
    expect(english.money.format(1234567)).toBe('$1,234,567');
    expect(english.thousands(12_400)).toBe('12.4K');
    expect(english.month('2026-03')).toBe('Mar 26');
    expect(english.day('2026-03-14')).toBe('Mar 14, 2026');
    expect(english.percent(42)).toBe('42%');
    expect(english.moneyText('1500')).toBe('$1,500');
  });

  it('in Arabic with Arabic-Indic digits', () => {
    const arabic = formatsOf('ar-SA');
    expect(arabic.tag).toBe('ar-SA');
    expect(arabic.count.format(12)).toBe('١٢');
    expect(arabic.percent(5)).toBe('٥%');
  });

  it('in English when the tag is no language tag', () => {
    expect(formatsOf('not a tag!').tag).toBe('en-US');
    expect(formatsOf('tr').count.format(1234)).toBe('1.234');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay, formatK, formatMonth, formatTime } from './format.ts';

describe('chart labels', () => {
  it("show thousands with the 'k' suffix", () => {
    expect(formatK(1250, 'en-US')).toBe('1.3k');
    expect(formatK(120000, 'en-US')).toBe('120k');
    expect(formatK(950, 'en-US')).toBe('950');
    expect(formatK(-4500, 'en-US')).toBe('-4.5k');
  });

  it('name months and days in the reader language', () => {
    expect(formatMonth('2026-03', 'en-US')).toBe('Mar');
    expect(formatMonth('2026-03', 'tr-TR')).toBe('Mar');
    expect(formatDay('2026-11-22', 'en-US', 'weekday')).toBe('Sun');
  });

  it("write the data's times of day on its 24-hour clock, in the reader's digits", () => {
    expect(formatTime('09:00', 'en-US')).toBe('09:00');
    expect(formatTime('16:30', 'tr-TR')).toBe('16:30');
    expect(formatTime('09:00', 'ar-SA')).toBe('٠٩:٠٠');
    expect(formatTime('soon', 'ar-SA')).toBe('soon');
  });
});

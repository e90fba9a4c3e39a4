import { describe, expect, it } from 'vitest';
import { figuresOf } from './figures.ts';

describe('the evaluation’s figures', () => {
  it('are written as before in English', () => {
    const figures = figuresOf('en-US');
    expect(figures.total(3.4)).toBe('3.40');
    expect(figures.total(3.456)).toBe('3.46');
    expect(figures.score(3)).toBe('3');
    expect(figures.score(3.256)).toBe('3.26');
    expect(figures.score(undefined)).toBe('–');
    expect(figures.percent(0.154)).toBe('15%');
    // Never 0 % once something is done, nor 100 % before all is.
    expect(figures.percent(1 / 1030)).toBe('0.1%');
    expect(figures.percent(1 / 263)).toBe('0.4%');
    expect(figures.percent(257 / 258)).toBe('99%');
    expect([figures.percent(0), figures.percent(1)]).toEqual(['0%', '100%']);
  });

  it('are in Arabic-Indic digits on an Arabic page, with its decimal separator', () => {
    const figures = figuresOf('ar-SA');
    expect(figures.total(3.4)).toBe('٣٫٤٠');
    expect(figures.score(4)).toBe('٤');
    expect(figures.score(2.5)).toBe('٢٫٥');
    expect(figures.percent(0.5)).toMatch(/^٥٠\s?٪/);
  });

  it('use the Turkish decimal comma', () => {
    expect(figuresOf('tr-TR').total(3.4)).toBe('3,40');
  });
});

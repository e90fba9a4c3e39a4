import { describe, expect, it } from 'vitest';
import { nameRuleBroken } from './names.ts';

describe("SharePoint's name rules", () => {
  it('takes an ordinary name, in any script', () => {
    expect(nameRuleBroken('Contracts 2024')).toBeUndefined();
    expect(nameRuleBroken('عقود ٢٠٢٤')).toBeUndefined();
    expect(nameRuleBroken('Ünïcödé – plan.docx')).toBeUndefined();
  });

  it('names the rule a name breaks', () => {
    expect(nameRuleBroken('')).toBe('empty');
    expect(nameRuleBroken('Q3: plan?')).toBe('forbiddenCharacter');
    expect(nameRuleBroken('a/b')).toBe('forbiddenCharacter');
    expect(nameRuleBroken(' Plans')).toBe('outerSpace');
    expect(nameRuleBroken('Plans.')).toBe('trailingDot');
    expect(nameRuleBroken('CON')).toBe('reservedName');
    expect(nameRuleBroken('lpt1.txt')).toBe('reservedName');
    expect(nameRuleBroken('desktop.ini')).toBe('reservedName');
    expect(nameRuleBroken('my_vti_folder')).toBe('vti');
    expect(nameRuleBroken('x'.repeat(256))).toBe('tooLong');
  });

  it('refuses a name the folder already has, whatever its case', () => {
    expect(nameRuleBroken('reports', ['Reports', 'Vendors'])).toBe('taken');
    expect(nameRuleBroken('Reports 2', ['Reports'])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, nameProblem, pathProblem } from './names.ts';

describe('SharePoint name rules', () => {
  it('accepts ordinary names, dots inside and Unicode', () => {
    for (const name of ['Report.pdf', 'Q3 review', 'a.b.c', 'Ünïcode – عربي', '.hidden', 'CONTRACT', 'console.txt'])
      expect(nameProblem(name), name).toBeUndefined();
  });

  it('refuses each rule with its own reason', () => {
    expect(nameProblem('')).toBe('empty');
    for (const c of ['"', '*', ':', '<', '>', '?', '/', '\\', '|'])
      expect(nameProblem(`a${c}b`), c).toBe('forbiddenCharacter');
    expect(nameProblem(' lead')).toBe('outerSpace');
    expect(nameProblem('trail ')).toBe('outerSpace');
    expect(nameProblem('Draft.')).toBe('trailingDot');
    for (const name of ['CON', 'prn', 'Aux.txt', 'nul', 'COM1', 'lpt9.doc', 'desktop.ini', '.lock'])
      expect(nameProblem(name), name).toBe('reservedName');
    expect(nameProblem('my_vti_file')).toBe('vti');
    expect(nameProblem('x'.repeat(256))).toBe('tooLong');
    expect(nameProblem('x'.repeat(255))).toBeUndefined();
  });

  it('limits the whole path to 400 characters', () => {
    const parent = 'p'.repeat(MAX_PATH_LENGTH - 2);
    expect(pathProblem(parent, 'a')).toBeUndefined();
    expect(pathProblem(parent, 'ab')).toBe('pathTooLong');
  });
});

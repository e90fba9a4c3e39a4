import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Katherine Coleman Goble Johnson')).toBe('KJ');
  });

  it('uses one letter for a single word and nothing for a blank name', () => {
    expect(initialsOf('Globex')).toBe('G');
    expect(initialsOf('   ')).toBe('');
  });

  it('upper-cases Latin letters and keeps Arabic ones', () => {
    expect(initialsOf('  grace   hopper ')).toBe('GH');
    expect(initialsOf('نورة العتيبي')).toBe('نا');
  });

  it('does not split a letter made of two UTF-16 units', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
  });
});

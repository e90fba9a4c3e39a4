import { describe, expect, it } from 'vitest';
import { initialsOf } from './logo.ts';

describe('the client logo', () => {
  it("stands the client's initials in for a logo, whole characters in any script", () => {
    expect(initialsOf('Northwind Traders')).toBe('NT');
    expect(initialsOf('Fabrikam')).toBe('F');
    expect(initialsOf('  contoso   bank & trust ')).toBe('CB');
    expect(initialsOf('Ahlers-Grün GmbH')).toBe('AG');
    expect(initialsOf('istanbul yapı', 'tr')).toBe('İY');
    expect(initialsOf('مجموعة النور')).toBe('ما');
    expect(initialsOf('')).toBe('');
  });
});

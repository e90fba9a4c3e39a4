import { describe, expect, it } from 'vitest';
import { deepLinkTarget, parseXref } from './xref.ts';

describe('parseXref', () => {
  it('reads a plain integer', () => {
    expect(parseXref('1001')).toBe(1001);
    expect(parseXref(' 1002 ')).toBe(1002);
  });

  it('refuses anything that is not a whole, safe, non-negative integer', () => {
    for (const value of ['', 'abc', '1001abc', '10.5', '-3', '1e3', '999999999999999999999', null, undefined]) {
      expect(parseXref(value)).toBeUndefined();
    }
  });
});

describe('deep-link targets', () => {
  it('define only contractlocker, leading to the contract locker', () => {
    expect(deepLinkTarget('contractlocker')).toBe('/apps/dashboards/contractlocker');
    for (const page of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'unknown', undefined]) {
      expect(deepLinkTarget(page), String(page)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { seedUsers } from '../seed.ts';
import { GraphFailure } from './graph-failure.ts';
import { checkIfMatch, inReserved, isFixed, mayCreateIn, roleOn } from './organise.ts';

const user = (email: string) => {
  const found = seedUsers.find((candidate) => candidate.email === email);
  if (!found) throw new Error(email);
  return found;
};

describe('the organising rule', () => {
  it('gives staff, client users and vendors their roles on a client', () => {
    expect(roleOn(user('ada.admin@efi.test'), 1001)).toBe('staff');
    expect(roleOn(user('cem.client@northwind.test'), 1001)).toBe('client');
    expect(roleOn(user('cem.client@northwind.test'), 1003)).toBe('none');
    expect(roleOn(user('vera.vendor@vendor.test'), 1003)).toBe('none');
  });

  it('keeps client users out of the reserved folders, and the fixed folders fixed', () => {
    expect(mayCreateIn('client', 'Contracts/2026')).toBe(true);
    expect(mayCreateIn('client', 'CONTRACT_LOCKER/x')).toBe(false);
    expect(mayCreateIn('staff', 'CONTRACT_LOCKER')).toBe(true);
    expect(mayCreateIn('none', '')).toBe(false);
    expect(inReserved('PORTAL/assets/logo')).toBe(true);
    expect(inReserved('PORTALS')).toBe(false);
    for (const fixed of ['', 'Uploads', 'General', 'CONTRACT_LOCKER', 'INVOICE_INTEL', 'PORTAL'])
      expect(isFixed(fixed), fixed).toBe(true);
    expect(isFixed('PORTAL/assets')).toBe(false);
  });
});

describe('If-Match', () => {
  const eTag = '"{0A1B},3"';
  it('passes without the header, with * and with the current eTag among others', () => {
    expect(() => checkIfMatch(undefined, eTag)).not.toThrow();
    expect(() => checkIfMatch('*', eTag)).not.toThrow();
    expect(() => checkIfMatch(`"{0A1B},2", ${eTag}`, eTag)).not.toThrow();
    expect(() => checkIfMatch(`W/${eTag}`, eTag)).not.toThrow();
  });

  it('answers 412 resourceModified for a stale eTag', () => {
    try {
      checkIfMatch('"{0A1B},2"', eTag);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GraphFailure);
      expect(error).toMatchObject({ status: 412, code: 'resourceModified' });
    }
  });
});

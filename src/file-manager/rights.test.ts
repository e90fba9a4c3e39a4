import { describe, expect, it } from 'vitest';
import { organiserOf } from './rights.ts';

const mine = { id: 'A', createdById: 'cem@northwind.test' };
const theirs = { id: 'B', createdById: 'ada@efi.test' };
const uploads = { id: 'UP', createdById: 'cem@northwind.test' };
const base = { foreignSite: false, userEmail: 'cem@northwind.test', uploadFolderId: 'UP' };

describe('who may organise the library (decision 074)', () => {
  it('lets staff change anything but the upload folder', () => {
    const staff = organiserOf({ ...base, right: 'staff' });
    expect(staff.mayOrganise).toBe(true);
    expect([mine, theirs, uploads].map(staff.mayChange)).toEqual([true, true, false]);
  });

  it('lets a client change only what they added', () => {
    const client = organiserOf({ ...base, right: 'client' });
    expect(client.mayOrganise).toBe(true);
    expect([mine, theirs, uploads].map(client.mayChange)).toEqual([true, false, false]);
    // Without an e-mail nothing is theirs, not even an item without a creator.
    expect(organiserOf({ ...base, right: 'client', userEmail: '' }).mayChange({ id: 'C', createdById: '' })).toBe(
      false,
    );
  });

  it('offers nothing to others, nor in another client’s library reached by a link', () => {
    for (const organiser of [
      organiserOf({ ...base, right: 'none' }),
      organiserOf({ ...base, right: 'staff', foreignSite: true }),
    ]) {
      expect(organiser.mayOrganise).toBe(false);
      expect([mine, theirs].map(organiser.mayChange)).toEqual([false, false]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { authRoles, hasPermission } from './roles.ts';

describe('hasPermission', () => {
  it('allows everyone when there is no requirement', () => {
    expect(hasPermission(undefined, [])).toBe(true);
    expect(hasPermission(null, ['EFI_USER'])).toBe(true);
  });

  it('allows only users without roles when the requirement is empty', () => {
    expect(hasPermission(authRoles.onlyGuest, [])).toBe(true);
    expect(hasPermission(authRoles.onlyGuest, ['VENDOR_USER'])).toBe(false);
  });

  it('allows a user who shares any role with the requirement', () => {
    expect(hasPermission(authRoles.cpUsers, ['CLIENT_PROSPECT_USER'])).toBe(true);
    expect(hasPermission(authRoles.cpUsers, ['VENDOR_USER'])).toBe(false);
    expect(hasPermission(authRoles.allKnown, ['VENDOR_USER', 'other'])).toBe(true);
    expect(hasPermission(authRoles.staff, [])).toBe(false);
  });
});

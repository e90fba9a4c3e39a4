import { describe, expect, it } from 'vitest';
import { flattenNavigation } from '../shell/navigation/model.ts';
import { navigation } from '../shell/navigation/navigation.ts';
import { authUserOf, guestUser, isGuest } from './user.ts';

describe('the auth user', () => {
  it('is the CUE Guest with no roles and the default shortcuts when nobody is signed in', () => {
    expect(authUserOf(undefined, [])).toBe(guestUser);
    expect(guestUser.role).toEqual([]);
    expect(guestUser.data.displayName).toBe('CUE Guest');
    expect(guestUser.data.shortcuts).toEqual(['calendar', 'mail', 'contacts', 'todo']);
    expect(isGuest(guestUser)).toBe(true);
  });

  it('carries the signed-in user and their roles', () => {
    const user = authUserOf({ uid: 'u1', displayName: 'Ada Admin', email: 'ada.admin@efi.test' }, ['user', 'EFI_USER']);
    expect(user).toMatchObject({ uid: 'u1', role: ['user', 'EFI_USER'], data: { displayName: 'Ada Admin' } });
    expect(isGuest(user)).toBe(false);
  });

  it('starts a signed-in user with shortcuts to screens the portal has', () => {
    const user = authUserOf({ uid: 'u1', displayName: 'Ada Admin', email: 'ada.admin@efi.test' }, ['EFI_USER']);
    expect(user.data.shortcuts).toEqual(['overview', 'file-manager', 'faq']);
    for (const id of user.data.shortcuts) expect(flattenNavigation(navigation).map((item) => item.id)).toContain(id);
  });
});

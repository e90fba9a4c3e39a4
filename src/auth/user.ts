import { defaultPreferences, type Preferences } from '../preferences/preferences.ts';
import { defaultSettings, type Settings } from '../preferences/settings.ts';

/**
 * The auth user of docs/data.md: roles, display data, shortcuts (navigation item ids), settings.
 * Someone not signed in is the guest: no roles, 'CUE Guest', and the default shortcuts.
 */
export interface AuthUser {
  uid: string;
  role: string[];
  data: {
    displayName: string;
    email: string;
    shortcuts: string[];
    settings: Settings;
    preferences: Preferences;
  };
}

export const defaultShortcuts: readonly string[] = ['calendar', 'mail', 'contacts', 'todo'];

export const guestUser: AuthUser = {
  uid: '',
  role: [],
  data: {
    displayName: 'CUE Guest',
    email: '',
    shortcuts: [...defaultShortcuts],
    settings: defaultSettings,
    preferences: defaultPreferences,
  },
};

export function isGuest(user: AuthUser): boolean {
  return user.role.length === 0;
}

export function authUserOf(
  session: { uid: string; displayName: string; email: string } | undefined,
  roles: readonly string[],
  stored?: { shortcuts: string[]; settings: Settings; preferences: Preferences },
): AuthUser {
  if (!session) return guestUser;
  return {
    uid: session.uid,
    role: [...roles],
    data: {
      displayName: session.displayName,
      email: session.email,
      shortcuts: stored ? [...stored.shortcuts] : [...defaultShortcuts],
      settings: stored?.settings ?? defaultSettings,
      preferences: stored?.preferences ?? defaultPreferences,
    },
  };
}

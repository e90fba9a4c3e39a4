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

/** The guest's shortcuts, as the spec gives them (section 3); a guest sees no navigation to match them. */
export const defaultShortcuts: readonly string[] = ['calendar', 'mail', 'contacts', 'todo'];

/**
 * A signed-in person's shortcuts before they choose any: screens the portal has (the guest's
 * calendar, mail… do not exist here). One the person's roles do not show is left out of the bar.
 */
export const signedInShortcuts: readonly string[] = ['overview', 'file-manager', 'faq'];

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
      shortcuts: stored ? [...stored.shortcuts] : [...signedInShortcuts],
      settings: stored?.settings ?? defaultSettings,
      preferences: stored?.preferences ?? defaultPreferences,
    },
  };
}

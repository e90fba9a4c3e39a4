import { z } from 'zod';
import { FONT_SCALE } from '../constants.ts';
import { locales } from '../i18n/locales.ts';
import { defaultPreferences, type Preferences } from './preferences.ts';
import { defaultSettings, type Settings, settingsSchema } from './settings.ts';

/**
 * The `users/{uid}` document of docs/calls.md: the whole auth user, written after every change. The
 * server owns role, uid, email and display name; the browser sends shortcuts, settings and
 * preferences.
 */
export const preferencesSchema = z.object({
  fontScale: z.number().min(FONT_SCALE.min).max(FONT_SCALE.max),
  quickSettings: z.object({ notifications: z.boolean(), cloudSync: z.boolean(), retroThrusters: z.boolean() }),
  language: z.enum(locales).optional(),
});

export const shortcutsSchema = z.array(z.string().min(1).max(100)).max(50);

export const userDataSchema = z.object({
  shortcuts: shortcutsSchema,
  settings: settingsSchema,
  preferences: preferencesSchema,
});
export type UserData = z.infer<typeof userDataSchema>;

export const userDocumentSchema = z.object({
  uid: z.string(),
  role: z.array(z.string()),
  data: userDataSchema.extend({ displayName: z.string(), email: z.string() }),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** What the browser sends: the whole user object; only its data counts. */
export const userUpdateSchema = z.object({ data: userDataSchema });

/** Guests keep theme settings and preferences in a cookie (docs/roles.md), read by the server. */
export const guestPreferencesSchema = z.object({ settings: settingsSchema, preferences: preferencesSchema });

export function parsePreferences(value: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultPreferences;
}

export function parseGuestCookie(value: string | undefined): { settings: Settings; preferences: Preferences } {
  const fallback = { settings: defaultSettings, preferences: defaultPreferences };
  if (!value) return fallback;
  try {
    const parsed = guestPreferencesSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

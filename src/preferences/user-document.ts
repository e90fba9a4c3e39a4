import { FONT_SCALE } from '../constants.ts';
import { locales } from '../i18n/locales.ts';
import { z } from '../zod.ts';
import { defaultPreferences, type Preferences } from './preferences.ts';
import { defaultSettings, type Settings, settingsSchema } from './settings.ts';

/**
 * The `users/{uid}` document of docs/calls.md: the whole auth user, written after every change. The
 * server owns role, uid, email and display name; the browser sends shortcuts, settings and
 * preferences.
 */
export const preferencesSchema = z.strictObject({
  fontScale: z.number().min(FONT_SCALE.min).max(FONT_SCALE.max),
  quickSettings: z.strictObject({ notifications: z.boolean(), cloudSync: z.boolean(), retroThrusters: z.boolean() }),
  language: z.enum(locales).optional(),
  cloudSyncChosen: z.literal(true).optional(),
});

/**
 * Preferences as stored: Cloud Sync was switched off by default before it did anything, so a
 * `false` the person did not choose reads as on (decision 064).
 */
export function migratePreferences(preferences: Preferences): Preferences {
  if (preferences.quickSettings.cloudSync || preferences.cloudSyncChosen) return preferences;
  return { ...preferences, quickSettings: { ...preferences.quickSettings, cloudSync: true } };
}

export const shortcutsSchema = z.array(z.string().min(1).max(100)).max(50);

export const userDataSchema = z.strictObject({
  shortcuts: shortcutsSchema,
  settings: settingsSchema,
  preferences: preferencesSchema,
});
export type UserData = z.infer<typeof userDataSchema>;

/**
 * The order of a write: the browser tab that made it (`writer`, random per page) and its count on
 * that tab (`seq`). Writes can arrive out of order (several in flight, `keepalive` on leaving a
 * page): the server keeps a tab's newest and refuses an older one of the same tab.
 */
export const writeOrderSchema = z.strictObject({
  writer: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  seq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type WriteOrder = z.infer<typeof writeOrderSchema>;

/** The writers a document remembers: enough for a person's open tabs, bounded all the same. */
export const REMEMBERED_WRITERS = 20;

export const userDocumentSchema = z.object({
  uid: z.string(),
  role: z.array(z.string()),
  data: userDataSchema.extend({
    preferences: preferencesSchema.transform(migratePreferences),
    displayName: z.string(),
    email: z.string(),
  }),
  /** The newest write kept of each recent writer (oldest first). */
  writes: z.array(writeOrderSchema).max(REMEMBERED_WRITERS).default([]),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** What the browser sends: the whole user object (only its data counts) and the write's order. */
export const userUpdateSchema = z.strictObject({ data: userDataSchema, order: writeOrderSchema });

/** Whether a write comes after everything kept of its writer. */
export function isNewerWrite(writes: readonly WriteOrder[], order: WriteOrder): boolean {
  const kept = writes.find((write) => write.writer === order.writer);
  return kept === undefined || order.seq > kept.seq;
}

/** The writes kept after this one: its writer moves to the end, the oldest writers drop off. */
export function recordWrite(writes: readonly WriteOrder[], order: WriteOrder): WriteOrder[] {
  return [...writes.filter((write) => write.writer !== order.writer), order].slice(-REMEMBERED_WRITERS);
}

/** Guests keep theme settings and preferences in a cookie (docs/roles.md), read by the server. */
export const guestPreferencesSchema = z.object({ settings: settingsSchema, preferences: preferencesSchema });

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

/** What a signed-in browser keeps while Cloud Sync is off (LOCAL_SETTINGS_COOKIE). */
export const localCopySchema = z.object({
  settings: settingsSchema,
  preferences: preferencesSchema,
  shortcuts: shortcutsSchema,
});

/**
 * The person's data as this browser shows it: the stored document's, or, while the document says
 * Cloud Sync is off, the copy this browser kept (when it has one that parses).
 */
export function withLocalCopy<D extends UserData>(data: D, cookie: string | undefined): D {
  if (data.preferences.quickSettings.cloudSync || !cookie) return data;
  try {
    const parsed = localCopySchema.safeParse(JSON.parse(decodeURIComponent(cookie)));
    if (!parsed.success) return data;
    const { settings, preferences, shortcuts } = parsed.data;
    return {
      ...data,
      settings,
      shortcuts,
      preferences: { ...preferences, quickSettings: { ...preferences.quickSettings, cloudSync: false } },
    };
  } catch {
    return data;
  }
}

/**
 * The cookies the browser and the server both read, named once. The session cookie is the
 * server's alone (src/auth/server/sessions.ts).
 */
/** The language chosen on this browser, rendered by the server. */
export const LOCALE_COOKIE = 'portal-lang';
/** A guest's theme settings and preferences (JSON), kept by the browser, read by the server. */
export const GUEST_SETTINGS_COOKIE = 'portal-settings';
/**
 * A signed-in person's settings, preferences and shortcuts (JSON) while Cloud Sync is off: kept by
 * this browser instead of the user document, read by the server (decision 064).
 */
export const LOCAL_SETTINGS_COOKIE = 'portal-local-settings';
/** A year, in seconds: how long the browser keeps either choice. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

import { SETTINGS_WRITE_DEBOUNCE_MS } from '../../constants.ts';
import { portalApi } from '../../services/portal-api.ts';
import { GUEST_SETTINGS_COOKIE, LOCAL_SETTINGS_COOKIE, LOCALE_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from '../cookies.ts';
import type { Preferences } from '../preferences.ts';
import type { Settings } from '../settings.ts';

export interface UserData {
  settings: Settings;
  preferences: Preferences;
  shortcuts: string[];
}

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: (() => Promise<void>) | undefined;

/**
 * docs/roles.md: people signed in save through a user-settings update written 300 ms after the last
 * change (the whole user object, failures ignored); guests keep theme settings in a cookie that
 * the server reads on the next render.
 */
export function saveUserData(data: UserData, guest: boolean): void {
  pending = guest ? async () => writeGuestCookie(data) : () => putUser(data);
  clearTimeout(timer);
  timer = setTimeout(() => void flushUserData(), SETTINGS_WRITE_DEBOUNCE_MS);
  writeOnLeaving();
}

let leaving = false;

/**
 * A change made just before a reload, a link or a closed tab is written as the page goes: the
 * write starts before the handler returns (its fetch is `keepalive`), where the debounce's timer
 * would never fire. A page hidden (a phone switching apps may never come back to say it left) writes too.
 */
function writeOnLeaving(): void {
  if (leaving || typeof window === 'undefined') return;
  leaving = true;
  window.addEventListener('pagehide', () => void flushUserData());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushUserData();
  });
}

/** Writes a pending change now (before the page is rendered again, e.g. for a new language). */
export async function flushUserData(): Promise<void> {
  clearTimeout(timer);
  const write = pending;
  pending = undefined;
  await write?.().catch(() => undefined);
}

/** This page's name as a writer, and how many writes it has sent (user-document.ts, write order). */
const writer = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
let seq = 0;

async function putUser(data: UserData): Promise<void> {
  // Numbered as they are sent: the server keeps the newest even when an older one arrives later.
  await portalApi.saveUser({ data, order: { writer, seq: seq++ } });
}

function writeGuestCookie({ settings, preferences }: UserData): void {
  const value = encodeURIComponent(JSON.stringify({ settings, preferences }));
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie; Cookie Store API is not needed here
  document.cookie = `${GUEST_SETTINGS_COOKIE}=${value}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Cloud Sync off (decision 064): the person's data stays in this browser, in a cookie the server
 * renders the next page from; nothing is sent.
 */
export function keepLocally(data: UserData): void {
  const value = encodeURIComponent(JSON.stringify(data));
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${LOCAL_SETTINGS_COOKIE}=${value}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Cloud Sync on again: the user document has everything, this browser's copy goes. */
export function forgetLocalCopy(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${LOCAL_SETTINGS_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** The language cookie: the choice on this browser, rendered by the server. */
export function writeLanguageCookie(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;
}

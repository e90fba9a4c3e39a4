/**
 * The person's session on every signed-in page (docs/behaviour.md): the lock at the token refresh
 * time and the profile photo kept from sign-in. Signing in, unlocking and signing out are in
 * sign-in.ts, downloaded only by the pages and dialogs that do them (decision 047).
 */
import { atom, map, onMount, onNotify } from 'nanostores';
import { storedProfilePhoto } from '../auth/services/graph-photo.ts';
import { browserPage } from '../services/browser-page.ts';

export interface SessionLockState {
  /** The token refresh time (ms since epoch). */
  refreshAt: number;
  locked: boolean;
  unlocking: boolean;
  error: unknown;
}

export const $sessionLock = map<SessionLockState>({
  refreshAt: Number.POSITIVE_INFINITY,
  locked: false,
  unlocking: false,
  error: undefined,
});

/** The avatar read from Graph at sign-in (a data URL), so pages show it without loading MSAL. */
export const $profilePhoto = atom<string | undefined>(undefined);

const CHECK_EVERY_MS = 15_000;
/** setTimeout takes at most 2^31 - 1 ms. */
const MAX_DELAY = 2_147_483_647;

/** What the session needs of the page; tests give their own. */
export interface SessionServices {
  /** Calls `listener` when the tab is shown again or hidden; returns what stops it. */
  onVisibilityChange(listener: () => void): () => void;
}

const browserServices: SessionServices = { onVisibilityChange: browserPage.onVisibilityChange };
let services = browserServices;

/** For tests: the services the session uses (the browser's when called without). */
export function replaceSessionServices(replacement: SessionServices = browserServices): void {
  services = replacement;
}

// While anyone listens to the lock (the page's <session-lock>, the warning before it), it is
// watched: a timer for the exact moment, a periodic check and a check on return to the tab
// (background tabs throttle timers). The last listener gone, the watch stops.
onMount($sessionLock, () => {
  let exact: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const state = $sessionLock.get();
    if (!state.locked && Date.now() >= state.refreshAt) $sessionLock.setKey('locked', true);
  };
  const arm = () => {
    clearTimeout(exact);
    exact = setTimeout(check, Math.min(Math.max($sessionLock.get().refreshAt - Date.now(), 0), MAX_DELAY));
  };
  // A new refresh time (an unlock) is watched for at once; this is no listener of its own.
  const stopNotify = onNotify($sessionLock, ({ oldValue }) => {
    if ($sessionLock.value?.refreshAt !== oldValue?.refreshAt) arm();
  });
  const periodic = setInterval(check, CHECK_EVERY_MS);
  const stopVisibility = services.onVisibilityChange(check);
  check();
  arm();
  return () => {
    stopNotify();
    clearTimeout(exact);
    clearInterval(periodic);
    stopVisibility();
  };
});

/**
 * Locks the session once the token refresh time has passed (docs/behaviour.md), watched until the
 * returned function is called and nothing else listens to the lock.
 */
export function watchSessionLock(refreshAt: number): () => void {
  $sessionLock.set({ refreshAt, locked: false, unlocking: false, error: undefined });
  return $sessionLock.listen(() => {});
}

/**
 * The kept photo without showing it through the store: what a page draws before the account
 * menu hydrates, which must start from the server's markup (decision 060).
 */
export function keptProfilePhoto(): string | undefined {
  return storedProfilePhoto();
}

/** The photo this browser kept at sign-in (none for a guest). */
export function showProfilePhoto(signedIn: boolean): void {
  if (!signedIn) {
    $profilePhoto.set(undefined);
    return;
  }
  $profilePhoto.set(storedProfilePhoto());
}

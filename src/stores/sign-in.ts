/**
 * Signing in, unlocking and signing out in the browser (docs/behaviour.md): the pop-up sign-in and
 * its status, the one-time nonce fetched ahead of the click, the unlock of a locked session and
 * sign-out. MSAL and Graph are downloaded only when an action needs them.
 */
import { map } from 'nanostores';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { ProviderUnavailableError } from '../auth/provider-unavailable.ts';
import * as photo from '../auth/services/graph-photo.ts';
import { checkIdentityProvider } from '../auth/services/provider-check.ts';
import { forgetClientLogos } from '../clients/services/client-logo.ts';
import { browserPage } from '../services/browser-page.ts';
import { portalApi } from '../services/portal-api.ts';
import { $profilePhoto, $sessionLock } from './session.ts';

export type SignInStatus = 'init' | 'pending' | 'fulfilled' | 'rejected';

export interface SignInState {
  status: SignInStatus;
  /** MSAL is ready: the pop-up can open straight from the click (browsers block it otherwise). */
  ready: boolean;
  /** The failure, for the page to describe (auth/login-errors.ts). */
  error: unknown;
}

export const $signIn = map<SignInState>({ status: 'init', ready: false, error: undefined });

/** What the actions need from outside; tests give their own. */
export interface SignInServices {
  msal: () => Promise<typeof import('../auth/services/msal.ts')>;
  /** Whether the identity provider answers (provider-check.ts). */
  checkProvider: (url: string) => Promise<void>;
  photo: () => Promise<typeof photo>;
  signInNonce: typeof portalApi.signInNonce;
  openSession: typeof portalApi.openSession;
  endSession: typeof portalApi.endSession;
  /** Leaves the page (sign-in done, or back to /login). */
  navigate: (url: string) => void;
}

const browserServices: SignInServices = {
  msal: () => import('../auth/services/msal.ts'),
  checkProvider: (url) => checkIdentityProvider(url),
  photo: async () => photo,
  signInNonce: portalApi.signInNonce,
  openSession: portalApi.openSession,
  endSession: portalApi.endSession,
  navigate: browserPage.navigate,
};
let services = browserServices;

/** For tests and stories: some of the services the actions use (all the browser's again when called without). */
export function replaceSignInServices(replacement: Partial<SignInServices> = browserServices): void {
  services = { ...browserServices, ...replacement };
  forgetNonce();
  clearTimeout(providerRecheck);
}

// The one-time nonce of the next pop-up sign-in (docs/behaviour.md, sign-in) is fetched ahead of
// the click: browsers block a pop-up that does not open straight from the click, so no request
// may stand between the two. It is fetched again shortly before it lapses, and after every failed
// attempt (a nonce is good for one pop-up); a successful one leaves the page or closes the dialog.

interface HeldNonce {
  nonce: string;
  /** By the browser's clock. */
  validUntil: number;
}

/** A nonce closer than this to its end is fetched anew (the pop-up takes a while). */
const NONCE_MARGIN_MS = 60_000;
let heldNonce: Promise<HeldNonce> | undefined;
let nonceRefill: ReturnType<typeof setTimeout> | undefined;

function forgetNonce(): void {
  clearTimeout(nonceRefill);
  heldNonce = undefined;
}

function fetchNonceAhead(): void {
  forgetNonce();
  const fetching = services.signInNonce().then(({ nonce, expiresIn }) => ({
    nonce,
    validUntil: Date.now() + expiresIn * 1000,
  }));
  heldNonce = fetching;
  fetching.then(
    ({ validUntil }) => {
      if (heldNonce !== fetching) return;
      nonceRefill = setTimeout(fetchNonceAhead, Math.max(validUntil - NONCE_MARGIN_MS - Date.now(), 0));
    },
    () => {
      // Nothing held: the click asks itself, and shows the refusal if there is one.
      if (heldNonce === fetching) heldNonce = undefined;
    },
  );
}

/** The nonce for this pop-up: the one fetched ahead while still good, else a new one. */
async function takeNonce(): Promise<string> {
  const ahead = heldNonce;
  forgetNonce();
  const held = await ahead?.catch(() => undefined);
  if (held && held.validUntil - Date.now() > NONCE_MARGIN_MS) return held.nonce;
  return (await services.signInNonce()).nonce;
}

/** While the provider does not answer, the login page asks again this often (or after its Retry-After). */
export const PROVIDER_RECHECK_MS = 10_000;
let providerRecheck: ReturnType<typeof setTimeout> | undefined;

/**
 * Gets MSAL, a sign-in nonce and the word that the identity provider answers ready for the login
 * button. A provider that does not answer is said at once and asked again until it does
 * (decision 048): the button is enabled by itself once it is back, without a reload.
 */
export async function prepareSignIn(settings: MsalSettings): Promise<void> {
  clearTimeout(providerRecheck);
  $signIn.set({ status: 'init', ready: false, error: undefined });
  fetchNonceAhead();
  try {
    const [{ msalFor }] = await Promise.all([services.msal(), services.checkProvider(settings.providerCheckUrl)]);
    await msalFor(settings);
    $signIn.setKey('ready', true);
  } catch (error) {
    $signIn.set({ status: 'rejected', ready: false, error });
    if (error instanceof ProviderUnavailableError) {
      const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : PROVIDER_RECHECK_MS;
      providerRecheck = setTimeout(() => void prepareSignIn(settings), wait);
    }
  }
}

/**
 * 'Sign in with Microsoft': the pop-up, the profile photo, the portal session, then on to the
 * redirect target. The status stays pending (the button's spinner) until the page leaves.
 */
export async function signIn(settings: MsalSettings, graphApi: string, redirectTarget: string): Promise<void> {
  $signIn.set({ ...$signIn.get(), status: 'pending', error: undefined });
  try {
    const nonce = await takeNonce();
    const { signInWithPopup } = await services.msal();
    const result = await signInWithPopup(settings, { nonce });
    const { storeProfilePhoto } = await services.photo();
    await storeProfilePhoto(graphApi, result.accessToken);
    // The navbar's client logo is the server's (decision 124): nothing to fetch for it here.
    await services.openSession(result.idToken);
    $signIn.setKey('status', 'fulfilled');
    services.navigate(redirectTarget);
  } catch (error) {
    $signIn.set({ ...$signIn.get(), status: 'rejected', error });
    fetchNonceAhead();
  }
}

/**
 * The locked-session dialog is open: get a sign-in nonce ready for its button (the pop-up must
 * open straight from the click). MSAL is still loaded by the click, as before: loading it here
 * would hold up the page's load event on every page that opens locked.
 */
export function prepareUnlock(): void {
  fetchNonceAhead();
}

/** 'Unlock to continue': the pop-up again for the same account, then the server session is renewed. */
export async function unlockSession(settings: MsalSettings): Promise<void> {
  $sessionLock.set({ ...$sessionLock.get(), unlocking: true, error: undefined });
  try {
    const nonce = await takeNonce();
    const { currentAccount, signInWithPopup } = await services.msal();
    const result = await signInWithPopup(settings, { nonce, account: await currentAccount(settings) });
    const renewed = await services.openSession(result.idToken);
    $sessionLock.set({ refreshAt: renewed.refreshAt, locked: false, unlocking: false, error: undefined });
  } catch (error) {
    $sessionLock.set({ ...$sessionLock.get(), unlocking: false, error });
    fetchNonceAhead();
  }
}

/** A refused or failed server logout is tried this many times in all before the page says so. */
export const END_SESSION_ATTEMPTS = 3;
/** The pause before the second try; each further try waits one more of these. */
const END_SESSION_RETRY_MS = 400;

/**
 * Ends the portal session on the server, trying again after a failure (a dropped connection, an
 * instance going away); throws the last failure. Until it succeeds the session cookie still opens
 * the session on the server, so the logout must not look done.
 */
async function endServerSession(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await services.endSession();
      return;
    } catch (error) {
      if (attempt >= END_SESSION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, END_SESSION_RETRY_MS * attempt));
    }
  }
}

/**
 * Logout (docs/behaviour.md): end the portal session, clear what this browser kept of the person,
 * then sign out at the identity provider, which returns to the company site. Without the
 * provider's settings (the server could not reach it) the person goes back to the login page.
 * When the server does not end the session (after END_SESSION_ATTEMPTS tries), nothing else
 * happens and the failure is thrown for the page to show with a way to try again: leaving for the
 * company site would let the person believe they are signed out while their session stays valid.
 */
export async function signOut(settings: MsalSettings | null): Promise<void> {
  await endServerSession();
  const { forgetProfilePhoto } = await services.photo();
  forgetProfilePhoto();
  $profilePhoto.set(undefined);
  forgetClientLogos();
  sessionStorage.clear();
  try {
    if (!settings) throw new Error('The identity provider could not be reached.');
    const { signOutEverywhere } = await services.msal();
    await signOutEverywhere(settings);
  } catch {
    // Whatever the provider says, the portal session is gone: back to the login page.
    localStorage.clear();
    services.navigate('/login');
  }
}

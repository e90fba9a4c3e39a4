import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MsalSettings } from '../auth/msal-settings.ts';
import { ProviderUnavailableError } from '../auth/provider-unavailable.ts';
import { PortalApiError } from '../services/portal-api.ts';
import { standInBrowser } from './browser-stand-ins.ts';
import { $profilePhoto, $sessionLock, replaceSessionServices, watchSessionLock } from './session.ts';
import {
  $signIn,
  END_SESSION_ATTEMPTS,
  PROVIDER_RECHECK_MS,
  prepareSignIn,
  prepareUnlock,
  replaceSignInServices,
  type SignInServices,
  signIn,
  signOut,
  unlockSession,
} from './sign-in.ts';

const settings = { clientId: 'c', providerCheckUrl: 'https://idp/.well-known/openid-configuration' } as MsalSettings;

function fakeServices(overrides: Partial<Record<string, unknown>> = {}) {
  const calls: string[] = [];
  const msal = {
    msalFor: vi.fn(async () => ({})),
    signInWithPopup: vi.fn(async () => ({ idToken: 'id-token', accessToken: 'access-token' })),
    currentAccount: vi.fn(async () => ({ username: 'ada' })),
    signOutEverywhere: vi.fn(async () => calls.push('provider sign-out')),
    ...overrides,
  };
  const photo = {
    storeProfilePhoto: vi.fn(async () => calls.push('photo')),
    storedProfilePhoto: vi.fn(() => 'data:image/png;base64,AAAA'),
    forgetProfilePhoto: vi.fn(() => calls.push('forget photo')),
  };
  let issued = 0;
  const checkProvider = vi.fn(async (_url: string) => {
    const failure = overrides['checkProvider'] as Error | undefined;
    if (failure) throw failure;
  });
  const services: SignInServices = {
    msal: async () => msal as never,
    checkProvider,
    photo: async () => photo as never,
    signInNonce: vi.fn(async () => {
      issued += 1;
      calls.push(`nonce ${issued}`);
      return { nonce: `nonce-${issued}`, expiresIn: 600 };
    }),
    openSession: vi.fn(async (idToken: string) => {
      calls.push(`open ${idToken}`);
      return {
        displayName: 'Ada',
        email: 'a@x',
        refreshAt: Date.now() + 60_000,
        activeClient: { id: 'MTAwMQ', siteID: 'site-1', logo_path: '' },
      };
    }),
    endSession: vi.fn(async () => {
      calls.push('end session');
    }),
    navigate: vi.fn((url: string) => calls.push(`go ${url}`)),
  };
  replaceSignInServices(services);
  return { calls, msal, photo, services, checkProvider };
}

beforeEach(() => {
  standInBrowser();
  replaceSessionServices({ onVisibilityChange: () => () => {} });
  $signIn.set({ status: 'init', ready: false, error: undefined });
});
afterEach(() => {
  // Nothing watches the lock into the next test.
  cleanStores($sessionLock);
  replaceSignInServices();
  replaceSessionServices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('signing in', () => {
  it('is ready once MSAL is, and fails when it cannot start', async () => {
    fakeServices();
    await prepareSignIn(settings);
    expect($signIn.get()).toMatchObject({ ready: true, status: 'init' });
    const broken = new Error('no provider');
    fakeServices({ msalFor: vi.fn(async () => Promise.reject(broken)) });
    await prepareSignIn(settings);
    expect($signIn.get()).toMatchObject({ ready: false, status: 'rejected', error: broken });
  });

  it('asks whether the identity provider answers, and asks again after its Retry-After until it does', async () => {
    vi.useFakeTimers();
    const down = new ProviderUnavailableError(429, 3);
    const { checkProvider, services } = fakeServices({ checkProvider: down });
    await prepareSignIn(settings);
    expect(checkProvider).toHaveBeenCalledWith(settings.providerCheckUrl);
    expect($signIn.get()).toMatchObject({ ready: false, status: 'rejected', error: down });
    // The provider is back: the check after Retry-After makes the button ready, with no reload.
    vi.mocked(services.checkProvider).mockImplementation(async () => undefined);
    await vi.advanceTimersByTimeAsync(2_999);
    expect($signIn.get().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect($signIn.get()).toMatchObject({ ready: true, status: 'init', error: undefined });
  });

  it('asks a provider that gave no Retry-After again after the recheck interval', async () => {
    vi.useFakeTimers();
    const { services } = fakeServices({ checkProvider: new ProviderUnavailableError() });
    await prepareSignIn(settings);
    vi.mocked(services.checkProvider)
      .mockClear()
      .mockImplementation(async () => undefined);
    await vi.advanceTimersByTimeAsync(PROVIDER_RECHECK_MS);
    expect(services.checkProvider).toHaveBeenCalledTimes(1);
    expect($signIn.get().ready).toBe(true);
  });

  it("goes pending, keeps the photo, opens the portal session, keeps the client's logo, then goes to the redirect target", async () => {
    const { calls } = fakeServices();
    const statuses: string[] = [];
    const stop = $signIn.listen((state) => statuses.push(state.status));
    await signIn(settings, 'https://graph', '/apps/file-manager?folder=x');
    stop();
    expect(statuses[0]).toBe('pending');
    expect($signIn.get().status).toBe('fulfilled');
    expect(calls).toEqual(['nonce 1', 'photo', 'open id-token', 'go /apps/file-manager?folder=x']);
  });

  it('is rejected with the error when the pop-up or the server refuses, and stays on the page', async () => {
    const closed = { errorCode: 'user_cancelled' };
    const { services } = fakeServices({ signInWithPopup: vi.fn(async () => Promise.reject(closed)) });
    await signIn(settings, 'https://graph', '/');
    expect($signIn.get()).toMatchObject({ status: 'rejected', error: closed });
    expect(services.navigate).not.toHaveBeenCalled();
  });
});

describe('the sign-in nonce', () => {
  it('is fetched while MSAL gets ready, and goes to the pop-up without another request at the click', async () => {
    const { msal, services, calls } = fakeServices();
    await prepareSignIn(settings);
    expect(calls).toEqual(['nonce 1']);
    await signIn(settings, 'https://graph', '/');
    expect(msal.signInWithPopup).toHaveBeenCalledWith(settings, { nonce: 'nonce-1' });
    expect(services.signInNonce).toHaveBeenCalledTimes(1);
  });

  it('is fetched anew after a failed attempt, and the next pop-up gets the new one', async () => {
    const closed = { errorCode: 'user_cancelled' };
    const popup = vi.fn(async () => Promise.reject(closed));
    const { services } = fakeServices({ signInWithPopup: popup });
    await prepareSignIn(settings);
    await signIn(settings, 'https://graph', '/');
    expect(services.signInNonce).toHaveBeenCalledTimes(2);
    await signIn(settings, 'https://graph', '/');
    expect(popup.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      { nonce: 'nonce-1' },
      { nonce: 'nonce-2' },
    ]);
  });

  it('when it could not be fetched ahead, is asked for at the click, and its refusal shown', async () => {
    const tooMany = Object.assign(new Error('Too many sign-in attempts. Try again in a minute.'), {
      code: 'tooManySignIns',
    });
    const { msal, services } = fakeServices();
    vi.mocked(services.signInNonce).mockRejectedValueOnce(tooMany);
    await prepareSignIn(settings);
    expect($signIn.get()).toMatchObject({ ready: true, status: 'init' });
    await signIn(settings, 'https://graph', '/');
    expect(msal.signInWithPopup).toHaveBeenCalledWith(settings, { nonce: 'nonce-1' });

    vi.mocked(services.signInNonce).mockRejectedValueOnce(tooMany).mockRejectedValueOnce(tooMany);
    await prepareSignIn(settings);
    await signIn(settings, 'https://graph', '/');
    expect($signIn.get()).toMatchObject({ status: 'rejected', error: tooMany });
    expect(msal.signInWithPopup).toHaveBeenCalledTimes(1);
  });

  it('is fetched again a minute before it lapses, so a page left open still signs in at once', async () => {
    vi.useFakeTimers();
    const { msal, services } = fakeServices();
    await prepareSignIn(settings);
    await vi.advanceTimersByTimeAsync(9 * 60 * 1000);
    expect(services.signInNonce).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9 * 60 * 1000);
    await signIn(settings, 'https://graph', '/');
    expect(msal.signInWithPopup).toHaveBeenCalledWith(settings, { nonce: 'nonce-3' });
    expect(services.signInNonce).toHaveBeenCalledTimes(3);
  });

  it('is never one about to lapse (a computer woken from sleep): a fresh one is asked for', async () => {
    const { msal } = fakeServices();
    await prepareSignIn(settings);
    const later = Date.now() + 9.5 * 60 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await signIn(settings, 'https://graph', '/');
    vi.restoreAllMocks();
    expect(msal.signInWithPopup).toHaveBeenCalledWith(settings, { nonce: 'nonce-2' });
  });

  it('is fetched when the locked dialog opens, and goes to the unlock pop-up', async () => {
    const { msal, services } = fakeServices();
    const stop = watchSessionLock(Date.now() - 1);
    prepareUnlock();
    await unlockSession(settings);
    expect(msal.signInWithPopup).toHaveBeenCalledWith(settings, { nonce: 'nonce-1', account: { username: 'ada' } });
    expect(services.signInNonce).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('unlocking the session', () => {
  it('unlocks through the pop-up for the same account and waits for the new refresh time', async () => {
    vi.useFakeTimers();
    const { msal } = fakeServices();
    const stop = watchSessionLock(Date.now() - 1);
    await unlockSession(settings);
    expect(msal.signInWithPopup).toHaveBeenCalledWith(settings, { nonce: 'nonce-1', account: { username: 'ada' } });
    expect($sessionLock.get()).toMatchObject({ locked: false, unlocking: false });
    vi.advanceTimersByTime(60_000);
    expect($sessionLock.get().locked).toBe(true);
    stop();
  });

  it('keeps the dialog with the error when unlocking fails', async () => {
    const failure = new Error('refused');
    fakeServices({ signInWithPopup: vi.fn(async () => Promise.reject(failure)) });
    const stop = watchSessionLock(Date.now() - 1);
    await unlockSession(settings);
    expect($sessionLock.get()).toMatchObject({ locked: true, unlocking: false, error: failure });
    stop();
  });
});

describe('signing out', () => {
  it('ends the portal session, forgets the photo, then signs out at the provider', async () => {
    const { calls } = fakeServices();
    $profilePhoto.set('data:x');
    await signOut(settings);
    expect(calls).toEqual(['end session', 'forget photo', 'provider sign-out']);
    expect($profilePhoto.get()).toBeUndefined();
  });

  it('forgets the client logos this browser kept, and nothing else of local storage', async () => {
    fakeServices();
    localStorage.setItem('portal.clientLogo.MTAwMQ', '{"url":"/client-logos/northwind.png","name":"n"}');
    localStorage.setItem('portal.clientLogo.last', 'MTAwMQ');
    localStorage.setItem('portal.other', 'kept');
    await signOut(settings);
    expect([localStorage.getItem('portal.clientLogo.MTAwMQ'), localStorage.getItem('portal.clientLogo.last')]).toEqual([
      null,
      null,
    ]);
    expect(localStorage.getItem('portal.other')).toBe('kept');
  });

  it('tries a failed server logout again, and goes on once the server has ended the session', async () => {
    let refusals = 2;
    const { calls, services } = fakeServices();
    vi.mocked(services.endSession).mockImplementation(async () => {
      if (refusals-- > 0) throw new PortalApiError('crossSite', 'refused', 403);
      calls.push('end session');
    });
    await signOut(settings);
    expect(services.endSession).toHaveBeenCalledTimes(3);
    expect(calls).toEqual(['end session', 'forget photo', 'provider sign-out']);
  });

  it('says so when the server keeps refusing, and signs out nowhere else meanwhile', async () => {
    const { calls, services } = fakeServices();
    vi.mocked(services.endSession).mockImplementation(async () =>
      Promise.reject(new PortalApiError('crossSite', 'refused', 403)),
    );
    $profilePhoto.set('data:x');
    sessionStorage.setItem('trail', 'kept');
    await expect(signOut(settings)).rejects.toMatchObject({ code: 'crossSite' });
    expect(services.endSession).toHaveBeenCalledTimes(END_SESSION_ATTEMPTS);
    // Nothing looks signed out: no provider sign-out, no navigation, the browser's state kept.
    expect(calls).toEqual([]);
    expect($profilePhoto.get()).toBe('data:x');
    expect(sessionStorage.getItem('trail')).toBe('kept');
  });

  it('goes back to /login when the provider cannot be reached', async () => {
    const { calls } = fakeServices({ signOutEverywhere: vi.fn(async () => Promise.reject(new Error('down'))) });
    await signOut(settings);
    expect(calls.at(-1)).toBe('go /login');
  });

  it('without the provider’s settings, ends the portal session and goes back to /login', async () => {
    const { calls } = fakeServices();
    await signOut(null);
    expect(calls).toEqual(['end session', 'forget photo', 'go /login']);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AstroCookies } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../server/config.ts';
import { fetchSitePrivileges, fetchUserInfo } from './auth-api.ts';
import { InvalidIdTokenError, verifyIdToken } from './identity-provider.ts';
import type { SessionClient } from './session-store.ts';
import {
  endSession,
  readSession,
  refreshTimeOf,
  SESSION_COOKIE,
  SignInError,
  sessionRoles,
  setSessionCookie,
  signIn,
} from './sessions.ts';
import { consumeSignInNonce, issueSignInNonce, SIGN_IN_COOKIE } from './sign-in-nonce.ts';

vi.mock('./identity-provider.ts', async (original) => ({
  ...(await original<typeof import('./identity-provider.ts')>()),
  verifyIdToken: vi.fn(),
}));
vi.mock('./auth-api.ts', () => ({ fetchUserInfo: vi.fn(), fetchSitePrivileges: vi.fn() }));

const client = (id: string, roles: string[] = [], projects: string[] = []): SessionClient => ({
  id,
  hubspot_company_xref: 1001,
  client_name: `Client ${id}`,
  projects: projects.map((project_name) => ({ project_name })),
  user_client_roles: roles,
  siteID: `site-${id}`,
  parentID: 'p',
  LibraryUploadID: 'u',
  logo_path: '',
});

/** Cookies as Astro keeps them for one request. */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, unknown>();
  const jar = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) } : undefined),
    set: (name: string, value: string, set: unknown) => {
      values.set(name, value);
      options.set(name, set);
    },
    delete: (name: string) => values.delete(name),
  } as unknown as AstroCookies;
  return { jar, values, options };
}

let config: PortalConfig;
const hour = 60 * 60 * 1000;

const verified = (nonce = 'never-issued') => ({
  uid: 'oid-1',
  email: 'cem@northwind.test',
  displayName: 'Cem Client',
  expiresAt: Date.now() + hour,
  nonce,
  claims: {},
});

/** A browser that asked for a sign-in nonce: its cookies and the nonce. */
async function browserWithNonce() {
  const { jar } = cookieJar();
  const { nonce } = await issueSignInNonce(config, jar);
  return { jar, nonce };
}

/** From now on, every token verifies and carries this nonce (as the pop-up's token would). */
function tokensCarry(nonce: string) {
  vi.mocked(verifyIdToken).mockResolvedValue(verified(nonce));
}

/** Signs in as the pop-up would: a fresh nonce, a token carrying it. */
async function signInFresh(idToken: string, previous?: Parameters<typeof signIn>[2]) {
  const { jar, nonce } = await browserWithNonce();
  tokensCarry(nonce);
  return signIn(config, idToken, previous, jar);
}

beforeEach(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sessions-'));
  config = {
    dataDir,
    environment: 'local',
    publicUrl: 'http://localhost:4321',
    endpoints: { msalAuthority: 'http://idp', msalClientId: 'portal', authApi: 'http://auth/' },
  } as unknown as PortalConfig;
  vi.mocked(verifyIdToken).mockResolvedValue(verified());
  vi.mocked(fetchUserInfo).mockResolvedValue({
    user_id: 'U1',
    companyName: 'Northwind',
    user_type: 'client',
    user_client_roles: ['CLIENT_PROSPECT_USER'],
  });
  vi.mocked(fetchSitePrivileges).mockResolvedValue([client('A', ['VENDOR_USER'], ['Alpha']), client('B')]);
});
afterEach(async () => {
  vi.clearAllMocks();
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('signing in on the server', () => {
  it('opens a session with the user, their clients, and the first client active', async () => {
    const session = await signInFresh('id-token');
    expect(session).toMatchObject({
      uid: 'oid-1',
      displayName: 'Cem Client',
      activeClientId: 'A',
      activeProject: [],
      userInfo: { companyName: 'Northwind' },
    });
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { jar } = cookieJar({ [SESSION_COOKIE]: session.id });
    await expect(readSession(config, jar)).resolves.toEqual(session);
  });

  it('keeps the client and projects of the session it renews (unlock), under a new id', async () => {
    const first = await signInFresh('id-token');
    const chosen = { ...first, activeClientId: 'A', activeProject: ['Alpha'] };
    const renewed = await signInFresh('id-token-2', chosen);
    expect(renewed).toMatchObject({ activeClientId: 'A', activeProject: ['Alpha'] });
    expect(renewed.id).not.toBe(first.id);
    await expect(readSession(config, cookieJar({ [SESSION_COOKIE]: first.id }).jar)).resolves.toBeUndefined();
  });

  it('refuses a token that does not verify, and says which call failed otherwise', async () => {
    vi.mocked(verifyIdToken).mockRejectedValueOnce(new InvalidIdTokenError('signature verification failed'));
    await expect(signIn(config, 'forged', undefined, cookieJar().jar)).rejects.toMatchObject({ code: 'invalidToken' });
    // The provider's keys could not be read: its fault, not the token's.
    vi.mocked(verifyIdToken).mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(signIn(config, 'id-token', undefined, cookieJar().jar)).rejects.toMatchObject({
      code: 'providerUnavailable',
    });
    vi.mocked(fetchUserInfo).mockRejectedValueOnce(new Error('500'));
    await expect(signInFresh('id-token')).rejects.toMatchObject({ code: 'userInfo' });
    vi.mocked(fetchSitePrivileges).mockRejectedValueOnce(new Error('500'));
    const refused = signInFresh('id-token');
    await expect(refused).rejects.toBeInstanceOf(SignInError);
    await expect(refused).rejects.toMatchObject({ code: 'sitePrivileges' });
  });
});

describe('the sign-in nonce', () => {
  it('opens one session: the same token after logout is refused', async () => {
    const { jar, nonce } = await browserWithNonce();
    tokensCarry(nonce);
    const session = await signIn(config, 'id-token', undefined, jar);
    await endSession(config, cookieJar({ [SESSION_COOKIE]: session.id }).jar, session);
    await expect(signIn(config, 'id-token', undefined, jar)).rejects.toMatchObject({ code: 'invalidToken' });
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
  });

  it('lets exactly one of two parallel posts of one token in', async () => {
    const { jar, nonce } = await browserWithNonce();
    tokensCarry(nonce);
    const results = await Promise.allSettled([
      signIn(config, 'id-token', undefined, jar),
      signIn(config, 'id-token', undefined, jar),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a nonce never issued, and one brought without the cookie', async () => {
    const { jar } = await browserWithNonce();
    tokensCarry('never-issued');
    await expect(signIn(config, 'id-token', undefined, jar)).rejects.toMatchObject({ code: 'invalidToken' });
    const { nonce } = await browserWithNonce();
    tokensCarry(nonce);
    await expect(signIn(config, 'id-token', undefined, cookieJar().jar)).rejects.toMatchObject({
      code: 'invalidToken',
    });
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });

  it('refuses a nonce issued to another browser, and then to its own too (it was brought once)', async () => {
    const mine = await browserWithNonce();
    const other = await browserWithNonce();
    tokensCarry(mine.nonce);
    await expect(signIn(config, 'id-token', undefined, other.jar)).rejects.toMatchObject({ code: 'invalidToken' });
    await expect(signIn(config, 'id-token', undefined, mine.jar)).rejects.toMatchObject({ code: 'invalidToken' });
  });

  it('lets one browser hold several nonces (one per tab) and use each once', async () => {
    const { jar } = cookieJar();
    const first = await issueSignInNonce(config, jar);
    const second = await issueSignInNonce(config, jar);
    tokensCarry(second.nonce);
    await expect(signIn(config, 'id-token', undefined, jar)).resolves.toMatchObject({ uid: 'oid-1' });
    tokensCarry(first.nonce);
    await expect(signIn(config, 'id-token', undefined, jar)).resolves.toMatchObject({ uid: 'oid-1' });
  });

  it('refuses a nonce older than ten minutes', async () => {
    const { jar } = cookieJar();
    const { nonce } = await issueSignInNonce(config, jar, Date.now() - 10 * 60 * 1000 - 1);
    tokensCarry(nonce);
    await expect(signIn(config, 'id-token', undefined, jar)).rejects.toMatchObject({ code: 'invalidToken' });
  });

  it('rides in an HttpOnly, same-site cookie sent only to the session endpoints, for ten minutes', async () => {
    const { jar, options, values } = cookieJar();
    const issued = await issueSignInNonce(config, jar);
    expect(issued.expiresIn).toBe(600);
    expect(options.get(SIGN_IN_COOKIE)).toEqual({
      path: '/api/session',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: 600,
    });
    // The cookie is the browser's, not the nonce: a second nonce keeps it.
    const secret = values.get(SIGN_IN_COOKIE);
    await issueSignInNonce(config, jar);
    expect(values.get(SIGN_IN_COOKIE)).toBe(secret);
    expect(secret).not.toContain(issued.nonce);
  });

  it('is __Secure- and Secure whenever the portal is https, and read back under that name', async () => {
    for (const https of [
      { ...config, environment: 'production' as const },
      { ...config, publicUrl: 'https://portal.example.invalid' },
    ]) {
      const { jar, options } = cookieJar();
      const { nonce } = await issueSignInNonce(https, jar);
      expect(options.get(`__Secure-${SIGN_IN_COOKIE}`)).toMatchObject({ secure: true, path: '/api/session' });
      expect(options.has(SIGN_IN_COOKIE)).toBe(false);
      await expect(consumeSignInNonce(https, nonce, jar)).resolves.toBe(true);
    }
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and same-site, and outlives the token a little', async () => {
    const session = await signInFresh('id-token');
    const { jar, options } = cookieJar();
    setSessionCookie(config, jar, session);
    expect(options.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect((options.get(SESSION_COOKIE) as { maxAge: number }).maxAge).toBeGreaterThan(3600);
  });

  it('is __Host- prefixed and Secure whenever PUBLIC_URL is https, the local environment included', async () => {
    const proxied = { ...config, publicUrl: 'https://localhost:4630' };
    const session = await signInFresh('id-token');
    const { jar, options } = cookieJar();
    setSessionCookie(proxied, jar, session);
    expect(options.get(`__Host-${SESSION_COOKIE}`)).toMatchObject({ httpOnly: true, path: '/', secure: true });
    expect(options.has(SESSION_COOKIE)).toBe(false);
    await expect(
      readSession(proxied, cookieJar({ [`__Host-${SESSION_COOKIE}`]: session.id }).jar),
    ).resolves.toMatchObject({ id: session.id });
  });

  it('is __Host- prefixed and Secure outside local, where the portal is https', async () => {
    const remote = { ...config, environment: 'production' as const };
    const session = await signInFresh('id-token');
    const { jar, options } = cookieJar();
    setSessionCookie(remote, jar, session);
    expect(options.get(`__Host-${SESSION_COOKIE}`)).toMatchObject({ httpOnly: true, path: '/', secure: true });
    expect(options.has(SESSION_COOKIE)).toBe(false);
    await expect(
      readSession(remote, cookieJar({ [`__Host-${SESSION_COOKIE}`]: session.id }).jar),
    ).resolves.toMatchObject({
      id: session.id,
    });
    // A plain-named cookie (which any subdomain could plant) is not read outside local.
    await expect(readSession(remote, cookieJar({ [SESSION_COOKIE]: session.id }).jar)).resolves.toBeUndefined();
  });

  it('names nothing when it is not a session id', async () => {
    await expect(readSession(config, cookieJar({ [SESSION_COOKIE]: '../../etc/passwd' }).jar)).resolves.toBeUndefined();
  });

  it('is deleted with its session at the end', async () => {
    const session = await signInFresh('id-token');
    const { jar, values } = cookieJar({ [SESSION_COOKIE]: session.id });
    await endSession(config, jar, session);
    expect(values.has(SESSION_COOKIE)).toBe(false);
    await expect(readSession(config, cookieJar({ [SESSION_COOKIE]: session.id }).jar)).resolves.toBeUndefined();
  });
});

describe('a session', () => {
  it('locks nine minutes before its token expires', () => {
    expect(refreshTimeOf({ tokenExpiresAt: 10 * 60 * 1000 })).toBe(60 * 1000);
  });

  it("has the base role, the user's own and the active client's roles", async () => {
    const session = await signInFresh('id-token');
    expect(sessionRoles(session, session.clients[0]).sort()).toEqual(['CLIENT_PROSPECT_USER', 'VENDOR_USER', 'user']);
    expect(sessionRoles(undefined, undefined)).toEqual([]);
  });
});

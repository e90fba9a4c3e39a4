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

beforeEach(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sessions-'));
  config = {
    dataDir,
    environment: 'local',
    endpoints: { msalAuthority: 'http://idp', msalClientId: 'portal', authApi: 'http://auth/' },
  } as unknown as PortalConfig;
  vi.mocked(verifyIdToken).mockResolvedValue({
    uid: 'oid-1',
    email: 'cem@northwind.test',
    displayName: 'Cem Client',
    expiresAt: Date.now() + hour,
    claims: {},
  });
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
    const session = await signIn(config, 'id-token', undefined);
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
    const first = await signIn(config, 'id-token', undefined);
    const chosen = { ...first, activeClientId: 'A', activeProject: ['Alpha'] };
    const renewed = await signIn(config, 'id-token-2', chosen);
    expect(renewed).toMatchObject({ activeClientId: 'A', activeProject: ['Alpha'] });
    expect(renewed.id).not.toBe(first.id);
    await expect(readSession(config, cookieJar({ [SESSION_COOKIE]: first.id }).jar)).resolves.toBeUndefined();
  });

  it('refuses a token that does not verify, and says which call failed otherwise', async () => {
    vi.mocked(verifyIdToken).mockRejectedValueOnce(new InvalidIdTokenError('signature verification failed'));
    await expect(signIn(config, 'forged', undefined)).rejects.toMatchObject({ code: 'invalidToken' });
    vi.mocked(fetchUserInfo).mockRejectedValueOnce(new Error('500'));
    await expect(signIn(config, 'id-token', undefined)).rejects.toMatchObject({ code: 'userInfo' });
    vi.mocked(fetchSitePrivileges).mockRejectedValueOnce(new Error('500'));
    const refused = signIn(config, 'id-token', undefined);
    await expect(refused).rejects.toBeInstanceOf(SignInError);
    await expect(refused).rejects.toMatchObject({ code: 'sitePrivileges' });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly and same-site, and outlives the token a little', async () => {
    const session = await signIn(config, 'id-token', undefined);
    const { jar, options } = cookieJar();
    setSessionCookie(config, jar, session);
    expect(options.get(SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect((options.get(SESSION_COOKIE) as { maxAge: number }).maxAge).toBeGreaterThan(3600);
  });

  it('is __Host- prefixed and Secure outside local, where the portal is https', async () => {
    const remote = { ...config, environment: 'production' as const };
    const session = await signIn(config, 'id-token', undefined);
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
    const session = await signIn(config, 'id-token', undefined);
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
    const session = await signIn(config, 'id-token', undefined);
    expect(sessionRoles(session, session.clients[0]).sort()).toEqual(['CLIENT_PROSPECT_USER', 'VENDOR_USER', 'user']);
    expect(sessionRoles(undefined, undefined)).toEqual([]);
  });
});

/**
 * Test helpers for code that talks to the local tenant (Node only; not for the browser bundle).
 *
 * - `mintIdToken` / `mintAccessToken` sign tokens with the tenant's persisted keys, shaped like the
 *   IdP's own (also expired ones, or with other claims), without any HTTP round trip.
 * - `signInWithCode` drives the real authorization code flow with PKCE over HTTP, like MSAL does,
 *   and returns the token endpoint's answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { jwksPath, type PrivateJwks, SIGNING_ALG } from './keys.ts';
import { API_AUDIENCE, API_SCOPES, CLIENT_ID, findUserByEmail, idTokenClaimsOf, TENANT_ID } from './seed.ts';
import { type RunningTenant, startTenant, type TenantOptions } from './server.ts';

export const TEST_PORTAL_ORIGIN = 'http://localhost:4321';

export interface TestTenant extends RunningTenant {
  dataDir: string;
  portalOrigin: string;
}

/**
 * Starts a tenant on a free port of 127.0.0.1 with a fresh temporary data folder (removed again by
 * `close()`, unless `dataDir` was given) and portal origin `http://localhost:4321` by default. No
 * benchmark folder or contracts and no faults unless `largeFolderItems`, `benchmarkContracts` or
 * `faults` is given (`TENANT_LARGE_FOLDER_ITEMS`, `TENANT_BENCHMARK_CONTRACTS` and `TENANT_FAULTS`
 * are ignored); contracts are seeded around `today` if given (`TENANT_TODAY` is honoured).
 */
export async function startTestTenant(options: Partial<TenantOptions> = {}): Promise<TestTenant> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'local-tenant-')));
  const portalOrigin = options.portalOrigin ?? TEST_PORTAL_ORIGIN;
  const tenant = await startTenant({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 600,
    embedTokenTtlSeconds: options.embedTokenTtlSeconds ?? 3600,
    dataDir,
    portalOrigin,
    largeFolderItems: options.largeFolderItems ?? 0,
    benchmarkContracts: options.benchmarkContracts ?? 0,
    ...(options.today ? { today: options.today } : {}),
    faults: options.faults ?? '',
  });
  return {
    ...tenant,
    dataDir,
    portalOrigin,
    async close() {
      await tenant.close();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test tenant and one user's ID and access tokens, as most stand-in tests start. */
export interface SignedInTestTenant {
  tenant: TestTenant;
  idToken: string;
  accessToken: string;
}

export async function startSignedInTestTenant(
  email: string,
  options: Partial<TenantOptions> = {},
): Promise<SignedInTestTenant> {
  const tenant = await startTestTenant(options);
  const [idToken, accessToken] = await Promise.all([mintIdToken(tenant, email), mintAccessToken(tenant, email)]);
  return { tenant, idToken, accessToken };
}

export interface TenantRef {
  /** The tenant's data folder (its keys are in `<dataDir>/tenant/jwks.json`). */
  dataDir: string;
  /** The running tenant's issuer, e.g. `RunningTenant.issuer`. */
  issuer: string;
}

export interface MintOptions {
  /** Lifetime in seconds from now; negative for an already expired token. Default 3600. */
  expiresIn?: number;
  /** Claims to add or override (e.g. `{ aud: 'someone-else' }`). */
  claims?: JWTPayload & Record<string, unknown>;
  /** Claims to leave out (a token the IdP would never issue, e.g. one that never expires). */
  omit?: readonly ('exp' | 'iat')[];
}

async function signingKey(dataDir: string) {
  const jwks = JSON.parse(await readFile(jwksPath(dataDir), 'utf8')) as PrivateJwks;
  const jwk = jwks.keys[0];
  if (!jwk?.kid) throw new Error(`No signing key in ${jwksPath(dataDir)}: start the tenant once first.`);
  return { key: await importJWK(jwk, SIGNING_ALG), kid: jwk.kid };
}

function userFor(email: string) {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No seed user with email ${email}`);
  return user;
}

async function mint(
  tenant: TenantRef,
  typ: string | undefined,
  payload: JWTPayload,
  options: MintOptions,
): Promise<string> {
  const { key, kid } = await signingKey(tenant.dataDir);
  const now = Math.floor(Date.now() / 1000);
  const lifetime = options.expiresIn ?? 3600;
  const claims: JWTPayload = {
    iss: tenant.issuer,
    iat: lifetime < 0 ? now + lifetime - 60 : now,
    exp: now + lifetime,
    ...payload,
    ...options.claims,
  };
  for (const name of options.omit ?? []) delete claims[name];
  return new SignJWT(claims)
    .setProtectedHeader(typ ? { alg: SIGNING_ALG, kid, typ } : { alg: SIGNING_ALG, kid })
    .sign(key);
}

/** An ID token for a seed user, as the IdP issues it to the portal (`aud` = the portal's client id). */
export function mintIdToken(tenant: TenantRef, email: string, options: MintOptions = {}): Promise<string> {
  const user = userFor(email);
  // The IdP's ID tokens carry no `typ` header.
  return mint(tenant, undefined, { aud: CLIENT_ID, ...idTokenClaimsOf(user) }, options);
}

/** A JWT access token for a seed user (`aud` = `api://local-tenant`, `typ` = `at+jwt`), as Graph expects. */
export function mintAccessToken(tenant: TenantRef, email: string, options: MintOptions = {}): Promise<string> {
  const user = userFor(email);
  return mint(
    tenant,
    'at+jwt',
    {
      aud: API_AUDIENCE,
      sub: user.oid,
      client_id: CLIENT_ID,
      scope: API_SCOPES.join(' '),
      jti: randomBytes(16).toString('base64url'),
      oid: user.oid,
      tid: TENANT_ID,
      name: user.displayName,
      email: user.email,
    },
    options,
  );
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** A tiny cookie jar for the IdP's cookies (enough for one flow; ignores paths and expiry). */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.#cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SignInOptions {
  /** The portal origin the tenant was started with (the redirect URI is `<portalOrigin>/auth/bridge`). */
  portalOrigin: string;
  /** Default `openid profile email` (what MSAL asks for). */
  scope?: string;
  /** Pressed "Cancel" instead of choosing the user: resolves with the error redirect instead. */
  cancel?: boolean;
  /** The authorize request's `nonce` (MSAL sends the portal's sign-in nonce); random by default. */
  nonce?: string;
}

export interface SignInResult {
  tokens?: TokenResponse;
  /** The redirect back to the portal (with `code` or `error` and `state`). */
  redirect: URL;
  /** The IdP's cookies after the flow (`Cookie` header value): the IdP session, e.g. for sign-out. */
  cookie: string;
}

/**
 * Signs in a seed user through the real authorization code flow with PKCE (authorize, sign-in page
 * POST, resume, token endpoint), as MSAL's pop-up would. Throws when a step answers unexpectedly.
 */
export async function signInWithCode(
  tenant: { issuer: string },
  email: string,
  options: SignInOptions,
): Promise<SignInResult> {
  const jar = new CookieJar();
  const redirectUri = `${new URL(options.portalOrigin).origin}/auth/bridge`;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${tenant.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: options.scope ?? 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: options.nonce ?? randomBytes(8).toString('hex'),
  }).toString();

  const step = async (url: string | URL, init: RequestInit = {}): Promise<URL> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`Sign-in step ${String(url)} answered ${response.status}: ${await response.text()}`);
    }
    return new URL(location, url);
  };

  const interaction = await step(authorize);
  const resume = await step(`${interaction.href}/${options.cancel ? 'cancel' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  const redirect = await step(resume);
  const code = redirect.searchParams.get('code');
  if (!code) return { redirect, cookie: jar.header() };

  const response = await fetch(`${tenant.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  if (!response.ok) throw new Error(`Token endpoint answered ${response.status}: ${await response.text()}`);
  return { tokens: (await response.json()) as TokenResponse, redirect, cookie: jar.header() };
}

// The seeded data as the portal's own tests compare against it: contracts and invoices.
export { planContracts } from './drive/contracts.ts';
/** The text lines of a PDF, Word, Excel or PowerPoint file (what the browser suites check in exports). */
export { extractText } from './drive/text.ts';
export { filterInvoices, invoiceExtractRows, invoiceIntel, invoicesOf, invoicesUntil } from './reports/invoices.ts';

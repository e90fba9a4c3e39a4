import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AUDIENCE, CLIENT_ID, seedUsers, TENANT_ID } from './seed.ts';
import { signInWithCode, startTestTenant, type TestTenant } from './testing.ts';

const TTL = 321;
let tenant: TestTenant;

beforeAll(async () => {
  tenant = await startTestTenant({ tokenTtlSeconds: TTL });
});
afterAll(() => tenant.close());

function authorizeUrl(params: Record<string, string> = {}): string {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${tenant.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${tenant.portalOrigin}/auth/bridge`,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'xyz',
    ...params,
  }).toString();
  return url.href;
}

/** Starts an authorization request and returns the sign-in page's URL and the IdP cookies. */
async function openSignInPage(params: Record<string, string> = {}) {
  const response = await fetch(authorizeUrl(params), { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '', tenant.issuer);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { location, cookie };
}

describe('discovery', () => {
  it('advertises the mounted endpoints under the issuer', async () => {
    expect(tenant.issuer).toBe(`${tenant.url}/idp`);
    const response = await fetch(`${tenant.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: tenant.issuer,
      authorization_endpoint: `${tenant.issuer}/auth`,
      token_endpoint: `${tenant.issuer}/token`,
      jwks_uri: `${tenant.issuer}/jwks`,
      end_session_endpoint: `${tenant.issuer}/session/end`,
    });
    expect(metadata['code_challenge_methods_supported']).toContain('S256');
    expect(metadata['claims_supported']).toEqual(expect.arrayContaining(['oid', 'tid', 'preferred_username']));
  });

  it('publishes only public signing keys', async () => {
    const jwks = (await (await fetch(`${tenant.issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code flow', () => {
  it('issues an ID token with the Entra-like claims and a JWT access token', async () => {
    const ada = seedUsers[0];
    if (!ada) throw new Error('no seed');
    const { tokens, redirect } = await signInWithCode(tenant, ada.email, { portalOrigin: tenant.portalOrigin });
    expect(redirect.origin + redirect.pathname).toBe(`${tenant.portalOrigin}/auth/bridge`);
    expect(tokens?.refresh_token).toBeTruthy();
    expect(tokens?.expires_in).toBe(TTL);

    const id = decodeJwt(tokens?.id_token ?? '');
    expect(id).toMatchObject({
      iss: tenant.issuer,
      aud: CLIENT_ID,
      sub: ada.oid,
      oid: ada.oid,
      tid: TENANT_ID,
      name: 'Ada Admin',
      preferred_username: 'ada.admin@efi.test',
      email: 'ada.admin@efi.test',
      email_verified: true,
    });
    expect((id.exp ?? 0) - (id.iat ?? 0)).toBe(TTL);

    expect(decodeProtectedHeader(tokens?.access_token ?? '')).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const access = decodeJwt(tokens?.access_token ?? '');
    expect(access).toMatchObject({
      iss: tenant.issuer,
      aud: API_AUDIENCE,
      oid: ada.oid,
      name: 'Ada Admin',
      email: 'ada.admin@efi.test',
      client_id: CLIENT_ID,
    });
    expect(String(access['scope'])).toContain('User.Read');
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(TTL);
  });

  it("writes the authorize request's nonce into the ID token, as Entra does", async () => {
    const nonce = 'portal-sign-in-nonce-0123456789';
    const { tokens } = await signInWithCode(tenant, 'cem.client@northwind.test', {
      portalOrigin: tenant.portalOrigin,
      nonce,
    });
    expect(decodeJwt(tokens?.id_token ?? '')).toMatchObject({ nonce });
  });

  it('refreshes, also for User.Read when sign-in asked only for OpenID scopes', async () => {
    const { tokens } = await signInWithCode(tenant, 'cem.client@northwind.test', { portalOrigin: tenant.portalOrigin });
    const response = await fetch(`${tenant.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: tenant.portalOrigin },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: CLIENT_ID,
        refresh_token: tokens?.refresh_token ?? '',
        scope: 'User.Read openid profile email',
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    const refreshed = (await response.json()) as { access_token: string; id_token: string };
    expect(decodeJwt(refreshed.access_token)['oid']).toBe(seedUsers[1]?.oid);
    expect(decodeJwt(refreshed.id_token)['email']).toBe('cem.client@northwind.test');
  });

  it('returns access_denied at once when the user presses Cancel', async () => {
    const { tokens, redirect } = await signInWithCode(tenant, '', { portalOrigin: tenant.portalOrigin, cancel: true });
    expect(tokens).toBeUndefined();
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('error_description')).toBe('The user cancelled the sign-in.');
    expect(redirect.searchParams.get('state')).toBeTruthy();
  });

  it('accepts prompt=select_account (as MSAL may send)', async () => {
    const response = await fetch(authorizeUrl({ prompt: 'select_account' }), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/idp\/interaction\//);
  });

  it('rejects a redirect URI that is not the portal bridge', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'http://evil.test/auth/bridge' }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('fonts.googleapis');
  });
});

describe('sign-in page', () => {
  it('lists every demo account as a button with name and email', async () => {
    const { location, cookie } = await openSignInPage();
    const response = await fetch(location, { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    for (const user of seedUsers) {
      expect(html).toContain(`name="email" value="${user.email}"`);
      expect(html).toContain(`<span class="name">${user.displayName}</span>`);
    }
    expect(html).toContain('<label for="email">Email address</label>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('speaks Turkish by ui_locales and Arabic (right to left) by Accept-Language', async () => {
    const tr = await openSignInPage({ ui_locales: 'tr-TR en' });
    const trHtml = await (await fetch(tr.location, { headers: { cookie: tr.cookie } })).text();
    expect(trHtml).toContain('<html lang="tr" dir="ltr">');
    expect(trHtml).toContain('İptal');

    const ar = await openSignInPage();
    const arHtml = await (
      await fetch(ar.location, { headers: { cookie: ar.cookie, 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' } })
    ).text();
    expect(arHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arHtml).toContain('تسجيل الدخول');
  });

  it('re-renders with an error for an unknown email', async () => {
    const { location, cookie } = await openSignInPage();
    const response = await fetch(`${location.href}/login`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=nobody%40efi.test',
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert">No account with that email in this tenant.</p>');
    expect(html).toContain('value="nobody@efi.test"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('accepts an email typed in any case', async () => {
    const { location, cookie } = await openSignInPage();
    const response = await fetch(`${location.href}/login`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=%20Vera.Vendor%40Vendor.test%20',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/idp\/auth\//);
  });

  it('explains an expired or unknown interaction', async () => {
    const response = await fetch(`${tenant.issuer}/interaction/doesnotexist`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('expired');
  });
});

describe('end session', () => {
  it('goes back to the portal login without asking', async () => {
    const { tokens, cookie } = await signInWithCode(tenant, 'ada.admin@efi.test', {
      portalOrigin: tenant.portalOrigin,
    });
    const end = new URL(`${tenant.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens?.id_token ?? '',
      post_logout_redirect_uri: `${tenant.portalOrigin}/login`,
      state: 'bye',
    }).toString();
    const page = await fetch(end, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('document.forms[0].submit()');
    expect(html).not.toContain('Yes, sign me out');
    const form = /<form id="logout" method="post" action="([^"]+)">/.exec(html);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html);
    const sessionCookie = [cookie, ...page.headers.getSetCookie().map((line) => line.split(';')[0])].join('; ');

    const confirm = await fetch(new URL(form?.[1] ?? '', tenant.issuer), {
      method: 'POST',
      headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf?.[1] ?? '', logout: 'yes' }).toString(),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${tenant.portalOrigin}/login?state=bye`);
  });

  it('refuses a post-logout redirect that is not registered', async () => {
    const { tokens } = await signInWithCode(tenant, 'ada.admin@efi.test', { portalOrigin: tenant.portalOrigin });
    const end = new URL(`${tenant.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens?.id_token ?? '',
      post_logout_redirect_uri: 'http://evil.test/login',
    }).toString();
    expect((await fetch(end)).status).toBe(400);
  });
});

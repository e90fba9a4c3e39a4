import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFeatures, seedClients } from './seed.ts';
import { mintAccessToken, mintIdToken, signInWithCode, startTestTenant, type TestTenant } from './testing.ts';

let tenant: TestTenant;
let adaToken: string;

beforeAll(async () => {
  tenant = await startTestTenant();
  adaToken = await mintIdToken(tenant, 'ada.admin@efi.test');
});
afterAll(() => tenant.close());

function call(query: Record<string, string>, token?: string, headers: Record<string, string> = {}) {
  const url = new URL(`${tenant.url}/auth-api/`);
  url.search = new URLSearchParams({ serverName: 'Engage', ...query }).toString();
  return fetch(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
}

const userInfo = (email: string) => ({ serviceName: 'app_data.engage_user_info_get', email });
const privileges = (userId: number | string) => ({
  serviceName: 'app_data.engage_site_privs_get',
  user_id: String(userId),
});

describe('authentication', () => {
  it('refuses a request without a bearer token', async () => {
    const response = await call(userInfo('ada.admin@efi.test'));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({
      error: { code: 'InvalidAuthenticationToken', message: expect.any(String) },
    });
  });

  it('refuses a token signed with another key, even under the tenant key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const jwks = (await (await fetch(`${tenant.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
    for (const kid of ['forged', jwks.keys[0]?.kid ?? '']) {
      const forged = await new SignJWT({ oid: '3a5f7c91-2b4d-4e6f-8a0b-1c2d3e4f5a61', email: 'ada.admin@efi.test' })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(tenant.issuer)
        .setAudience('client-portal-local')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      const response = await call(userInfo('ada.admin@efi.test'), forged);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('InvalidAuthenticationToken');
    }
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = adaToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, email: 'cem.client@northwind.test' })).toString(
      'base64url',
    );
    const response = await call(userInfo('cem.client@northwind.test'), `${header}.${tampered}.${signature}`);
    expect(response.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await mintIdToken(tenant, 'ada.admin@efi.test', { expiresIn: -120 });
    const response = await call(userInfo('ada.admin@efi.test'), expired);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
  });

  it('refuses an access token (wrong audience) and a token of another issuer', async () => {
    const access = await mintAccessToken(tenant, 'ada.admin@efi.test');
    expect((await call(userInfo('ada.admin@efi.test'), access)).status).toBe(401);
    const otherIssuer = await mintIdToken({ ...tenant, issuer: 'http://localhost:1/idp' }, 'ada.admin@efi.test');
    expect((await call(userInfo('ada.admin@efi.test'), otherIssuer)).status).toBe(401);
  });

  it('requires serverName=Engage', async () => {
    const url = `${tenant.url}/auth-api/?serviceName=app_data.engage_db_name_get`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${adaToken}` } });
    expect(response.status).toBe(400);
    const wrong = await call({ serviceName: 'app_data.engage_db_name_get', serverName: 'Other' }, adaToken);
    expect(wrong.status).toBe(400);
  });

  it('answers 400 for an unknown service and 405 for other methods', async () => {
    expect((await call({ serviceName: 'app_data.nope' }, adaToken)).status).toBe(400);
    const post = await fetch(`${tenant.url}/auth-api/?serverName=Engage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adaToken}` },
    });
    expect(post.status).toBe(405);
  });
});

describe('app_data.engage_user_info_get', () => {
  it("returns the caller's user info in the data envelope", async () => {
    const response = await call(userInfo('ada.admin@efi.test'), adaToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [
        {
          user_id: 101,
          email: 'ada.admin@efi.test',
          displayName: 'Ada Admin',
          companyName: 'EFI',
          user_type: 'staff',
          user_client_roles: [],
        },
      ],
    });
  });

  it("refuses another user's email", async () => {
    const response = await call(userInfo('cem.client@northwind.test'), adaToken);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('accessDenied');
  });

  it('fails for Uma Unknown', async () => {
    const uma = await mintIdToken(tenant, 'uma.unknown@efi.test');
    const response = await call(userInfo('uma.unknown@efi.test'), uma);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'serviceError', message: 'User lookup failed' } });
  });

  it('works with an ID token from the real sign-in flow', async () => {
    const { tokens } = await signInWithCode(tenant, 'vera.vendor@vendor.test', { portalOrigin: tenant.portalOrigin });
    const response = await call(userInfo('vera.vendor@vendor.test'), tokens?.id_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: [{ user_id: 103, companyName: 'Vendor Co', user_type: 'vendor' }],
    });
  });
});

describe('app_data.engage_site_privs_get', () => {
  it("returns Ada's three clients with EFI_USER, and Fabrikam's features", async () => {
    const response = await call(privileges(101), adaToken);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown>[] };
    expect(data.map((record) => record['hubspot_company_xref'])).toEqual([1001, 1002, 1003]);
    expect(data.map((record) => record['user_client_roles'])).toEqual([
      ['EFI_USER'],
      ['EFI_USER', ...(clientFeatures[1002] ?? [])],
      ['EFI_USER'],
    ]);
    expect(clientFeatures[1002]).not.toContain('INVOICE_INTEL');
    expect(data[0]).toEqual({ ...seedClients[0], user_client_roles: ['EFI_USER'] });
    expect(data[0]).toMatchObject({
      client_name: 'Northwind Traders',
      projects: [{ project_name: 'Northwind Procurement 2026' }, { project_name: 'Northwind Fleet Renewal' }],
      siteID: expect.stringMatching(/^localhost,[0-9a-f-]{36},[0-9a-f-]{36}$/),
      logo_path: 'northwind.png',
    });
  });

  it('returns one client each for Cem, Vera and Fiona', async () => {
    const cases = [
      ['cem.client@northwind.test', 102, 1001, 'CLIENT_PROSPECT_USER'],
      ['vera.vendor@vendor.test', 103, 1003, 'VENDOR_USER'],
      ['fiona@fabrikam.test', 106, 1002, 'CLIENT_PROSPECT_USER'],
    ] as const;
    for (const [email, userId, xref, role] of cases) {
      const response = await call(privileges(userId), await mintIdToken(tenant, email));
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, unknown>[] };
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        hubspot_company_xref: xref,
        user_client_roles: [role, ...(clientFeatures[xref] ?? [])],
      });
    }
  });

  it("refuses another user's privileges", async () => {
    const response = await call(privileges(102), adaToken);
    expect(response.status).toBe(403);
  });

  it('fails for Nora Noaccess', async () => {
    const nora = await mintIdToken(tenant, 'nora.noaccess@efi.test');
    expect((await call(userInfo('nora.noaccess@efi.test'), nora)).status).toBe(200);
    const response = await call(privileges(104), nora);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('serviceError');
  });
});

describe('app_data.engage_db_name_get', () => {
  it('returns the database name and version', async () => {
    const response = await call({ serviceName: 'app_data.engage_db_name_get' }, adaToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [{ db_name: 'Engage_Local', engage_version: expect.stringMatching(/^\d+\.\d+\.\d+/) }],
    });
  });
});

describe('CORS', () => {
  it('answers the preflight for the Authorization header from the portal origin', async () => {
    const response = await fetch(`${tenant.url}/auth-api/?serverName=Engage`, {
      method: 'OPTIONS',
      headers: {
        origin: tenant.portalOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('refuses the preflight from another origin', async () => {
    const response = await fetch(`${tenant.url}/auth-api/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the allow-origin header to answers, errors included', async () => {
    const ok = await call({ serviceName: 'app_data.engage_db_name_get' }, adaToken, { origin: tenant.portalOrigin });
    expect(ok.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    const unauthorized = await call({ serviceName: 'app_data.engage_db_name_get' }, undefined, {
      origin: tenant.portalOrigin,
    });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
  });
});

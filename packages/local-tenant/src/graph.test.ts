import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken, mintIdToken, signInWithCode, startTestTenant, type TestTenant } from './testing.ts';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await startTestTenant();
});
afterAll(() => tenant.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function photo(token?: string, headers: Record<string, string> = {}) {
  return fetch(`${tenant.url}/graph/v1.0/me/photo/$value`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

interface GraphErrorBody {
  error: { code: string; message: string; innerError: { date: string; 'request-id': string } };
}

describe('GET me/photo/$value', () => {
  it('returns a PNG for a user with a photo (token from the real sign-in flow)', async () => {
    const { tokens } = await signInWithCode(tenant, 'ada.admin@efi.test', { portalOrigin: tenant.portalOrigin });
    const response = await photo(tokens?.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('also answers the percent-encoded path', async () => {
    const token = await mintAccessToken(tenant, 'cem.client@northwind.test');
    const response = await fetch(`${tenant.url}/graph/v1.0/me/photo/%24value`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it('gives different users different pictures', async () => {
    const ada = await (await photo(await mintAccessToken(tenant, 'ada.admin@efi.test'))).arrayBuffer();
    const cem = await (await photo(await mintAccessToken(tenant, 'cem.client@northwind.test'))).arrayBuffer();
    expect(Buffer.from(ada).equals(Buffer.from(cem))).toBe(false);
  });

  it("answers 404 ImageNotFound in Graph's envelope for a user without a photo", async () => {
    const response = await photo(await mintAccessToken(tenant, 'vera.vendor@vendor.test'));
    expect(response.status).toBe(404);
    const body = (await response.json()) as GraphErrorBody;
    expect(body.error.code).toBe('ImageNotFound');
    expect(body.error.message).toBe("The photo wasn't found.");
    expect(body.error.innerError.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.error.innerError['request-id']).toBe(response.headers.get('request-id'));
  });

  it('answers 401 InvalidAuthenticationToken for a missing, expired or tampered token', async () => {
    const expired = await mintAccessToken(tenant, 'ada.admin@efi.test', { expiresIn: -60 });
    const valid = await mintAccessToken(tenant, 'ada.admin@efi.test');
    const tampered = `${valid.slice(0, -6)}AAAAAA`;
    for (const token of [undefined, expired, tampered, 'not-a-jwt']) {
      const response = await photo(token);
      expect(response.status).toBe(401);
      const body = (await response.json()) as GraphErrorBody;
      expect(body.error.code).toBe('InvalidAuthenticationToken');
      expect(body.error.innerError['request-id']).toBeTruthy();
    }
  });

  it('refuses an ID token (wrong audience and type)', async () => {
    const response = await photo(await mintIdToken(tenant, 'ada.admin@efi.test'));
    expect(response.status).toBe(401);
  });

  it('echoes client-request-id', async () => {
    const response = await photo(undefined, { 'client-request-id': 'abc-123' });
    expect(response.headers.get('client-request-id')).toBe('abc-123');
    expect(((await response.json()) as GraphErrorBody).error.innerError['request-id']).toBe('abc-123');
  });
});

describe('other Graph resources', () => {
  it('answers me with the profile', async () => {
    const response = await fetch(`${tenant.url}/graph/v1.0/me`, {
      headers: { authorization: `Bearer ${await mintAccessToken(tenant, 'fiona@fabrikam.test')}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ displayName: 'Fiona Fabrikam', mail: 'fiona@fabrikam.test' });
  });

  it('answers 400 BadRequest for an unknown segment', async () => {
    const response = await fetch(`${tenant.url}/graph/v1.0/nothing/here`, {
      headers: { authorization: `Bearer ${await mintAccessToken(tenant, 'ada.admin@efi.test')}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphErrorBody).error.code).toBe('BadRequest');
  });
});

describe('CORS', () => {
  it('answers the preflight from the portal origin and exposes the request ids', async () => {
    const preflight = await fetch(`${tenant.url}/graph/v1.0/me/photo/$value`, {
      method: 'OPTIONS',
      headers: {
        origin: tenant.portalOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,client-request-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,client-request-id');

    const response = await photo(await mintAccessToken(tenant, 'ada.admin@efi.test'), { origin: tenant.portalOrigin });
    expect(response.headers.get('access-control-allow-origin')).toBe(tenant.portalOrigin);
    expect(response.headers.get('access-control-expose-headers')).toContain('request-id');
  });
});

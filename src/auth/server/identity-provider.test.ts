import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdTokenPolicy, InvalidIdTokenError, identityFromClaims, verifyIdToken } from './identity-provider.ts';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const OTHER_TENANT = '6f1c2e0a-3b4d-4c5e-8f70-9a1b2c3d4e5f';
const OID = '00000000-0000-0000-66f3-3332eca7ea81';
const now = Date.UTC(2030, 0, 1, 12, 0, 0);
const seconds = Math.floor(now / 1000);

const entra: IdTokenPolicy = { authority: 'https://idp', clientId: 'portal', allowedTenantIds: [TENANT] };
const local: IdTokenPolicy = { ...entra, allowedTenantIds: undefined };

/** Claims as Entra writes them; `undefined` in `extra` leaves one out. */
const claims = (extra: Record<string, unknown> = {}): JWTPayload => ({
  iat: seconds - 5,
  exp: seconds + 3600,
  nonce: 'n-1',
  tid: TENANT,
  oid: OID,
  sub: 'pairwise-subject',
  email: 'ada@contoso.test',
  preferred_username: 'ada@contoso.onmicrosoft.com',
  name: 'Ada',
  ...extra,
});

const refusal = (payload: JWTPayload, policy = entra) => {
  try {
    identityFromClaims(payload, policy, now);
  } catch (error) {
    if (error instanceof InvalidIdTokenError) return error.message;
    throw error;
  }
  return 'accepted';
};

describe("an ID token's identity", () => {
  it('outside local is tenant id and object id: the ids Entra never changes, unique across tenants', () => {
    expect(identityFromClaims(claims(), entra, now)).toEqual({
      uid: `${TENANT}.${OID}`,
      email: 'ada@contoso.test',
      displayName: 'Ada',
      expiresAt: (seconds + 3600) * 1000,
      nonce: 'n-1',
    });
    // A changed email is the same person.
    expect(identityFromClaims(claims({ email: 'ada.lovelace@contoso.test' }), entra, now).uid).toBe(`${TENANT}.${OID}`);
  });

  it('outside local needs both ids; `sub` (pairwise, per application) is no stand-in', () => {
    expect(refusal(claims({ oid: undefined }))).toBe('missing claims');
  });

  it('locally is the local tenant’s oid (else sub), as before', () => {
    expect(identityFromClaims(claims(), local, now).uid).toBe(OID);
    expect(identityFromClaims(claims({ oid: undefined }), local, now).uid).toBe('pairwise-subject');
  });

  it('takes the email from `email`, else `preferred_username`', () => {
    expect(identityFromClaims(claims({ email: undefined }), entra, now).email).toBe('ada@contoso.onmicrosoft.com');
    expect(refusal(claims({ email: undefined, preferred_username: undefined }))).toBe('missing claims');
  });
});

describe('an ID token is refused', () => {
  it('from a tenant that is not allowed (outside local), whatever case its id is written in', () => {
    expect(refusal(claims({ tid: OTHER_TENANT }))).toBe('tenant not allowed');
    expect(refusal(claims({ tid: undefined }))).toBe('tenant not allowed');
    expect(refusal(claims({ tid: TENANT.toUpperCase() }))).toBe('accepted');
    expect(refusal(claims({ tid: OTHER_TENANT }), local)).toBe('accepted');
  });

  it('issued more than ten minutes ago, or more than a minute in the future', () => {
    expect(refusal(claims({ iat: seconds - 600 }))).toBe('accepted');
    expect(refusal(claims({ iat: seconds - 601 }))).toBe('issued too long ago');
    expect(refusal(claims({ iat: seconds - 11 * 60 }))).toBe('issued too long ago');
    expect(refusal(claims({ iat: seconds + 60 }))).toBe('accepted');
    expect(refusal(claims({ iat: seconds + 61 }))).toBe('issued in the future');
  });

  it('without a nonce, `iat` or `exp`', () => {
    expect(refusal(claims({ nonce: undefined }))).toBe('no nonce');
    expect(refusal(claims({ nonce: '' }))).toBe('no nonce');
    expect(refusal(claims({ iat: undefined }))).toBe('missing claims');
    expect(refusal(claims({ exp: undefined }))).toBe('missing claims');
  });
});

describe('verifying an ID token against the provider', () => {
  let server: Server;
  let authority: string;
  let sign: (payload: JWTPayload) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/.well-known/openid-configuration')) {
        res.end(
          JSON.stringify({
            // Entra's multi-tenant discovery: the issuer names each tenant.
            issuer: 'https://login.example/{tenantid}/v2.0',
            jwks_uri: `${authority}/keys`,
            authorization_endpoint: `${authority}/authorize`,
            token_endpoint: `${authority}/token`,
          }),
        );
      } else res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}/organizations`;
    sign = (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(privateKey);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fresh = (extra: Record<string, unknown> = {}) => {
    const at = Math.floor(Date.now() / 1000);
    return claims({ iat: at, exp: at + 3600, aud: 'portal', iss: `https://login.example/${TENANT}/v2.0`, ...extra });
  };

  it('accepts a token of an allowed tenant with its tenant’s issuer', async () => {
    const verified = await verifyIdToken(await sign(fresh()), { ...entra, authority });
    expect(verified).toMatchObject({ uid: `${TENANT}.${OID}`, nonce: 'n-1' });
  });

  it('refuses another tenant’s token, though its signature and issuer are right', async () => {
    const token = await sign(fresh({ tid: OTHER_TENANT, iss: `https://login.example/${OTHER_TENANT}/v2.0` }));
    await expect(verifyIdToken(token, { ...entra, authority })).rejects.toThrow('tenant not allowed');
  });

  it('refuses a token eleven minutes old, and one without iat', async () => {
    const old = Math.floor(Date.now() / 1000) - 11 * 60;
    await expect(verifyIdToken(await sign(fresh({ iat: old })), { ...entra, authority })).rejects.toThrow(
      'issued too long ago',
    );
    await expect(verifyIdToken(await sign(fresh({ iat: undefined })), { ...entra, authority })).rejects.toThrow(
      /"iat" claim/,
    );
  });

  it('refuses a token whose issuer is another tenant’s than its tid says', async () => {
    const token = await sign(fresh({ iss: `https://login.example/${OTHER_TENANT}/v2.0` }));
    await expect(verifyIdToken(token, { ...entra, authority })).rejects.toThrow('unexpected issuer');
  });
});

/** Verification of the tenant's own tokens by its stand-in APIs (jose, against the IdP's keys). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { bearerToken, sendError } from './http.ts';
import { type PrivateJwks, publicJwks, SIGNING_ALG } from './keys.ts';
import { API_AUDIENCE, CLIENT_ID, findUserByOid, type SeedUser } from './seed.ts';

export interface TokenVerifier {
  /** An ID token of the portal's client (what the auth API expects as bearer token). */
  idToken(token: string): Promise<JWTPayload>;
  /** A JWT access token for the tenant's API audience (what the Graph stand-in expects). */
  accessToken(token: string): Promise<JWTPayload>;
}

/**
 * Claims a token must carry even when its signature is good: without `exp` it would never expire,
 * and the IdP always writes both (jose checks `exp` only when it is there).
 */
const REQUIRED_CLAIMS = ['exp', 'iat'];

export function createTokenVerifier(issuer: string, jwks: PrivateJwks): TokenVerifier {
  const keys = createLocalJWKSet(publicJwks(jwks));
  return {
    async idToken(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: CLIENT_ID,
        algorithms: [SIGNING_ALG],
        requiredClaims: REQUIRED_CLAIMS,
      });
      return payload;
    },
    async accessToken(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: [SIGNING_ALG],
        requiredClaims: REQUIRED_CLAIMS,
      });
      return payload;
    },
  };
}

/** Answers an error in a stand-in's own envelope. */
export type Fail = (status: number, code: string, message: string, headers?: Record<string, string>) => void;

/**
 * The claims of the request's bearer token, checked by `verify`. When the token is missing or
 * refused, answers 401 `InvalidAuthenticationToken` through `fail` and returns undefined.
 */
export async function verifyBearer(
  req: IncomingMessage,
  verify: (token: string) => Promise<JWTPayload>,
  fail: Fail,
  missingMessage: string,
): Promise<JWTPayload | undefined> {
  const token = bearerToken(req);
  if (!token) {
    fail(401, 'InvalidAuthenticationToken', missingMessage, { 'www-authenticate': 'Bearer' });
    return undefined;
  }
  try {
    return await verify(token);
  } catch (error) {
    fail(401, 'InvalidAuthenticationToken', describeTokenError(error), {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
    return undefined;
  }
}

/**
 * The user calling one of the provider's APIs (auth API, reports API): an ID token of the portal as
 * bearer token, naming a user Engage knows. Otherwise answers 401 or 403 and returns undefined.
 */
export async function engageUserOf(
  req: IncomingMessage,
  res: ServerResponse,
  verifier: TokenVerifier,
): Promise<SeedUser | undefined> {
  const fail: Fail = (...error) => sendError(res, ...error);
  const claims = await verifyBearer(req, (token) => verifier.idToken(token), fail, 'Bearer token is missing.');
  if (!claims) return undefined;
  const user = typeof claims.oid === 'string' ? findUserByOid(claims.oid) : undefined;
  if (!user) fail(403, 'accessDenied', 'The signed-in user is not known to Engage.');
  return user;
}

/** A short, safe explanation of why a token was refused (for the 401 message). */
export function describeTokenError(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'Lifetime validation failed, the token is expired.';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
      return 'Signature validation failed.';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `Invalid token: ${(error as Error).message}.`;
    default:
      return 'Access token validation failure. Invalid token.';
  }
}

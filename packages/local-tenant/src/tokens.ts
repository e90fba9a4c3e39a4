/** Verification of the tenant's own tokens by its stand-in APIs (jose, against the IdP's keys). */
import { createLocalJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { type PrivateJwks, publicJwks, SIGNING_ALG } from './keys.ts';
import { API_AUDIENCE, CLIENT_ID } from './seed.ts';

export interface TokenVerifier {
  /** An ID token of the portal's client (what the auth API expects as bearer token). */
  idToken(token: string): Promise<JWTPayload>;
  /** A JWT access token for the tenant's API audience (what the Graph stand-in expects). */
  accessToken(token: string): Promise<JWTPayload>;
}

export function createTokenVerifier(issuer: string, jwks: PrivateJwks): TokenVerifier {
  const keys = createLocalJWKSet(publicJwks(jwks));
  return {
    async idToken(token) {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: CLIENT_ID, algorithms: [SIGNING_ALG] });
      return payload;
    },
    async accessToken(token) {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: API_AUDIENCE,
        typ: 'at+jwt',
        algorithms: [SIGNING_ALG],
      });
      return payload;
    },
  };
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

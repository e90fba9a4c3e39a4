import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { PortalError } from '../../errors.ts';

/** The parts of an OpenID discovery document the portal uses. */
const discoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  end_session_endpoint: z.url().optional(),
});
export type Discovery = z.infer<typeof discoverySchema> & Record<string, unknown>;

const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The identity provider's discovery document, fetched once per authority. */
export function discover(authority: string): Promise<Discovery> {
  let pending = discoveries.get(authority);
  if (!pending) {
    pending = fetch(`${authority.replace(/\/$/, '')}/.well-known/openid-configuration`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Identity provider discovery failed (${response.status})`);
        const document = (await response.json()) as Record<string, unknown>;
        return { ...document, ...discoverySchema.parse(document) };
      })
      .catch((error: unknown) => {
        discoveries.delete(authority);
        throw error;
      });
    discoveries.set(authority, pending);
  }
  return pending;
}

export interface VerifiedIdToken {
  uid: string;
  email: string;
  displayName: string;
  expiresAt: number;
  claims: JWTPayload;
}

/** The token's signature, issuer, audience or expiry is wrong; the message says which. */
export class InvalidIdTokenError extends PortalError<'invalidIdToken'> {
  constructor(message: string) {
    super('invalidIdToken', message);
  }
}

/**
 * Checks an ID token's signature against the provider's keys, its issuer, audience and expiry.
 * Entra's multi-tenant discovery names the issuer with a `{tenantid}` placeholder: the token's
 * own `tid` fills it.
 */
export async function verifyIdToken(idToken: string, authority: string, clientId: string): Promise<VerifiedIdToken> {
  const discovery = await discover(authority);
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    keySets.set(discovery.jwks_uri, keys);
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, { audience: clientId, algorithms: ['RS256'] });
    const expectedIssuer = discovery.issuer.replace('{tenantid}', String(payload['tid'] ?? ''));
    if (payload.iss !== expectedIssuer) throw new InvalidIdTokenError('unexpected issuer');
    const email = String(payload['email'] ?? payload['preferred_username'] ?? '');
    const uid = String(payload['oid'] ?? payload.sub ?? '');
    if (!email || !uid || !payload.exp) throw new InvalidIdTokenError('missing claims');
    return {
      uid,
      email,
      displayName: String(payload['name'] ?? email),
      expiresAt: payload.exp * 1000,
      claims: payload,
    };
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw error;
    throw new InvalidIdTokenError(error instanceof Error ? error.message : 'invalid token');
  }
}

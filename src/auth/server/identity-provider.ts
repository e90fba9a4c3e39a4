import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { PortalError } from '../../errors.ts';
import { measuredFetch } from '../../server/metrics.ts';
import { inSpan } from '../../server/tracing/spans.ts';

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

/** Where an OpenID provider publishes its discovery document. */
export function discoveryUrlOf(authority: string): string {
  return `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
}

/** A provider that does not answer within this does not hold up the page (it gets no sign-in). */
const DISCOVERY_TIMEOUT_MS = 5_000;

/** The identity provider's discovery document, fetched once per authority. */
export function discover(authority: string): Promise<Discovery> {
  let pending = discoveries.get(authority);
  if (!pending) {
    const url = discoveryUrlOf(authority);
    pending = inSpan('identity-provider discovery', { 'url.full': url }, () =>
      measuredFetch('identity-provider', 'discovery', url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) }),
    )
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
  /** Who the person is, for as long as they exist: see `identityOf`. */
  uid: string;
  email: string;
  displayName: string;
  expiresAt: number;
  /** The sign-in nonce the portal gave the pop-up, echoed by the identity provider. */
  nonce: string;
  claims: JWTPayload;
}

/** The token's signature, issuer, audience or expiry is wrong; the message says which. */
export class InvalidIdTokenError extends PortalError<'invalidIdToken'> {
  constructor(message: string) {
    super('invalidIdToken', message);
  }
}

/**
 * A sign-in hands over the ID token of a pop-up that has just closed: one issued longer ago than
 * this is a token kept (or stolen) for later, whatever its expiry says.
 */
export const SIGN_IN_TOKEN_MAX_AGE_S = 10 * 60;
/** How far ahead of the portal's clock the provider's may run (a token "issued" in the future). */
const CLOCK_SKEW_S = 60;

export interface IdTokenPolicy {
  authority: string;
  clientId: string;
  /**
   * The Entra tenants (`tid`, lower case) allowed to sign in; undefined for the local tenant,
   * whose identity provider is the only issuer and has one tenant.
   */
  allowedTenantIds: readonly string[] | undefined;
}

const claim = (payload: JWTPayload, name: string): string => {
  const value = payload[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The person's lasting id. In Entra `oid` is the person's id within their tenant (it never
 * changes, unlike `email` or `preferred_username`) and only `tid` + `oid` is unique across
 * tenants. Locally it is the local tenant's `oid` (or `sub`), as the stored user documents have it.
 */
function identityOf(payload: JWTPayload, policy: IdTokenPolicy): string {
  if (policy.allowedTenantIds === undefined) return claim(payload, 'oid') || (payload.sub ?? '');
  const tid = claim(payload, 'tid').toLowerCase();
  const oid = claim(payload, 'oid').toLowerCase();
  return tid && oid ? `${tid}.${oid}` : '';
}

/**
 * What a verified token's claims must say before it opens a session: issued moments ago, for the
 * sign-in the portal started (a nonce), by an allowed tenant, naming a person and an email.
 */
export function identityFromClaims(
  payload: JWTPayload,
  policy: IdTokenPolicy,
  now = Date.now(),
): Omit<VerifiedIdToken, 'claims'> {
  const nowSeconds = Math.floor(now / 1000);
  if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number')
    throw new InvalidIdTokenError('missing claims');
  if (nowSeconds - payload.iat > SIGN_IN_TOKEN_MAX_AGE_S) throw new InvalidIdTokenError('issued too long ago');
  if (payload.iat - nowSeconds > CLOCK_SKEW_S) throw new InvalidIdTokenError('issued in the future');
  const nonce = claim(payload, 'nonce');
  if (!nonce) throw new InvalidIdTokenError('no nonce');
  if (policy.allowedTenantIds && !policy.allowedTenantIds.includes(claim(payload, 'tid').toLowerCase())) {
    throw new InvalidIdTokenError('tenant not allowed');
  }
  const email = claim(payload, 'email') || claim(payload, 'preferred_username');
  const uid = identityOf(payload, policy);
  if (!email || !uid) throw new InvalidIdTokenError('missing claims');
  return { uid, email, displayName: claim(payload, 'name') || email, expiresAt: payload.exp * 1000, nonce };
}

/**
 * Checks an ID token's signature against the provider's keys, its issuer, audience and expiry,
 * then its claims (`identityFromClaims`). Entra's multi-tenant discovery names the issuer with a
 * `{tenantid}` placeholder: the token's own `tid` fills it.
 */
export async function verifyIdToken(idToken: string, policy: IdTokenPolicy): Promise<VerifiedIdToken> {
  const discovery = await discover(policy.authority);
  let keys = keySets.get(discovery.jwks_uri);
  if (!keys) {
    // The provider's signing keys, fetched when a token names one not yet known: a span of its own
    // (decision 069), so a slow sign-in shows whether the keys were the wait, and counted with the
    // other outside calls (decision 068).
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri), {
      [customFetch]: (url, options) =>
        inSpan('identity-provider keys', { 'url.full': String(url) }, () =>
          measuredFetch('identity-provider', 'keys', url, options),
        ),
    });
    keySets.set(discovery.jwks_uri, keys);
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      audience: policy.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat'],
    });
    const expectedIssuer = discovery.issuer.replace('{tenantid}', String(payload['tid'] ?? ''));
    if (payload.iss !== expectedIssuer) throw new InvalidIdTokenError('unexpected issuer');
    return { ...identityFromClaims(payload, policy), claims: payload };
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw error;
    throw new InvalidIdTokenError(error instanceof Error ? error.message : 'invalid token');
  }
}
